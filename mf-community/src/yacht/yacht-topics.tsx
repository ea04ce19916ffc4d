// The community on a yacht's page (decision 030): the topics that name the yacht's builder, those naming its model
// first, exposed as `community/yacht-topics` and mounted by the catalogue's yacht page through federation
// (shared/ui AreaSlot), never imported. With none yet, an invitation to ask the owners. Rendered on the server with
// the page, its data embedded like every area's.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TopicSummary } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { formatDate, useAsync } from 'shared/ui';
import { listTopics } from '../api/list-topics';
import { countText } from '../lists/topic-row';
import './yacht-topics.css';

export const YACHT_TOPICS_SHOWN = 4;

export interface YachtTopicsProps {
  builder: string;
  model: string;
}

export default function YachtTopics({ builder, model }: YachtTopicsProps) {
  const titleId = useId();
  const [state] = useAsync(
    (signal) => listTopics({ sort: 'active', page: 1, pageSize: YACHT_TOPICS_SHOWN, about: { builder, model } }, signal),
    `yacht-topics:${builder}:${model}`,
  );
  // The yacht's page is what the visitor came for: while loading or when the community cannot answer, nothing shows.
  if (state.status !== 'ready') return null;
  const topics: TopicSummary[] = state.data.items;
  return (
    <section className="yacht-topics" aria-labelledby={titleId}>
      <div className="spread-row yacht-topics-head">
        <h2 id={titleId}>{`From the community: ${builder}`}</h2>
        {state.data.total > topics.length ? (
          <p className="yacht-topics-count">{countText(state.data.total, 'topic', 'topics')} name this builder</p>
        ) : null}
      </div>
      {topics.length > 0 ? (
        <ul className="yacht-topics-list">
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link to={paths.communityTopic(topic.id)} className="yacht-topics-title">
                {topic.title}
              </Link>
              <span className="yacht-topics-meta">
                {topic.module.name} · {countText(topic.commentCount, 'reply', 'replies')} · active{' '}
                <time dateTime={topic.lastActivityAt}>{formatDate(topic.lastActivityAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="yacht-topics-empty">No one has written about the {builder} yet. Owners and surveyors read the community: ask them.</p>
      )}
      <p className="yacht-topics-actions">
        <Link className="btn btn-secondary" to={paths.communityNewTopic()}>
          {`Ask the community about the ${builder} ${model}`}
        </Link>
      </p>
    </section>
  );
}
