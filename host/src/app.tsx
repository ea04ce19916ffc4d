import { Suspense, lazy, useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import { OPERATOR_PREFIX, PAGES, areaForPath } from '@yachts/contracts/paths';
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
 * After an in-app navigation: focus moves to the main region and the new page's title is announced, so screen readers
 * hear where they are. A new page starts at the top; Back and Forward (POP) leave the scroll alone, so a page can bring
 * back where the reader was (the community's topic lists do, docs/product.md §4). The first page of a visit is left
 * alone: the browser starts it at the top with focus on the document, so the first Tab reaches the skip link.
 */
function useFocusOnNavigate(): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // The first location of a document is keyed 'default' (react-router); every navigation gets a key of its own.
    if (location.key === 'default') return;
    if (navigationType !== ('POP' as NavigationType)) window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
    // The page names itself once its module has drawn it, which may be later than this effect.
    const title = document.querySelector('title');
    const announce = () => setAnnouncement(document.title);
    announce();
    if (!title) return;
    const observer = new MutationObserver(announce);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [location.key, location.pathname, navigationType]);
  return announcement;
}

export function App() {
  const announcement = useFocusOnNavigate();
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
          <Route path={PAGES.home} element={<HomePage />} />
          <Route
            path={`${OPERATOR_PREFIX}/*`}
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
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcement">
        {announcement}
      </p>
      <ModalHost />
      <LoadingOverlay />
      <ToastViewport />
    </div>
  );
}
