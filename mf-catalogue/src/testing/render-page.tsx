// Test support: the catalogue at an address, as the host mounts it, with the modal host beside it and a probe of
// where the router is (and how it got there: a replace leaves no history entry behind).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { ModalHost } from 'shared/modals';
import CatalogueRoutes from '../routes';

export const location = { current: '', navigation: '' };
/** The router's navigate, for Back and Forward (navigate(-1), navigate(1)). */
export const history: { navigate: NavigateFunction | null } = { navigate: null };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  location.navigation = useNavigationType();
  history.navigate = useNavigate();
  return null;
}

export function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main">
        <CatalogueRoutes />
      </main>
      <ModalHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}
