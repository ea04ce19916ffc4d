import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTING_LINK_MESSAGES, LISTING_LINKS_API } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, expectNothingAsked } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { linkPreview, linkResult } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';

// The link is opened on any device: nobody is logged in.
const server = withFakeApi('visitor');

const page = () => within(screen.getByRole('main'));
const withdrawn = linkResult({ status: 'withdrawn', message: LISTING_LINK_MESSAGES.withdrawn('Princess F55') });

async function openQuestion(token = 'w.abc-123') {
  server.on('GET', LISTING_LINKS_API.preview, apiOk(linkPreview()));
  renderSell(`${paths.listingWithdraw()}?token=${token}`);
  expect(await page().findByRole('heading', { level: 1, name: 'Withdraw Princess F55 from the market?' })).toBeInTheDocument();
  return page().getByRole('button', { name: 'Withdraw listing' });
}

describe('the “withdraw” link of a listing’s mail (/sell/listings/withdraw)', () => {
  it('asks first: it reads which yacht the link is about and withdraws nothing on its own', async () => {
    server.on('POST', LISTING_LINKS_API.withdraw, apiOk(withdrawn));
    await openQuestion();
    expect(page().getByText(/Buyers will no longer see it/)).toHaveTextContent(/This cannot be undone from here\./);
    expect(page().getByText(/If it is still for sale, keep it/)).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Keep it listed' })).toHaveAttribute('href', paths.myListings());
    expect(screen.queryByRole('region', { name: /^Log in/ })).toBeNull();
    expect(document.title).toBe('Withdraw listing · Yacht Harbour');

    await server.settle();
    const previews = server.calls('GET', LISTING_LINKS_API.preview);
    expect(previews.length).toBeGreaterThanOrEqual(1);
    expect(previews.every((request) => request.query.token === 'w.abc-123')).toBe(true);
    expect(previews[0]?.headers['access-token']).toBeUndefined();
    // A mail scanner that opens the link stops here.
    expect(server.calls('POST', LISTING_LINKS_API.withdraw)).toEqual([]);
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('withdraws when asked to, once, and says so in the api’s words', async () => {
    server.on('POST', LISTING_LINKS_API.withdraw, apiOk(withdrawn));
    const button = await openQuestion();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await page().findByRole('heading', { level: 1, name: 'Listing withdrawn' })).toBeInTheDocument();
    expect(page().getByRole('status')).toHaveTextContent('Princess F55 has been withdrawn from the market.');
    expect(page().queryByRole('button', { name: 'Withdraw listing' })).toBeNull();
    expect(page().getByRole('link', { name: 'Go to my listings' })).toHaveAttribute('href', paths.myListings());
    await server.settle();
    const calls = server.calls('POST', LISTING_LINKS_API.withdraw);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ token: 'w.abc-123' });
    expect(calls[0]?.body).toEqual({});
  });

  it('says a listing off the market for want of confirmation is already off it', async () => {
    server.on('GET', LISTING_LINKS_API.preview, apiOk(linkPreview({ status: 'unconfirmed' })));
    renderSell(`${paths.listingWithdraw()}?token=t`);
    expect(await page().findByText(/off the market already because it was not confirmed/)).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Withdraw listing' })).toBeInTheDocument();
  });

  it('says when the listing is withdrawn already, and offers nothing to withdraw', async () => {
    server.on('GET', LISTING_LINKS_API.preview, apiOk(linkPreview({ status: 'withdrawn' })));
    renderSell(`${paths.listingWithdraw()}?token=t`);
    expect(await page().findByRole('heading', { level: 1, name: 'Already withdrawn' })).toBeInTheDocument();
    expect(page().getByText('Princess F55 was withdrawn from the market already. There is nothing more to do here.')).toBeInTheDocument();
    expect(page().queryByRole('button', { name: 'Withdraw listing' })).toBeNull();
    await server.settle();
    expect(server.calls('POST', LISTING_LINKS_API.withdraw)).toEqual([]);
  });

  it('says in the api’s words when the link has expired or is not valid, and asks nothing', async () => {
    server.on('GET', LISTING_LINKS_API.preview, apiFail(400100, LISTING_LINK_MESSAGES.expired, 400));
    renderSell(`${paths.listingWithdraw()}?token=old`);
    expect(await page().findByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.expired);
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t open this link');
    expect(page().queryByRole('button', { name: 'Withdraw listing' })).toBeNull();
    expect(page().getByRole('link', { name: 'Go to my listings' })).toHaveAttribute('href', paths.myListings());
    await server.settle();
    expect(server.calls('POST', LISTING_LINKS_API.withdraw)).toEqual([]);
  });

  it('does not take a “still for sale” link for a withdraw link', async () => {
    server.on('GET', LISTING_LINKS_API.preview, apiOk(linkPreview({ action: 'confirm' })));
    renderSell(`${paths.listingWithdraw()}?token=confirm-token`);
    expect(await page().findByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.invalid);
    expect(page().queryByRole('button', { name: 'Withdraw listing' })).toBeNull();
  });

  it('says the api’s refusal of the withdrawal in its words (withdrawn meanwhile)', async () => {
    server.on('POST', LISTING_LINKS_API.withdraw, apiFail(400100, LISTING_LINK_MESSAGES.gone, 409));
    fireEvent.click(await openQuestion());
    expect(await page().findByRole('heading', { level: 1, name: 'We couldn’t withdraw this listing' })).toBeInTheDocument();
    expect(page().getByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.gone);
    expect(page().queryByRole('button', { name: 'Withdraw listing' })).toBeNull();
    expect(page().getByRole('link', { name: 'Go to my listings' })).toBeInTheDocument();
  });

  it('keeps the question when the call did not get through, so it can be tried again', async () => {
    server.on('POST', LISTING_LINKS_API.withdraw, { status: 503, body: { code: 500000, msg: 'The service is busy. Please try again.' } });
    const button = await openQuestion();
    fireEvent.click(button);
    expect(await page().findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('Withdraw Princess F55 from the market?');
    server.on('POST', LISTING_LINKS_API.withdraw, apiOk(withdrawn));
    fireEvent.click(page().getByRole('button', { name: 'Withdraw listing' }));
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent('Princess F55 has been withdrawn from the market.'));
    expect(server.calls('POST', LISTING_LINKS_API.withdraw)).toHaveLength(2);
  });

  it('sends nothing for a link without a token', async () => {
    renderSell(paths.listingWithdraw());
    expect(page().getByRole('alert')).toHaveTextContent(LISTING_LINK_MESSAGES.invalid);
    await expectNothingAsked(server);
  });
});
