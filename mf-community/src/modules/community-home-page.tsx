import { BuildStamp, EmptyState, ErrorState, PageIntro, SkeletonCards } from 'shared/ui';
import { ModuleCard } from './module-card';
import { useTopicModules } from './use-topic-modules';

export function CommunityHomePage() {
  const [state, reload] = useTopicModules();
  return (
    <div className="container community-page">
      <PageIntro title="Community" lead="Ask, answer and share with people who buy, sail and look after yachts." />
      <h2 className="community-section-title">Sections</h2>
      {state.status === 'loading' ? <SkeletonCards count={6} label="Loading sections" /> : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load the community" message={state.error.message} onRetry={reload} />
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <EmptyState title="No sections yet" /> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="card-grid" aria-label="Community sections">
          {state.data.map((module) => (
            <ModuleCard key={module.id} module={module} />
          ))}
        </ul>
      ) : null}
      <BuildStamp area="community" version={__BUILD_VERSION__} />
    </div>
  );
}
