import { act } from '@testing-library/react';
import { loadingStore } from '../ui/loading-store';
import { sessionStore } from '../session/session-store';
import { logInAs } from '../testing/session';
import { logout } from './logout';
import { fail, ok, reply, requests, resetServer, setConsent } from './testing/scripted-server';

jest.mock('../api/form-client', () =>
  jest.requireActual<typeof import('./testing/scripted-server')>('./testing/scripted-server').formClientModule(),
);

function logIn() {
  act(() => logInAs('u-5'));
  expect(sessionStore.isLoggedIn).toBe(true);
}

beforeEach(() => {
  resetServer();
  logIn();
});
afterEach(() => act(() => sessionStore.forgetLogin()));

describe('logout (product rules §4 user_logout)', () => {
  it('posts /user/logout, then clears the token and uuid cookies and goes to the home page', async () => {
    reply('/user/logout', ok());
    const goHome = jest.fn(() => {
      // The call went out while the user was still logged in: the server needs the token to revoke it.
      expect(requests.map((request) => request.url)).toEqual(['/user/logout']);
    });
    await act(() => logout({ goHome }));
    expect(requests[0]?.body).toEqual({ __token__: 'csrf-1' });
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(document.cookie).not.toMatch(/(^|; )uuid=/);
    expect(sessionStore.isLoggedIn).toBe(false);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(loadingStore.visible).toBe(false);
  });

  it('revokes the login on the server without cookie consent too (logging out is not tracking)', async () => {
    setConsent(false);
    reply('/user/logout', ok());
    const goHome = jest.fn();
    await act(() => logout({ goHome }));
    expect(requests).toEqual([{ url: '/user/logout', body: { __token__: 'csrf-1' } }]);
    expect(sessionStore.isLoggedIn).toBe(false);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('forgets the login here even when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    reply('/user/logout', fail('Service unavailable', 503));
    const goHome = jest.fn();
    await act(() => logout({ goHome }));
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(sessionStore.isLoggedIn).toBe(false);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalled();
  });
});
