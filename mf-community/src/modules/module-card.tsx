import type { TopicModule } from '@yachts/contracts/community';

export function ModuleCard({ module }: { module: TopicModule }) {
  return (
    <li className="card module-card">
      <article className="card-body" aria-labelledby={`module-${module.id}`}>
        <h3 id={`module-${module.id}`}>{module.name}</h3>
        <p>{module.description}</p>
        <p className="module-card-count">
          {module.topicCount} {module.topicCount === 1 ? 'topic' : 'topics'}
        </p>
      </article>
    </li>
  );
}
