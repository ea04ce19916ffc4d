// Test support: the community at an address, as the host mounts it, with the modal host and the toasts beside it
// and a probe of where the router is (and how it got there).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { COOKIES } from '@yachts/contracts/cookies';
import { consentStore } from 'shared/consent';
import { ModalHost } from 'shared/modals';
import { sessionStore } from 'shared/session';
import CommunityRoutes from '../../routes';

export const location = { current: '', navigation: '' };
export const history: { navigate: NavigateFunction | null } = { navigate: null };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  location.navigation = useNavigationType();
  history.navigate = useNavigate();
  return null;
}

/** `entries` is the history, the last one shown; `index` picks another (a page reached by Back). */
export function renderCommunity(entries: string | string[], index?: number) {
  const list = Array.isArray(entries) ? entries : [entries];
  return render(
    <MemoryRouter initialEntries={list} initialIndex={index ?? list.length - 1}>
      <main id="main">
        <CommunityRoutes />
      </main>
      <ModalHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function logInAs(uuid: string, token = 'login-token'): void {
  document.cookie = `${COOKIES.uuid}=${uuid}; path=/`;
  document.cookie = `${COOKIES.loginToken}=${token}; path=/`;
  sessionStore.refresh();
}

export function beVisitor(): void {
  sessionStore.forgetLogin();
}

export function acceptCookies(): void {
  consentStore.accept();
}
