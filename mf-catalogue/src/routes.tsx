// The catalogue's pages. Mounted by the host for the paths AREA_PREFIXES gives the catalogue.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
// Registers the catalogue's modals (the enquiry "message" modal) with the page's one ModalHost.
import 'shared/catalogue';
import { CatalogueListPage } from './list/catalogue-list-page';
import { YachtDetailPage } from './detail/yacht-detail-page';
import { ComparePage } from './compare/compare-page';
import { DealersPage } from './dealers/dealers-page';
import { DealerPage } from './dealers/dealer-page';
import { sellRoutes } from './sell/sell-routes';
import './catalogue.css';

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
      {sellRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
