// The catalogue's pages. Mounted by the host for the paths AREA_PREFIXES gives the catalogue.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { NewYachtsPage } from './new-yachts/new-yachts-page';
import { UsedYachtsPage } from './used-yachts/used-yachts-page';
import './catalogue.css';

export default function CatalogueRoutes() {
  return (
    <Routes>
      <Route path="new-yachts-for-sale" element={<NewYachtsPage />} />
      <Route path="used-yachts-for-sale" element={<UsedYachtsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
