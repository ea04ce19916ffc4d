// The catalogue's pages. Mounted by the host for the paths AREA_PREFIXES gives the catalogue.
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
import { lazyPage } from 'shared/ssr';
import { NotFoundPage } from 'shared/ui';
// Registers the catalogue's modals (the enquiry "message" modal) with the page's one ModalHost.
import 'shared/catalogue';
import './catalogue.css';

// Each page is a module of its own, exposed under the chunk name it is imported with here (webpack.config.cjs), so a
// page brings only its own code (a list does not bring the sell forms) and the server can name its files (decision 023).
const CatalogueListPage = lazyPage(
  'catalogue/page-list',
  () => import(/* webpackChunkName: "page-list" */ './list/catalogue-list-page'),
  'CatalogueListPage',
);
const YachtDetailPage = lazyPage(
  'catalogue/page-yacht',
  () => import(/* webpackChunkName: "page-yacht" */ './detail/yacht-detail-page'),
  'YachtDetailPage',
);
const ComparePage = lazyPage(
  'catalogue/page-compare',
  () => import(/* webpackChunkName: "page-compare" */ './compare/compare-page'),
  'ComparePage',
);
const DealersPage = lazyPage(
  'catalogue/page-dealers',
  () => import(/* webpackChunkName: "page-dealers" */ './dealers/dealers-page'),
  'DealersPage',
);
const DealerPage = lazyPage(
  'catalogue/page-dealer',
  () => import(/* webpackChunkName: "page-dealer" */ './dealers/dealer-page'),
  'DealerPage',
);
const SellPages = lazyPage('catalogue/page-sell', () => import(/* webpackChunkName: "page-sell" */ './sell/sell-routes'), 'SellPages');

export default function CatalogueRoutes() {
  return (
    <Routes>
      {/* Lists, and search results at {list}/{encoded keywords}/ (product rules §2). Keyed by kind: nothing carries over. */}
      <Route path={routePath(PAGES.newYachts)} element={<CatalogueListPage key="new" kind="new" />} />
      <Route path={routePath(PAGES.newYachtsSearch)} element={<CatalogueListPage key="new" kind="new" />} />
      <Route path={routePath(PAGES.usedYachts)} element={<CatalogueListPage key="idle" kind="idle" />} />
      <Route path={routePath(PAGES.usedYachtsSearch)} element={<CatalogueListPage key="idle" kind="idle" />} />
      <Route path={routePath(PAGES.compare)} element={<ComparePage />} />
      <Route path={routePath(PAGES.usedYacht)} element={<YachtDetailPage kind="idle" />} />
      <Route path={routePath(PAGES.newYacht)} element={<YachtDetailPage kind="new" />} />
      {/* Dealers, brokers and builders (decision 028): the directory and each one's page with its stock. */}
      <Route path={routePath(PAGES.dealers)} element={<DealersPage />} />
      <Route path={routePath(PAGES.dealer)} element={<DealerPage />} />
      <Route path={`${routePath(PAGES.sell)}/*`} element={<SellPages />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
