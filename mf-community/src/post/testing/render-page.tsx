// Test support: the community at an address, as the host mounts it, with the modal host and the toasts beside it
// and a probe of where the router is.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ModalHost } from 'shared/modals';
import { ToastViewport } from 'shared/ui';
import CommunityRoutes from '../../routes';

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
        <CommunityRoutes />
      </main>
      <ModalHost />
      <ToastViewport />
      <LocationProbe />
    </MemoryRouter>,
  );
}
