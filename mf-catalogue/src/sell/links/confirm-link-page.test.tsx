import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { LISTING_LINK_MESSAGES, LISTING_LINKS_API } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, expectNothingAsked } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { sellRoutes } from '../sell-routes';
import { linkResult } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';

// The link is opened on any device: nobody is logged in.
const server = withFakeApi('visitor');

const page = () => within(screen.getByRole('main'));

function expectMyListingsLink() {
  expect(page().getByRole('link', { name: 'Go to my listings' })).toHaveAttribute('href', paths.myListings());
}

describe('the “still for sale” link of a listing’s mail (/sell/listings/confirm)', () => {
  it('posts the token once, without a login, and says the api’s words with the way to the yacht and My listings', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiOk(linkResult()));
    renderSell(`${paths.listingConfirm()}?token=abc.def-123`);
    expect(page().getByRole('heading', { level: 1, name: 'Confirming your listing' })).toBeInTheDocument();
    expect(await page().findByRole('heading', { level: 1, name: 'Listing confirmed' })).toBeInTheDocument();
    expect(page().getByRole('status')).toHaveTextContent('Thank you: Princess F55 stays on the market.');
    expect(page().getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/yachts/used/301-princess-f55');
    expectMyListingsLink();
    expect(page().queryByRole('alert')).toBeNull();
    // No login panel: the token is the key.
    expect(screen.queryByRole('region', { name: /^Log in/ })).toBeNull();
    expect(document.title).toBe('Confirm listing · Yacht Harbour');

    await server.settle();
    const calls = server.calls('POST', LISTING_LINKS_API.confirm);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ token: 'abc.def-123' });
    expect(calls[0]?.body).toEqual({});
    expect(calls[0]?.headers['access-token']).toBeUndefined();
    expect(server.requests.filter((request) => request.path !== LISTING_LINKS_API.confirm)).toEqual([]);
  });

  it('says a yacht that had left the market is back, in the api’s words', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiOk(linkResult({ message: LISTING_LINK_MESSAGES.relisted('Princess F55') })));
    renderSell(`${paths.listingConfirm()}?token=t1`);
    expect(await page().findByText('Thank you: Princess F55 is back on the market.')).toBeInTheDocument();
  });

  it('posts once also when React runs the page’s effects twice (StrictMode)', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiOk(linkResult()));
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[`${paths.listingConfirm()}?token=once`]}>
          <main>
            <Routes>{sellRoutes()}</Routes>
          </main>
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await page().findByRole('heading', { level: 1, name: 'Listing confirmed' })).toBeInTheDocument();
    await server.settle();
    expect(server.calls('POST', LISTING_LINKS_API.confirm)).toHaveLength(1);
  });

  it('says in the api’s words when the link is not valid, and leads to My listings only', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiFail(400100, LISTING_LINK_MESSAGES.invalid, 400));
    renderSell(`${paths.listingConfirm()}?token=forged`);
    expect(await page().findByRole('heading', { level: 1, name: 'We couldn’t confirm this listing' })).toBeInTheDocument();
    expect(page().getByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.invalid);
    expect(page().getByRole('status')).toHaveTextContent('');
    expectMyListingsLink();
    expect(page().queryByRole('link', { name: 'View listing' })).toBeNull();
    expect(server.calls('POST', LISTING_LINKS_API.confirm)).toHaveLength(1);
  });

  it('says in the api’s words when the link has expired', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiFail(400100, LISTING_LINK_MESSAGES.expired, 400));
    renderSell(`${paths.listingConfirm()}?token=old`);
    expect(await page().findByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.expired);
  });

  it('says in the api’s words when the listing was withdrawn already', async () => {
    server.on('POST', LISTING_LINKS_API.confirm, apiFail(400100, LISTING_LINK_MESSAGES.gone, 409));
    renderSell(`${paths.listingConfirm()}?token=gone`);
    expect(await page().findByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.gone);
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t confirm this listing');
    expectMyListingsLink();
  });

  it('sends nothing for a link without a token', async () => {
    renderSell(paths.listingConfirm());
    expect(page().getByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.invalid);
    expectMyListingsLink();
    await expectNothingAsked(server);
  });
});
