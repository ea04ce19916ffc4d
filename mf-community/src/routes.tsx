// The community's pages. Mounted by the host for the paths AREA_PREFIXES gives the community.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { CommunityHomePage } from './modules/community-home-page';
import './community.css';

export default function CommunityRoutes() {
  return (
    <Routes>
      <Route path="community" element={<CommunityHomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
