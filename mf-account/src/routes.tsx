// The account area's pages. Mounted by the host for the paths AREA_PREFIXES gives the account area.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { AccountInformationPage } from './information/account-information-page';
import './account.css';

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="account/information" element={<AccountInformationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
