import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTING_LINK_MESSAGES } from '@yachts/contracts/catalogue';
import { SELL_CALLS, SELL_MESSAGES, type MyListing } from '@yachts/contracts/selling';
import { sessionStore } from 'shared/session';
import { closeModals, formFail, formOk } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { formatDate } from 'shared/ui';
import { confirmedDaysAgo, listing, listingDetail, page } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';
import { body } from '../testing/sent-body';

const RULE =
  'To keep the catalogue current, we ask you every 30 days whether each yacht is still for sale; ' +
  'a listing not confirmed for 60 days leaves the market until you confirm it.';

/** Confirmed 10 days ago: nothing to ask yet. */
const current = listing({
  kind: 'new',
  id: 9,
  applicationId: null,
  title: 'Sunseeker 65',
  url: '/yachts/9-sunseeker-65',
  ...confirmedDaysAgo(10),
});
/** Confirmed 35 days ago: the seller is being asked. */
const due = listing({ ...confirmedDaysAgo(35) });
/** Not confirmed for 61 days: off the market. */
const unconfirmed = listing({
  kind: 'idle',
  id: 302,
  applicationId: 13,
  title: 'Beneteau Oceanis 46',
  url: '/yachts/used/302-beneteau-oceanis-46',
  status: 'unconfirmed',
  ...confirmedDaysAgo(61),
});

/** What confirmListing answers: the listing confirmed now. */
const confirmedNow = (of: MyListing): MyListing => ({ ...of, status: 'listed', ...confirmedDaysAgo(0) });

const server = withFakeApi({ member: 'seller-1' }, closeModals);

async function openMyListings(items: MyListing[]) {
  server.on('POST', SELL_CALLS.myYachts, formOk(page(items, { pageSize: 12 })));
  renderSell('/sell/listings');
  return screen.findByRole('list', { name: 'Listings' });
}

describe('freshness on My listings (decision 029)', () => {
  it('says the rule, when each listing was confirmed, when a due one leaves, and which are off the market', async () => {
    const list = await openMyListings([current, due, unconfirmed]);
    expect(screen.getByText(RULE)).toBeInTheDocument();

    const sunseeker = within(list).getByRole('article', { name: 'Sunseeker 65' });
    expect(within(sunseeker).getByText(/^Confirmed\b/)).toHaveTextContent(new RegExp(`^Confirmed ${formatDate(current.confirmedAt)}$`));
    expect(within(sunseeker).queryByText(/leaves the market/)).toBeNull();
    expect(within(sunseeker).queryByRole('button', { name: /Still for sale/ })).toBeNull();

    const princess = within(list).getByRole('article', { name: 'Princess F55' });
    expect(within(princess).getByText(/^Confirmed\b/)).toHaveTextContent(
      `Confirmed ${formatDate(due.confirmedAt)} · leaves the market on ${formatDate(due.unlistsAt)} unless confirmed`,
    );
    expect(within(princess).getByRole('button', { name: 'Still for sale: Princess F55' })).toBeInTheDocument();
    expect(within(princess).queryByText('Off the market — not confirmed')).toBeNull();

    const beneteau = within(list).getByRole('article', { name: 'Beneteau Oceanis 46' });
    expect(within(beneteau).getByText('Off the market — not confirmed')).toBeInTheDocument();
    expect(within(beneteau).getByText(/Buyers no longer see it/)).toHaveTextContent(
      `it was not confirmed for 60 days (last confirmed ${formatDate(unconfirmed.confirmedAt)}). Its photos, followers and enquiries are kept.`,
    );
    expect(within(beneteau).getByRole('button', { name: 'Still for sale: Beneteau Oceanis 46' })).toBeInTheDocument();
    // Its page answers 404 while it is off the market: the title is no link to it.
    expect(within(beneteau).queryByRole('link', { name: 'Beneteau Oceanis 46' })).toBeNull();
    expect(within(beneteau).getByRole('link', { name: 'Enquiries for Beneteau Oceanis 46' })).toBeInTheDocument();
  });

  it('“Still for sale” confirms the listing, says the api’s words and shows it confirmed', async () => {
    server.on('POST', SELL_CALLS.confirmListing, {
      body: { code: 1, msg: LISTING_LINK_MESSAGES.confirmed('Princess F55'), data: confirmedNow(due) },
    });
    const list = await openMyListings([current, due]);
    const princess = within(list).getByRole('article', { name: 'Princess F55' });
    fireEvent.click(within(princess).getByRole('button', { name: 'Still for sale: Princess F55' }));

    await waitFor(() => expect(within(princess).getByRole('status')).toHaveTextContent('Thank you: Princess F55 stays on the market.'));
    expect(body(server.calls('POST', SELL_CALLS.confirmListing)[0])).toEqual({ kind: 'idle', id: 301 });
    expect(within(princess).getByText(/^Confirmed\b/)).toHaveTextContent(new RegExp(`^Confirmed ${formatDate(new Date().toISOString())}$`));
    expect(within(princess).queryByRole('button', { name: /Still for sale/ })).toBeNull();
    // The button went: the focus is on what was said, not lost.
    expect(within(princess).getByRole('status')).toHaveFocus();
    // The other cards are as they were.
    expect(within(within(list).getByRole('article', { name: 'Sunseeker 65' })).getByRole('status')).toHaveTextContent('');
  });

  it('puts a listing that left the market back', async () => {
    server.on('POST', SELL_CALLS.confirmListing, {
      body: { code: 1, msg: LISTING_LINK_MESSAGES.relisted('Beneteau Oceanis 46'), data: confirmedNow(unconfirmed) },
    });
    const list = await openMyListings([unconfirmed]);
    const beneteau = within(list).getByRole('article', { name: 'Beneteau Oceanis 46' });
    fireEvent.click(within(beneteau).getByRole('button', { name: 'Still for sale: Beneteau Oceanis 46' }));

    await waitFor(() =>
      expect(within(beneteau).getByRole('status')).toHaveTextContent('Thank you: Beneteau Oceanis 46 is back on the market.'),
    );
    expect(body(server.calls('POST', SELL_CALLS.confirmListing)[0])).toEqual({ kind: 'idle', id: 302 });
    expect(within(beneteau).queryByText('Off the market — not confirmed')).toBeNull();
    expect(within(beneteau).getByRole('link', { name: 'Beneteau Oceanis 46' })).toHaveAttribute(
      'href',
      '/yachts/used/302-beneteau-oceanis-46',
    );
  });

  it('says the api’s refusal in its words and keeps the button', async () => {
    server.on('POST', SELL_CALLS.confirmListing, formFail(SELL_MESSAGES.listingNotFound, 0, 404));
    const list = await openMyListings([due]);
    const princess = within(list).getByRole('article', { name: 'Princess F55' });
    fireEvent.click(within(princess).getByRole('button', { name: 'Still for sale: Princess F55' }));
    expect(await within(princess).findByRole('alert')).toHaveTextContent(SELL_MESSAGES.listingNotFound);
    expect(within(princess).getByRole('status')).toHaveTextContent('');
    expect(within(princess).getByRole('button', { name: 'Still for sale: Princess F55' })).toBeEnabled();
    expect(within(princess).getByText(/^Confirmed\b/)).toHaveTextContent(/leaves the market on/);
  });

  it('turns into the login panel when the login has expired', async () => {
    server.on('POST', SELL_CALLS.confirmListing, formFail('Please log in again.', 400208, 401));
    const list = await openMyListings([due]);
    fireEvent.click(within(list).getByRole('button', { name: 'Still for sale: Princess F55' }));
    expect(await screen.findByRole('region', { name: 'Log in to see your listings' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });
});

describe('freshness on the listing’s own page', () => {
  it('opens a listing that is off the market, says so, and puts it back on “Confirm still for sale”', async () => {
    server.on('POST', SELL_CALLS.myYachtDetail, formOk({ ...listingDetail([]), ...unconfirmed }));
    server.on('POST', SELL_CALLS.confirmListing, {
      body: { code: 1, msg: LISTING_LINK_MESSAGES.relisted('Beneteau Oceanis 46'), data: confirmedNow(unconfirmed) },
    });
    renderSell('/sell/listings/used/302');
    const section = await screen.findByRole('region', { name: 'Still for sale?' });
    expect(within(section).getByText(RULE)).toBeInTheDocument();
    expect(within(section).getByText('Off the market — not confirmed')).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'The listing' });
    expect(within(side).queryByRole('link', { name: 'View listing' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Confirm still for sale' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Thank you: Beneteau Oceanis 46 is back on the market.'),
    );
    expect(body(server.calls('POST', SELL_CALLS.confirmListing)[0])).toEqual({ kind: 'idle', id: 302 });
    expect(within(section).queryByText('Off the market — not confirmed')).toBeNull();
    expect(within(section).getByText(/^Confirmed\b/)).toHaveTextContent(new RegExp(`^Confirmed ${formatDate(new Date().toISOString())}$`));
    expect(within(side).getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/yachts/used/302-beneteau-oceanis-46');
    // The page keeps offering it.
    expect(within(section).getByRole('button', { name: 'Confirm still for sale' })).toBeInTheDocument();
  });

  it('offers “Confirm still for sale” also for a listing confirmed lately', async () => {
    server.on('POST', SELL_CALLS.myYachtDetail, formOk({ ...listingDetail([]), ...confirmedDaysAgo(3) }));
    renderSell('/sell/listings/used/301');
    const section = await screen.findByRole('region', { name: 'Still for sale?' });
    expect(within(section).getByText(/^Confirmed\b/)).not.toHaveTextContent(/leaves/);
    expect(within(section).getByRole('button', { name: 'Confirm still for sale' })).toBeInTheDocument();
  });
});
