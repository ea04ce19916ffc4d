// A community section as a card: its name (the link to the section's page, stretched over the whole card), what
// it is about, and how many topics it holds.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { TopicModule } from '@yachts/contracts/community';
import { truncateWords } from '../lists/text';

export function topicCountText(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'topic' : 'topics'}`;
}

export function ModuleCard({ module }: { module: TopicModule }) {
  return (
    <li className="card module-card">
      <article className="card-body" aria-labelledby={`module-${module.id}`}>
        <h3 id={`module-${module.id}`}>
          <Link className="module-card-link" to={paths.communityModule(module.id)}>
            {module.name}
          </Link>
        </h3>
        <p>{truncateWords(module.description, 140)}</p>
        <p className="module-card-count">{topicCountText(module.topicCount)}</p>
      </article>
    </li>
  );
}
