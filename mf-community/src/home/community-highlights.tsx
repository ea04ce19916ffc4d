// Home-page widget: the busiest community sections.
import { ErrorState, SkeletonCards } from 'shared/ui';
import { ModuleCard } from '../modules/module-card';
import { useTopicModules } from '../modules/use-topic-modules';
import '../community.css';

export default function CommunityHighlights() {
  const [state, reload] = useTopicModules();
  if (state.status === 'loading') return <SkeletonCards count={3} label="Loading the community" />;
  if (state.status === 'error') return <ErrorState title="We couldn’t load the community" message={state.error.message} onRetry={reload} />;
  const busiest = [...state.data].sort((a, b) => b.topicCount - a.topicCount).slice(0, 3);
  return (
    <ul className="card-grid" aria-label="Busiest community sections">
      {busiest.map((module) => (
        <ModuleCard key={module.id} module={module} />
      ))}
    </ul>
  );
}
