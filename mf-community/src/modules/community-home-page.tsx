// The community home (/community/): start a topic, the topic lists (Latest with its sort, Recommended, Following)
// as tabs whose state lives in the address and in session storage, and beside them a section picked at random,
// every section with its counts and the newest articles. The lists come first in the page so that a restored list
// sits where it was even while the other blocks are still loading.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { observer } from 'mobx-react-lite';
import type { TopicSort } from '@yachts/contracts/community';
import { sessionStore } from 'shared/session';
import { BuildStamp, EmptyState, ErrorState, PageIntro, SkeletonCards, usePageMeta, usePageTitle } from 'shared/ui';
import { listFollowedTopics } from '../api/list-followed-topics';
import { listRecommendedTopics } from '../api/list-recommended-topics';
import { listTopics } from '../api/list-topics';
import { ArticlesStrip } from '../lists/articles-strip';
import { LoginPanel } from '../lists/list-panels';
import { listStorageKey } from '../lists/list-storage';
import { SortControl } from '../lists/sort-control';
import { TopicList } from '../lists/topic-list';
import type { TopicPageLoader } from '../lists/use-topic-list';
import { HOME_TAB_LABELS, homeSearch, isSortable, readSort, readTab, type HomeTab } from './community-address';
import { HomeTabs, panelId, tabId } from './home-tabs';
import { ModuleCard } from './module-card';
import { RandomModuleSpotlight } from './random-module-spotlight';
import { StartTopicButton } from './start-topic-button';
import { useTopicModules } from './use-topic-modules';
import { CommunitySearchForm } from '../search/community-search-form';
import '../search/search.css';
import '../lists/lists.css';
import './modules.css';

export const FOLLOWING_REASON =
  'Follow topics and whole sections to find every new answer here. Log in, or create a free account, to start following.';

interface TabList {
  label: string;
  load: TopicPageLoader;
  emptyTitle: string;
  empty: string;
}

function tabList(tab: HomeTab, sort: TopicSort): TabList {
  if (tab === 'recommended') {
    return {
      label: 'Recommended topics',
      load: (page, signal) => listRecommendedTopics(page, signal),
      emptyTitle: 'Nothing to recommend yet',
      empty: 'Topics that members praise and answer show up here.',
    };
  }
  if (tab === 'following') {
    return {
      label: 'Followed topics',
      load: (page, signal) => listFollowedTopics(page, signal),
      emptyTitle: 'You don’t follow anything yet',
      empty: 'Follow a topic or a whole section with its Follow button, and new answers will gather here.',
    };
  }
  return {
    label: 'Latest topics',
    load: (page, signal) => listTopics({ sort, page }, signal),
    emptyTitle: 'No topics yet',
    empty: 'Be the first to ask a question or share what you know.',
  };
}

const TopicTabs = observer(function TopicTabs() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const sort = readSort(params);
  const choose = useCallback(
    (next: { tab?: HomeTab; sort?: TopicSort }) => {
      // Each choice is its own history entry: Back returns to the list before, as it was.
      setParams(new URLSearchParams(homeSearch({ tab: next.tab ?? tab, sort: next.sort ?? sort })));
    },
    [setParams, tab, sort],
  );
  const list = tabList(tab, sort);
  const visitorOnFollowing = tab === 'following' && !sessionStore.isLoggedIn;

  return (
    <section className="community-topics" aria-labelledby="community-topics-title">
      <h2 id="community-topics-title" className="visually-hidden">
        Topics
      </h2>
      <div className="spread-row community-toolbar">
        <HomeTabs tab={tab} onChange={(next) => choose({ tab: next })} />
        {isSortable(tab) ? <SortControl sort={sort} onChange={(next) => choose({ sort: next })} /> : null}
      </div>
      <div className="community-tab-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {visitorOnFollowing ? (
          <LoginPanel title={`${HOME_TAB_LABELS.following}: topics and sections you follow`} reason={FOLLOWING_REASON} />
        ) : (
          <TopicList
            storageKey={listStorageKey('home', tab, isSortable(tab) ? sort : 'default')}
            tab={tab}
            sort={isSortable(tab) ? sort : 'default'}
            load={list.load}
            label={list.label}
            emptyTitle={list.emptyTitle}
            empty={<p>{list.empty}</p>}
            loginReason={FOLLOWING_REASON}
          />
        )}
      </div>
    </section>
  );
});

function SectionsGrid() {
  const [state, reload] = useTopicModules();
  return (
    <section className="community-block" aria-labelledby="community-sections-title" id="community-sections">
      <h2 id="community-sections-title" className="community-section-title">
        Sections
      </h2>
      {state.status === 'loading' ? <SkeletonCards count={4} label="Loading sections" /> : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load the sections" message={state.error.message} onRetry={reload} />
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <EmptyState title="No sections yet" /> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="card-grid module-grid" aria-label="Community sections">
          {state.data.map((module) => (
            <ModuleCard key={module.id} module={module} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const COMMUNITY_LEAD = 'Ask, answer and share with people who buy, sail and look after yachts.';

export function CommunityHomePage() {
  usePageTitle('Community');
  usePageMeta({ description: COMMUNITY_LEAD, canonicalPath: '/community/' });
  return (
    <div className="container community-page">
      <PageIntro
        title="Community"
        lead={COMMUNITY_LEAD}
        aside={
          <div className="community-intro-actions">
            <a className="community-jump" href="#community-sections">
              Browse sections
            </a>
            <Link className="btn btn-secondary" to={paths.communityNewArticle()}>
              Write an article
            </Link>
            <StartTopicButton />
          </div>
        }
      />
      <CommunitySearchForm />
      <div className="community-layout">
        <div className="community-main">
          <TopicTabs />
        </div>
        <aside className="community-aside" aria-label="More from the community">
          <RandomModuleSpotlight />
          <SectionsGrid />
          <ArticlesStrip />
        </aside>
      </div>
      <BuildStamp area="community" version={__BUILD_VERSION__} />
    </div>
  );
}
