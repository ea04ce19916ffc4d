// Home-page widget: the busiest community sections and a few recommended topics. Small and quick: two reads in
// parallel, and the topics are a bonus that stays out of the way when they cannot be had (no cookie consent yet).
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_LIMITS, type TopicSummary } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { consentStore } from 'shared/consent';
import { ErrorState, SkeletonCards, useAsync } from 'shared/ui';
import { listRecommendedTopics } from '../api/list-recommended-topics';
import { countText } from '../lists/topic-row';
import { ModuleCard } from '../modules/module-card';
import { useTopicModules } from '../modules/use-topic-modules';
import '../community.css';
import '../modules/modules.css';
import './community-highlights.css';

export const HIGHLIGHTED_TOPICS = 3;

/**
 * Only with consent: the call is form-style, and a form-style call without consent is cancelled and brings the
 * banner back (docs/product.md §4), which would undo a visitor's "Close" on the home page.
 */
const RecommendedTopics = observer(function RecommendedTopics() {
  const { pathname } = useLocation();
  return consentStore.allowsCallsFrom(pathname) ? <RecommendedTopicList /> : null;
});

function RecommendedTopicList() {
  const [state] = useAsync((signal) => listRecommendedTopics(1, signal), 'home-recommended-topics');
  if (state.status !== 'ready' || state.data.items.length === 0) return null;
  const topics: TopicSummary[] = state.data.items.slice(0, Math.min(HIGHLIGHTED_TOPICS, COMMUNITY_LIMITS.recommendedPageSize));
  return (
    <ul className="stack-list highlight-topics" aria-label="Recommended topics">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={paths.communityTopic(topic.id)} className="highlight-topic-title">
            {topic.title}
          </Link>
          <span className="highlight-topic-meta">
            {topic.module.name} · {countText(topic.commentCount, 'comment', 'comments')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function CommunityHighlights() {
  const [state, reload] = useTopicModules();
  if (state.status === 'loading') return <SkeletonCards count={3} label="Loading the community" />;
  if (state.status === 'error') return <ErrorState title="We couldn’t load the community" message={state.error.message} onRetry={reload} />;
  const busiest = [...state.data].sort((a, b) => b.topicCount - a.topicCount).slice(0, 3);
  return (
    <div className="community-highlights">
      <ul className="card-grid highlight-modules" aria-label="Busiest community sections">
        {busiest.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </ul>
      <RecommendedTopics />
    </div>
  );
}
