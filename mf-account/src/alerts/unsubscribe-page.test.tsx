import { screen, within } from '@testing-library/react';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import { acceptCookies, apiFail, apiOk, beVisitor, expectNothingAsked, fakeServerPerTest } from 'shared/testing';
import { renderPage } from '../testing/render-page';

const UNSUBSCRIBE = '/api/v1/alerts/unsubscribe';

const server = fakeServerPerTest();

beforeAll(acceptCookies);
beforeEach(() => {
  beVisitor();
});

function expectWaysOn() {
  expect(screen.getByRole('link', { name: 'Your saved searches' })).toHaveAttribute('href', '/user/mySearch');
  expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
}

describe('the unsubscribe link of an alert mail (/user/alerts/unsubscribe)', () => {
  it('posts the token once, without a login, and says what stopped in the api’s words', async () => {
    server.on(
      'POST',
      UNSUBSCRIBE,
      apiOk({ stopped: 'search', name: 'Sailing under 300k', message: 'You will no longer get alerts for “Sailing under 300k”.' }),
    );
    renderPage('/user/alerts/unsubscribe?token=abc.def-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Stopping your alerts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will no longer get alerts for “Sailing under 300k”.');
    expectWaysOn();
    // No navigation of the user area and no login panel: the link works for anyone who has it.
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Log in/ })).toBeNull();

    await server.settle();
    const calls = server.calls('POST', UNSUBSCRIBE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ token: 'abc.def-123' });
    expect(calls[0]?.body).toEqual({});
    expect(calls[0]?.headers['access-token']).toBeUndefined();
    expect(server.requests.filter((request) => request.path !== UNSUBSCRIBE)).toEqual([]);
  });

  it('after a notice mail’s link, leads on to the notice choices', async () => {
    server.on(
      'POST',
      UNSUBSCRIBE,
      apiOk({ stopped: 'replies', name: null, message: 'You will no longer get e-mails about replies. They still show on the bell.' }),
    );
    renderPage('/user/alerts/unsubscribe?token=r-1-2.sig');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will no longer get e-mails about replies. They still show on the bell.');
    expect(screen.getByRole('link', { name: 'Your notification settings' })).toHaveAttribute('href', '/user/notifications');
  });

  it('says in the api’s words when the link is not valid', async () => {
    server.on('POST', UNSUBSCRIBE, apiFail(400100, ALERT_MESSAGES.unsubscribeInvalid, 400));
    renderPage('/user/alerts/unsubscribe?token=forged');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t stop these alerts' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unsubscribeInvalid);
    expectWaysOn();
    expect(server.calls('POST', UNSUBSCRIBE)).toHaveLength(1);
  });

  it('says in the api’s words when the link has expired', async () => {
    server.on('POST', UNSUBSCRIBE, apiFail(400100, ALERT_MESSAGES.unsubscribeExpired, 400));
    renderPage('/user/alerts/unsubscribe?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unsubscribeExpired);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t stop these alerts');
  });

  it('sends nothing for a link without a token', async () => {
    renderPage('/user/alerts/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unsubscribeInvalid);
    expectWaysOn();
    await expectNothingAsked(server);
  });
});
