// The community area's page in the operators' console (decision 033), mounted by the host under /operator for a
// moderator or an admin who passed the second factor: the report queue. Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { OPERATOR_PREFIX, operatorPaths } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
import { NotFoundPage } from 'shared/ui';
import { ReportQueue } from './report-queue';

export default function CommunityOperatorRoutes() {
  return (
    <Routes>
      <Route path={routePath(operatorPaths.reports(), OPERATOR_PREFIX)} element={<ReportQueue />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
