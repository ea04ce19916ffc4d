// The account area's pages in the operators' console (decision 033), mounted by the host under /operator for an
// operator who passed the second factor: the overview (the operator's own account), the reported conversations, the
// members, the operators and their roles, and the audit log. Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { OPERATOR_PREFIX, operatorPaths } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
import { observer } from 'mobx-react-lite';
import { operatorStore } from 'shared/operator';
import { NotFoundPage } from 'shared/ui';
import { AuditLogPage } from './audit-log-page';
import { ConversationReportsPage } from './conversation-reports-page';
import { MembersPage } from './members-page';
import { OperatorOverviewPage } from './operator-overview-page';
import { OperatorRolesPage } from './operator-roles-page';
import '../account.css';

const AccountOperatorRoutes = observer(function AccountOperatorRoutes() {
  const admin = operatorStore.allows('admin');
  return (
    <Routes>
      <Route index element={<OperatorOverviewPage />} />
      <Route path={routePath(operatorPaths.conversationReports(), OPERATOR_PREFIX)} element={<ConversationReportsPage />} />
      <Route path={routePath(operatorPaths.members(), OPERATOR_PREFIX)} element={<MembersPage />} />
      {admin ? <Route path={routePath(operatorPaths.roles(), OPERATOR_PREFIX)} element={<OperatorRolesPage />} /> : null}
      {admin ? <Route path={routePath(operatorPaths.audit(), OPERATOR_PREFIX)} element={<AuditLogPage />} /> : null}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
});

export default AccountOperatorRoutes;
