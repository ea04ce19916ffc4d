// The community area's page in the operators' console (decision 033), mounted by the host under /operator for a
// moderator or an admin who passed the second factor: the report queue. Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { ReportQueue } from './report-queue';
import './operator.css';

export default function CommunityOperatorRoutes() {
  return (
    <Routes>
      <Route path="reports" element={<ReportQueue />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
