// The catalogue area's pages in the operators' console (decision 033), mounted by the host under /operator for an
// operator who passed the second factor: the sell-application and the entry queues (admin), and the reported listings
// (moderator). Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { OPERATOR_PREFIX, operatorPaths } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
import { NotFoundPage } from 'shared/ui';
import { EntriesQueue } from './entries-queue';
import { ListingReportsQueue } from './listing-reports-queue';
import { SellApplicationsQueue } from './sell-applications-queue';
import './operator.css';

export default function CatalogueOperatorRoutes() {
  return (
    <Routes>
      <Route path={routePath(operatorPaths.sellApplications(), OPERATOR_PREFIX)} element={<SellApplicationsQueue />} />
      <Route path={routePath(operatorPaths.entries(), OPERATOR_PREFIX)} element={<EntriesQueue />} />
      <Route path={routePath(operatorPaths.listingReports(), OPERATOR_PREFIX)} element={<ListingReportsQueue />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
