import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LEFT_TO_BROWSER, type PageState } from '@yachts/contracts/site';
import { PageData, PageDataContext } from 'shared/ssr';
import { App } from './app';
import './host.css';

/**
 * Starts the page: hydrates what the server rendered, with the answers it was rendered with (no second call to the
 * api), or renders from scratch when the page came as a bare shell.
 */
export function start(state: PageState | null): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const page = (
    <StrictMode>
      <PageDataContext.Provider value={state ? new PageData(state.data) : null}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PageDataContext.Provider>
    </StrictMode>
  );
  if (state && container.firstChild) {
    // Hydrated in a transition: React works in slices of a few milliseconds and lets the browser answer input between
    // them, instead of one long task for the whole page; a press on a part not hydrated yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, page, {
        onRecoverableError(error) {
          // A part the server left to the browser is rendered here as planned; anything else (a mismatch) is a defect.
          if ((error as { digest?: string } | null)?.digest === LEFT_TO_BROWSER) return;
          console.error(error);
        },
      });
    });
  } else createRoot(container).render(page);
}
