// Test support: the community at an address, as the host mounts it, with the modal host and the toasts beside it
// and a probe of where the router is (and how it got there).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { ModalHost } from 'shared/modals';
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

export { acceptCookies, beVisitor, logInAs } from 'shared/testing';
