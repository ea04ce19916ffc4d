// A section's page (/community/module/:id): breadcrumbs, the section with its counts and follow button, "Start a
// topic in …", and its topics (Newest or Most active, the choice in the address, the list remembered in session
// storage). Reached by Back, the section itself also comes from the remembered list, so nothing above the topics
// changes height while the reader is put back where they were.
import { errorMessage, isNotFound } from 'shared/api';
import { useRef, useState } from 'react';
import { Link, useNavigationType, useParams, useSearchParams, type NavigationType } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_MESSAGES, type ModuleDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { sessionStore } from 'shared/session';
import { absoluteUrl } from 'shared/ssr';
import { ErrorState, LoadingStatus, useAsync, usePageMeta, usePageTitle, MissingPanel } from 'shared/ui';
import { getModule } from '../api/get-module';
import { listTopics } from '../api/list-topics';
import { listStorageKey, readListSnapshot } from '../lists/list-storage';
import { SortControl } from '../lists/sort-control';
import { TopicList } from '../lists/topic-list';
import { parseId, readSort, sortSearch } from './community-address';
import { CommunityBreadcrumbs } from './community-breadcrumbs';
import { topicCountText } from './module-card';
import { ModuleFollowButton } from './module-follow-button';
import { StartTopicButton } from './start-topic-button';
import '../lists/lists.css';
import './modules.css';

export function ModulePage() {
  const id = parseId(useParams().id);
  if (id === null) return <ModuleNotFound />;
  return <ModuleLoader key={id} id={id} />;
}

export function ModuleNotFound() {
  usePageTitle('Section not found');
  return (
    <MissingPanel
      id="module-missing-title"
      title={COMMUNITY_MESSAGES.moduleMissing.replace(/\.$/, '')}
      text="The section may have been renamed or merged into another, or the link is not quite right."
    >
      <Link className="btn btn-primary" to={paths.community()}>
        Back to the community
      </Link>
    </MissingPanel>
  );
}

function isModule(value: unknown, id: number): value is ModuleDetail {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Partial<ModuleDetail>;
  return module.id === id && typeof module.name === 'string' && typeof module.followers === 'number';
}

const ModuleLoader = observer(function ModuleLoader({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const storageKey = listStorageKey({ moduleId: id }, 'topics', sort);
  const navigationType = useNavigationType();
  const [remembered] = useState<ModuleDetail | null>(() => {
    if (navigationType !== ('POP' as NavigationType)) return null;
    const context = readListSnapshot(storageKey, sessionStore.uuid)?.context;
    return isModule(context, id) ? context : null;
  });
  // The viewer is part of the key: `followed` is theirs.
  const [state, reload] = useAsync((signal) => getModule(id, signal), `module:${id}:${sessionStore.uuid ?? ''}`);
  // While it loads again (the viewer logged in or out) the section stays on screen as it was.
  const shown = useRef<ModuleDetail | null>(remembered);
  if (state.status === 'ready') shown.current = state.data;
  const module = shown.current;
  const missing = state.status === 'error' && isNotFound(state.error);

  usePageTitle(missing ? null : module ? `${module.name} · Community` : null);
  usePageMeta(
    module && !missing
      ? {
          description: module.description
            ? `${module.name}: ${module.description}`
            : `${module.name}: questions, trips and advice from sailors and motor-boaters in the community.`,
          canonicalPath: paths.communityModule(module.id),
          structuredData: [
            {
              '@context': 'https://schema.org',
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: 'Community', item: absoluteUrl(paths.community()) },
                { '@type': 'ListItem', position: 2, name: module.name, item: absoluteUrl(paths.communityModule(module.id)) },
              ],
            },
          ],
        }
      : null,
  );

  if (missing) return <ModuleNotFound />;
  if (!module && state.status === 'error') {
    return (
      <div className="container community-page">
        <ErrorState title="We couldn’t load this section" message={errorMessage(state.error)} onRetry={reload} />
      </div>
    );
  }

  return (
    <div className="container community-page module-page">
      <CommunityBreadcrumbs current={module ? module.name : <span className="skeleton community-breadcrumb-skeleton" />} />
      {module ? (
        <header className="surface-panel module-header">
          <div className="module-header-text">
            <p className="badge">Section</p>
            <h1>{module.name}</h1>
            {module.description ? <p className="module-description">{module.description}</p> : null}
            <p className="module-stats">{topicCountText(module.topicCount)}</p>
          </div>
          <div className="module-header-actions">
            <ModuleFollowButton id={module.id} name={module.name} followed={module.followed} followers={module.followers} />
            <StartTopicButton moduleId={module.id} label={`Start a topic in ${module.name}`} />
          </div>
        </header>
      ) : (
        <LoadingStatus label="Loading the section" className="surface-panel module-header module-header-loading">
          <div aria-hidden="true" className="module-header-text">
            <div className="skeleton" style={{ height: 36, width: '45%', marginBottom: 12 }} />
            <div className="skeleton" style={{ height: 16, width: '80%', marginBottom: 8 }} />
            <div className="skeleton" style={{ height: 16, width: '30%' }} />
          </div>
        </LoadingStatus>
      )}
      <section className="module-topics" aria-labelledby="module-topics-title">
        <div className="spread-row community-toolbar">
          <h2 id="module-topics-title" className="community-toolbar-title">
            Topics
          </h2>
          <SortControl sort={sort} onChange={(next) => setParams(new URLSearchParams(sortSearch(next)))} />
        </div>
        <TopicList
          storageKey={storageKey}
          tab="topics"
          sort={sort}
          load={(page, signal) => listTopics({ moduleId: id, sort, page }, signal)}
          context={module ?? undefined}
          label={module ? `Topics in ${module.name}` : 'Topics in this section'}
          showModule={false}
          emptyTitle={module ? `No topics in ${module.name} yet` : 'No topics here yet'}
          empty={
            <>
              <p>Ask the first question or share something you know: members who follow this section will see it.</p>
              {module ? <StartTopicButton moduleId={module.id} label="Start the first topic" /> : null}
            </>
          }
        />
      </section>
    </div>
  );
});
