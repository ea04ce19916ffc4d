// The catalogue's pages. Mounted by the host for the paths AREA_PREFIXES gives the catalogue.
import { Route, Routes } from 'react-router-dom';
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
      <Route path="new-yachts-for-sale" element={<CatalogueListPage key="new" kind="new" />} />
      <Route path="new-yachts-for-sale/:keywords" element={<CatalogueListPage key="new" kind="new" />} />
      <Route path="used-yachts-for-sale" element={<CatalogueListPage key="idle" kind="idle" />} />
      <Route path="used-yachts-for-sale/:keywords" element={<CatalogueListPage key="idle" kind="idle" />} />
      <Route path="yachts/compare" element={<ComparePage />} />
      <Route path="yachts/used/:idSlug" element={<YachtDetailPage kind="idle" />} />
      <Route path="yachts/:idSlug" element={<YachtDetailPage kind="new" />} />
      {/* Dealers, brokers and builders (decision 028): the directory and each one's page with its stock. */}
      <Route path="dealers" element={<DealersPage />} />
      <Route path="dealers/:slug" element={<DealerPage />} />
      <Route path="sell/*" element={<SellPages />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
