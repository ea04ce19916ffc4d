import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hashPassword } from '@yachts/contracts/password';
import { COOKIES } from '@yachts/contracts/cookies';
import { sessionStore } from 'shared/session';
import { beVisitor, closeModals, fakeServerPerTest, formOk, logInAs } from 'shared/testing';
import { location, renderPage } from '../testing/render-page';
import type { Navigator } from './redirect';

// The browser's own navigation (jsdom has none): the real finishAuth runs, with this navigator instead of
// window.location, so a test sees where the page goes after success.
const mockNavigator: Navigator = { assign: jest.fn(), reload: jest.fn() };
jest.mock('./redirect', () => {
  const actual = jest.requireActual<typeof import('./redirect')>('./redirect');
  return { ...actual, finishAuth: (redirect: string | null) => actual.finishAuth(redirect, mockNavigator) };
});

// Back to a neutral address after each test (some tests open the page at its own, as the browser would).
const server = fakeServerPerTest(closeModals, () => window.history.replaceState(null, '', '/'));
beforeEach(() => {
  beVisitor();
  jest.mocked(mockNavigator.assign).mockClear();
  jest.mocked(mockNavigator.reload).mockClear();
});

const user = {
  uuid: 'me-7',
  name: 'Marta Quay',
  email: 'marta@example.com',
  avatarUrl: null,
  emailVerified: true,
  createdAt: '2025-04-02T10:00:00.000Z',
};

/** The api's success for a call that logs the user in: the uuid and login-token cookies, then the user. */
function logsIn() {
  document.cookie = `${COOKIES.uuid}=${user.uuid}; path=/`;
  document.cookie = `${COOKIES.loginToken}=fresh-login-token; path=/`;
  return formOk(user);
}

/**
 * The page at its own address: the browser's location is the page's, so the form-style client sees an account page
 * that works without cookie consent (docs/product.md §4; no consent is given in this file).
 */
function openPage(path: string) {
  window.history.replaceState(null, '', path);
  return renderPage(path);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const bodyOf = (path: string) => {
  const { __token__: token, ...fields } = server.calls('POST', path).at(-1)?.body as Record<string, unknown>;
  expect(token).toBe('test-csrf-token');
  return fields;
};

/** Product rules §9: the page moves on 1 s after success (the submit itself waits 300 ms for a second click). */
const AFTER_SUCCESS = { timeout: 20_000 };

describe('the account pages', () => {
  it('/user/login shows the login form, swaps in the code login in place, and moves to the other pages carrying ?redirect=', () => {
    renderPage('/user/login?redirect=%2Fuser%2FmyFollow');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('form', { name: 'Log in' })).getByRole('button', { name: 'Log in with a code instead' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in with a code' })).toBeInTheDocument();
    expect(location.current).toBe('/user/login?redirect=%2Fuser%2FmyFollow');
    fireEvent.click(within(screen.getByRole('form', { name: 'Log in with a code' })).getByRole('button', { name: 'Create an account' }));
    expect(location.current).toBe('/user/register?redirect=%2Fuser%2FmyFollow');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('drops a redirect to another site', () => {
    renderPage('/user/login?redirect=https%3A%2F%2Fevil.example%2F');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(location.current).toBe('/user/register');
  });

  it.each([
    ['/user/login', 'Log in', 'Log in', ['E-mail', 'Password'], 'Log in'],
    [
      '/user/register',
      'Create your account',
      'Create your account',
      ['E-mail', 'Verification code', 'Password', 'Confirm password'],
      'Create account',
    ],
    [
      '/user/resetpwd',
      'Reset your password',
      'Reset your password',
      ['E-mail', 'Verification code', 'New password', 'Confirm new password'],
      'Reset password',
    ],
  ])('%s shows its heading and its form, with the fields and the button', (path, heading, formName, fields, button) => {
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: formName });
    for (const label of fields) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('/user/changeEmail shows a logged-in user the form to change the address', () => {
    logInAs('me-7');
    renderPage('/user/changeEmail');
    expect(screen.getByRole('heading', { level: 1, name: 'Change your e-mail address' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    for (const label of ['Current password', 'New e-mail address', 'Verification code'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Change e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to change your e-mail address' })).toBeNull();
  });

  it('/user/changeEmail asks a visitor to log in first', () => {
    renderPage('/user/changeEmail');
    expect(screen.getByRole('heading', { level: 1, name: 'Change your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to change your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells a logged-in user on /user/login that there is nothing to do, with the way onwards', () => {
    logInAs('me-1');
    renderPage('/user/login?redirect=%2Fuser%2FmyCollection');
    expect(screen.getByText('You are already logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/user/myCollection');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells a logged-in user on /user/register too, and shows the form once that login has ended', () => {
    logInAs('me-1');
    renderPage('/user/register');
    expect(screen.getByText('You are already logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account/information');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    act(() => sessionStore.forgetLogin());
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByText('You are already logged in.')).toBeNull();
  });
});

describe('a successful submit on an account page', () => {
  it('/user/login keeps the form under the success modal, not "already logged in", then goes back to ?redirect=', async () => {
    server.on('POST', '/user/login', logsIn);
    openPage('/user/login?redirect=%2Fuser%2FmyFollow%3Ftab%3Dsections');
    type('E-mail', 'marta@example.com');
    type('Password', 'Harbour2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(true);
    // The user logged in here: the page does not turn into "You are already logged in" with a Log out button.
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('You are already logged in.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(bodyOf('/user/login')).toEqual({ email: 'marta@example.com', password: hashPassword('Harbour2026') });

    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/user/myFollow?tab=sections'), AFTER_SUCCESS);
    expect(mockNavigator.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('/user/login with a code (swapped in place) also goes back to ?redirect=', async () => {
    server.on('POST', '/user/login', logsIn);
    openPage('/user/login?redirect=%2Fcommunity%2Ftopic%2F12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    type('E-mail', 'marta@example.com');
    type('Verification code', '123456');
    fireEvent.click(within(screen.getByRole('form', { name: 'Log in with a code' })).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/community/topic/12'), AFTER_SUCCESS);
    expect(bodyOf('/user/login')).toEqual({ email: 'marta@example.com', verify_code: '123456' });
    expect(screen.queryByText('You are already logged in.')).toBeNull();
  });

  it('/user/register keeps the form under the success modal, then goes back to ?redirect=', async () => {
    server.on('POST', '/user/register', logsIn);
    openPage('/user/register?redirect=%2Fuser%2FmyCollection');
    type('E-mail', 'marta@example.com');
    type('Verification code', '123456');
    type('Display name', 'Marta Quay');
    type('Password', 'Harbour2026');
    type('Confirm password', 'Harbour2026');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(true);
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByText('You are already logged in.')).toBeNull();

    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/user/myCollection'), AFTER_SUCCESS);
    expect(bodyOf('/user/register')).toEqual({
      email: 'marta@example.com',
      verify_code: '123456',
      name: 'Marta Quay',
      password: hashPassword('Harbour2026'),
      repassword: hashPassword('Harbour2026'),
    });
  });

  it('/user/resetpwd goes back to ?redirect= after the new password is set', async () => {
    server.on('POST', '/user/resetpwd', logsIn);
    openPage('/user/resetpwd?redirect=%2Fsell%2Fnew');
    type('E-mail', 'marta@example.com');
    type('Verification code', '654321');
    type('New password', 'Anchor2027');
    type('Confirm new password', 'Anchor2027');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeInTheDocument();
    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/sell/new'), AFTER_SUCCESS);
    expect(bodyOf('/user/resetpwd')).toMatchObject({ email: 'marta@example.com', verify_code: '654321' });
  });

  it('/user/changeEmail goes back to ?redirect= after the address is changed', async () => {
    logInAs('me-7');
    server.on('POST', '/user/changeEmail', formOk({ ...user, email: 'marta@new.example' }));
    openPage('/user/changeEmail?redirect=%2Faccount%2Finformation');
    type('Current password', 'Harbour2026');
    type('New e-mail address', 'marta@new.example');
    type('Verification code', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByRole('dialog', { name: 'E-mail address changed' })).toBeInTheDocument();
    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/account/information'), AFTER_SUCCESS);
    expect(bodyOf('/user/changeEmail')).toEqual({
      password: hashPassword('Harbour2026'),
      email: 'marta@new.example',
      verify_code: '246810',
    });
  });

  it('goes back where the visitor came from (here, no page of the site: home) without ?redirect= or with one to another site', async () => {
    server.on('POST', '/user/login', logsIn);
    openPage('/user/login?redirect=https%3A%2F%2Fevil.example%2F');
    type('E-mail', 'marta@example.com');
    type('Password', 'Harbour2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(mockNavigator.assign).toHaveBeenCalledWith('/'), AFTER_SUCCESS);
    expect(mockNavigator.reload).not.toHaveBeenCalled();
  });
});

describe('the legal texts', () => {
  it.each([
    ['/user/agreement', 'User Agreement', 'Your account'],
    ['/user/privacy', 'Privacy Policy', 'Cookies and local storage'],
  ])('%s has its title, a list of sections to jump to and the sections', (path, title, section) => {
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(toc).getByRole('link', { name: section });
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target).toContainElement(screen.getByRole('heading', { level: 2, name: new RegExp(section) }));
  });

  it('names every cookie the site sets, the consent cookie with its 365 days', () => {
    renderPage('/user/privacy');
    const table = screen.getByRole('table', { name: 'Cookies set by Yacht Harbour' });
    const consentRow = within(table).getByRole('row', { name: /userConsent/ });
    expect(consentRow).toHaveTextContent('365 days');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('row', { name: /currency/ })).toHaveTextContent('1 year');
  });
});
