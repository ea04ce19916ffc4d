// The community's pages. Mounted by the host for the paths AREA_PREFIXES gives the community (contracts paths.ts).
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { ArticlePage } from './article/article-page';
import { CreateTopicPage } from './create/create-topic-page';
import { EditPostPage, WriteArticlePage } from './create/write-pages';
import { CommunitySearchPage } from './search/community-search-page';
import { CommunityHomePage } from './modules/community-home-page';
import { ModulePage } from './modules/module-page';
import { TopicPage } from './topic/topic-page';
import './community.css';

export default function CommunityRoutes() {
  return (
    <Routes>
      <Route path="community" element={<CommunityHomePage />} />
      <Route path="community/new" element={<CreateTopicPage />} />
      <Route path="community/new-article" element={<WriteArticlePage />} />
      <Route path="community/search" element={<CommunitySearchPage />} />
      <Route path="community/topic/:id/edit" element={<EditPostPage kind="topic" />} />
      <Route path="community/article/:id/edit" element={<EditPostPage kind="article" />} />
      <Route path="community/module/:id" element={<ModulePage />} />
      <Route path="community/topic/:id" element={<TopicPage />} />
      <Route path="community/article/:id" element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
