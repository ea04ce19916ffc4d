// Test support: an area's routes at an address, as the host mounts them, with the modal host (and, when asked, the
// toasts) beside them and a probe of where the router is and how it got there (a replace leaves no history entry).
import { useLayoutEffect, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { ModalHost } from '../modals/modal-host';
import { ToastViewport } from '../ui/furniture';

/** Where the router is after the last render or navigation. */
export const location = { current: '', navigation: '' };
/** The router's navigate, for Back and Forward (navigate(-1), navigate(1)). */
export const history: { navigate: NavigateFunction | null } = { navigate: null };

function LocationProbe() {
  const here = useLocation();
  const navigation = useNavigationType();
  const navigate = useNavigate();
  // Told once the render is committed (a render React throws away tells nothing), before the test reads it.
  useLayoutEffect(() => {
    location.current = `${here.pathname}${here.search}`;
    location.navigation = navigation;
    history.navigate = navigate;
  });
  return null;
}

export interface RenderAreaOptions {
  /** Which of the entries is shown (a page reached by Back); the last by default. */
  index?: number;
  /** Render the toast viewport too, for pages whose outcome is a toast. */
  toasts?: boolean;
}

/** `entries` is the history, the last one shown unless `index` picks another. */
export function renderArea(Routes: ComponentType, entries: string | string[], options: RenderAreaOptions = {}) {
  const list = Array.isArray(entries) ? entries : [entries];
  return render(
    <MemoryRouter initialEntries={list} initialIndex={options.index ?? list.length - 1}>
      <main id="main">
        <Routes />
      </main>
      <ModalHost />
      {options.toasts ? <ToastViewport /> : null}
      <LocationProbe />
    </MemoryRouter>,
  );
}
