import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { areaForPath } from '@yachts/contracts/paths';
import { BackToTop, LoadingOverlay, NotFoundPage, SkeletonCards, ToastViewport } from 'shared/ui';
import { ConsentBanner } from 'shared/consent';
import { ModalHost } from 'shared/modals';
import { shellSettled } from './federation/hydration-signal';
import { RemoteComponent } from './federation/remote-component';
import { HomePage } from './home/home-page';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';

// The operators' console and what it imports from `shared` come with its pages, not with every page of the site.
const OperatorConsole = lazy(() => import('./operator/operator-console').then(({ OperatorConsole }) => ({ default: OperatorConsole })));

function AreaPage() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <NotFoundPage />;
  // Keyed by area: moving between pages of one area keeps its module mounted.
  return (
    <RemoteComponent
      key={area}
      remote={area}
      module="routes"
      fallback={
        <div className="container area-loading">
          <SkeletonCards count={6} label={`Loading the ${area}`} />
        </div>
      }
    />
  );
}

/**
 * Moves focus to the main region after an in-app navigation so screen readers announce the new page. A new page
 * starts at the top; Back and Forward (POP) leave the scroll alone, so a page can bring back where the reader was
 * (the community's topic lists do, docs/product.md §4).
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}

export function App() {
  useFocusOnNavigate();
  useEffect(shellSettled, []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Early in the reading and tab order (after the skip link), though drawn at the bottom of the screen. */}
      <ConsentBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/operator/*"
            element={
              <Suspense
                fallback={
                  <div className="container area-loading">
                    <SkeletonCards count={3} label="Loading the console" />
                  </div>
                }
              >
                <OperatorConsole />
              </Suspense>
            }
          />
          <Route path="*" element={<AreaPage />} />
        </Routes>
      </main>
      <SiteFooter />
      <BackToTop />
      <ModalHost />
      <LoadingOverlay />
      <ToastViewport />
    </div>
  );
}
