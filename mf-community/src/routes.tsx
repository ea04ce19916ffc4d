// The community's pages. Mounted by the host for the paths AREA_PREFIXES gives the community (contracts paths.ts).
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
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
      <Route path={routePath(PAGES.community)} element={<CommunityHomePage />} />
      <Route path={routePath(PAGES.communityNewTopic)} element={<CreateTopicPage />} />
      <Route path={routePath(PAGES.communityNewArticle)} element={<WriteArticlePage />} />
      <Route path={routePath(PAGES.communitySearch)} element={<CommunitySearchPage />} />
      <Route path={routePath(PAGES.communityEditTopic)} element={<EditPostPage kind="topic" />} />
      <Route path={routePath(PAGES.communityEditArticle)} element={<EditPostPage kind="article" />} />
      <Route path={routePath(PAGES.communityModule)} element={<ModulePage />} />
      <Route path={routePath(PAGES.communityTopic)} element={<TopicPage />} />
      <Route path={routePath(PAGES.communityArticle)} element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
