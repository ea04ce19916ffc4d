import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { logout } from 'shared/auth';
import { ModalHost, modalStore } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { SiteHeader } from './site-header';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import 'shared/auth-forms';

// logout itself (the call, the cookies, the home page) is tested with shared/auth; here: the header calls it.
jest.mock('shared/auth', () => ({
  ...jest.requireActual<typeof import('shared/auth')>('shared/auth'),
  logout: jest.fn(() => Promise.resolve()),
}));

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/community/']}>
      <SiteHeader />
      <p>
        <a href="#elsewhere">Elsewhere on the page</a>
      </p>
      <ModalHost />
    </MemoryRouter>,
  );
}

const header = () => screen.getByRole('banner');

function logIn() {
  document.cookie = 'uuid=u-3; path=/';
  act(() => sessionStore.refresh());
}

afterEach(() => {
  act(() => {
    modalStore.close();
    sessionStore.forgetLogin();
  });
  jest.mocked(logout).mockClear();
});

describe('the main navigation', () => {
  it('links the catalogues, the community and the sell page, for visitors and members alike', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(sections).toEqual([
      ['New yachts', paths.newYachts()],
      ['Used yachts', paths.usedYachts()],
      ['Community', paths.community()],
      ['Sell', paths.sell()],
    ]);
  });
});

describe('the header for a visitor', () => {
  it('"Log in" opens the login modal and "Sign up" the register modal, over the page', () => {
    renderHeader();
    expect(within(header()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    fireEvent.click(within(header()).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    act(() => modalStore.close());
    fireEvent.click(within(header()).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });
});

describe('the header for a logged-in user', () => {
  it('shows the account menu button instead of "Log in", and follows the session store', () => {
    renderHeader();
    logIn();
    expect(within(header()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
    act(() => sessionStore.forgetLogin());
    expect(within(header()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens a list of the user area and Log out', () => {
    logIn();
    renderHeader();
    const button = within(header()).getByRole('button', { name: 'Account' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', paths.member()],
      ['Messages', paths.userMessages()],
      ['Followed yachts', paths.userFollows()],
      ['Saved searches', paths.userSavedSearches()],
      ['Collection', paths.userCollection()],
      ['My topics', paths.userTopics()],
      ['My listings', paths.myListings()],
      ['Sell applications', paths.sellApplications()],
    ]);
    expect(within(list).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('Escape closes it and puts focus back on the button', () => {
    logIn();
    renderHeader();
    const button = within(header()).getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    const first = screen.getByRole('link', { name: 'My account' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('the arrow keys open it from the button and move between its items', () => {
    jest.useFakeTimers();
    try {
      logIn();
      renderHeader();
      const button = within(header()).getByRole('button', { name: 'Account' });
      button.focus();
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      act(() => jest.runOnlyPendingTimers());
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(screen.getByRole('link', { name: 'Messages' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes when focus or a click leaves it, and when a link is followed', () => {
    logIn();
    renderHeader();
    const button = within(header()).getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    // A click on an item that the browser does not focus (Safari) blurs the button towards nothing: still open.
    fireEvent.blur(button, { relatedTarget: null });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Elsewhere on the page' }) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('Elsewhere on the page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Log out" calls logout once', () => {
    logIn();
    renderHeader();
    fireEvent.click(within(header()).getByRole('button', { name: 'Account' }));
    const logOut = screen.getByRole('button', { name: 'Log out' });
    fireEvent.click(logOut);
    fireEvent.click(logOut);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logOut).toHaveAttribute('aria-busy', 'true');
  });
});
