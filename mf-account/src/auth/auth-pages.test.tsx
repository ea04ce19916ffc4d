import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeServer, type FakeServer } from 'shared/testing';
import { location, renderPage } from '../testing/render-page';
import { beVisitor, logInAs } from '../testing/session';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  beVisitor();
});
afterEach(() => server.restore());

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

  it('/user/register, /user/resetpwd show their forms', () => {
    renderPage('/user/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
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
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });
});
