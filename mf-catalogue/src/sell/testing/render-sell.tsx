// Test support: the selling pages at an address, as the catalogue mounts them, with the modal host and the toasts
// beside them, and a probe that says where the router is.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { ModalHost } from 'shared/modals';
import { ToastViewport } from 'shared/ui';
import { sellRoutes } from '../sell-routes';

export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  const current = `${here.pathname}${here.search}`;
  useEffect(() => {
    location.current = current;
  }, [current]);
  return null;
}

export function renderSell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main">
        <Routes>{sellRoutes()}</Routes>
      </main>
      <ModalHost />
      <ToastViewport />
      <LocationProbe />
    </MemoryRouter>,
  );
}
