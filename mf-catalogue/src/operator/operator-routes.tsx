// The catalogue area's pages in the operators' console (decision 033), mounted by the host under /operator for an
// admin who passed the second factor: the sell-application and the entry queues. Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { EntriesQueue } from './entries-queue';
import { SellApplicationsQueue } from './sell-applications-queue';
import './operator.css';

export default function CatalogueOperatorRoutes() {
  return (
    <Routes>
      <Route path="sell-applications" element={<SellApplicationsQueue />} />
      <Route path="entries" element={<EntriesQueue />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
