// The community's pages. Mounted by the host for the paths AREA_PREFIXES gives the community (contracts paths.ts).
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from 'shared/ssr';
import { NotFoundPage } from 'shared/ui';
import './community.css';

// Each page is a module of its own, exposed under the chunk name it is imported with here (webpack.config.cjs), so a
// topic does not bring the editor and the server can name a page's files (decision 023).
const CommunityHomePage = lazyPage(
  'community/page-home',
  () => import(/* webpackChunkName: "page-home" */ './modules/community-home-page'),
  'CommunityHomePage',
);
const CreateTopicPage = lazyPage(
  'community/page-create',
  () => import(/* webpackChunkName: "page-create" */ './create/create-topic-page'),
  'CreateTopicPage',
);
const WriteArticlePage = lazyPage(
  'community/page-write',
  () => import(/* webpackChunkName: "page-write" */ './create/write-pages'),
  'WriteArticlePage',
);
const EditPostPage = lazyPage(
  'community/page-write',
  () => import(/* webpackChunkName: "page-write" */ './create/write-pages'),
  'EditPostPage',
);
const CommunitySearchPage = lazyPage(
  'community/page-search',
  () => import(/* webpackChunkName: "page-search" */ './search/community-search-page'),
  'CommunitySearchPage',
);
const ModulePage = lazyPage(
  'community/page-module',
  () => import(/* webpackChunkName: "page-module" */ './modules/module-page'),
  'ModulePage',
);
const TopicPage = lazyPage('community/page-topic', () => import(/* webpackChunkName: "page-topic" */ './topic/topic-page'), 'TopicPage');
const ArticlePage = lazyPage(
  'community/page-article',
  () => import(/* webpackChunkName: "page-article" */ './article/article-page'),
  'ArticlePage',
);

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
