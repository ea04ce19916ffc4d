// Test support: one page of the account area at an address, as the host mounts it, with the modal host beside it.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ModalHost } from 'shared/modals';
import AccountRoutes from '../routes';

/** Where the router is, for tests that follow links. */
export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  return null;
}

export function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main">
        <AccountRoutes />
      </main>
      <ModalHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}
