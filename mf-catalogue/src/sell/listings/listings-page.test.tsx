import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { LISTING_REPORT_API } from '@yachts/contracts/listing-reports';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { beVisitor, closeModals, expectNothingAsked, formFail, formOk } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { enquiry, listing, listingDetail, page, withdrawn } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';
import { body } from '../testing/sent-body';

const server = withFakeApi({ member: 'seller-1' }, closeModals);

describe('my listings (/sell/listings)', () => {
  // No listing withdrawn by our team unless a test says otherwise (listing-withdrawals.test.tsx tests the section).
  beforeEach(() => server.on('POST', LISTING_REPORT_API.withdrawals, formOk([])));

  it('shows each listed yacht with its price, followers and enquiries, linking to the listing and its enquiries', async () => {
    server.on(
      'POST',
      SELL_CALLS.myYachts,
      formOk(
        page(
          [
            listing(),
            listing({
              kind: 'new',
              id: 9,
              applicationId: null,
              title: 'Sunseeker 65',
              url: '/yachts/9-sunseeker-65',
              price: 2950000,
              currency: 'EUR',
              followers: 1,
              enquiries: 0,
            }),
          ],
          { pageSize: 12 },
        ),
      ),
    );
    renderSell('/sell/listings');
    const list = await screen.findByRole('list', { name: 'Listings' });
    expect(body(server.calls('POST', SELL_CALLS.myYachts)[0])).toEqual({ page: 1, pageSize: 12 });
    expect(screen.getByText('2 listings')).toBeInTheDocument();
    const princess = within(list).getByRole('article', { name: 'Princess F55' });
    expect(within(princess).getByRole('link', { name: 'Princess F55' })).toHaveAttribute('href', '/yachts/used/301-princess-f55');
    expect(within(princess).getByText('£1,150,000')).toBeInTheDocument();
    expect(within(princess).getByText('Followers').nextElementSibling).toHaveTextContent('14');
    expect(within(princess).getByText('Enquiries', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(within(princess).getByRole('link', { name: 'Enquiries for Princess F55' })).toHaveAttribute(
      'href',
      paths.myListing('idle', 301),
    );
    expect(within(princess).getByRole('link', { name: 'Application for Princess F55' })).toHaveAttribute('href', paths.sellApplication(12));
    const sunseeker = within(list).getByRole('article', { name: 'Sunseeker 65' });
    expect(within(sunseeker).getByRole('link', { name: 'Enquiries for Sunseeker 65' })).toHaveAttribute('href', paths.myListing('new', 9));
    expect(within(sunseeker).queryByRole('link', { name: /^Application/ })).toBeNull();
  });

  it('says so when nothing is listed yet', async () => {
    server.on('POST', SELL_CALLS.myYachts, formOk(page([])));
    renderSell('/sell/listings');
    const empty = await screen.findByRole('region', { name: 'No yachts listed yet' });
    expect(within(empty).getByRole('link', { name: 'Sell a yacht' })).toHaveAttribute('href', paths.sell());
  });

  it('asks for the listings our team withdrew and, when there are none, draws no section for them', async () => {
    server.on('POST', SELL_CALLS.myYachts, formOk(page([listing()])));
    renderSell('/sell/listings');
    await screen.findByRole('list', { name: 'Listings' });
    await server.settle();
    expect(server.calls('POST', LISTING_REPORT_API.withdrawals)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Withdrawn by our team' })).toBeNull();
  });

  it('puts a withdrawn listing, its reason and "Ask for a second look" before the listed yachts', async () => {
    server.on('POST', LISTING_REPORT_API.withdrawals, formOk([withdrawn()]));
    server.on('POST', SELL_CALLS.myYachts, formOk(page([listing()])));
    renderSell('/sell/listings');
    const section = await screen.findByRole('region', { name: 'Withdrawn by our team' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Hallberg-Rassy 44' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Why: We could not confirm you own the yacht.');
    expect(within(section).getByRole('button', { name: 'Ask for a second look' })).toBeInTheDocument();
    const listed = await screen.findByRole('list', { name: 'Listings' });
    expect(section.compareDocumentPosition(listed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a visitor gets the login panel and nothing is asked', async () => {
    beVisitor();
    renderSell('/sell/listings');
    expect(screen.getByRole('region', { name: 'Log in to see your listings' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});

describe('one listing with its enquiries (/sell/listings/{kind}/{id})', () => {
  it('asks myYachtDetail for the kind and id and lists the enquiries with the buyer’s e-mail and phone', async () => {
    server.on(
      'POST',
      SELL_CALLS.myYachtDetail,
      formOk(
        listingDetail(
          [
            enquiry(),
            enquiry({ id: 2, email: 'skipper@example.com', mobile: '', areaCode: '', content: 'What is the engine service history?' }),
          ],
          { total: 2 },
        ),
      ),
    );
    renderSell('/sell/listings/used/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Princess F55' })).toBeInTheDocument();
    expect(body(server.calls('POST', SELL_CALLS.myYachtDetail)[0])).toEqual({ kind: 'idle', id: 301, page: 1, pageSize: 10 });
    expect(screen.getByText('2 enquiries')).toBeInTheDocument();
    const enquiries = screen.getByRole('list', { name: 'Enquiries' });
    const first = within(enquiries).getByRole('article', { name: 'buyer@example.com' });
    expect(within(first).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute('href', 'mailto:buyer@example.com');
    expect(within(first).getByRole('link', { name: '+44 7700900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(first).getByText('Is she still available for a viewing next week?')).toBeInTheDocument();
    const second = within(enquiries).getByRole('article', { name: 'skipper@example.com' });
    expect(within(second).queryByRole('link', { name: /^\+/ })).toBeNull();
    const side = screen.getByRole('complementary', { name: 'The listing' });
    expect(within(side).getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/yachts/used/301-princess-f55');
    expect(within(side).getByText('Followers').nextElementSibling).toHaveTextContent('14');
  });

  it('pages the enquiries through the address', async () => {
    server.on('POST', SELL_CALLS.myYachtDetail, formOk(listingDetail([enquiry({ id: 11 })], { page: 2, total: 11 })));
    renderSell('/sell/listings/new/9?page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(body(server.calls('POST', SELL_CALLS.myYachtDetail)[0])).toEqual({ kind: 'new', id: 9, page: 2, pageSize: 10 });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/sell/listings/new/9');
  });

  it('says when no buyer has written yet', async () => {
    server.on('POST', SELL_CALLS.myYachtDetail, formOk(listingDetail([])));
    renderSell('/sell/listings/used/301');
    expect(await screen.findByText(/No enquiries yet/)).toBeInTheDocument();
    expect(screen.getByText('0 enquiries')).toBeInTheDocument();
  });

  it('another user’s listing is not found', async () => {
    server.on('POST', SELL_CALLS.myYachtDetail, formFail('We could not find that listing.', 0, 404));
    renderSell('/sell/listings/used/5');
    expect(await screen.findByRole('heading', { name: 'We could not find that listing.' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to my listings' })).toHaveAttribute('href', paths.myListings()));
  });
});
