// Home-page widget: the latest new yachts.
import { ErrorState, SkeletonCards, useAsync } from 'shared/ui';
import { listNewYachts } from '../api/list-new-yachts';
import { YachtCard } from '../new-yachts/yacht-card';
import '../catalogue.css';

export default function FeaturedYachts() {
  const [state, reload] = useAsync((signal) => listNewYachts({ page: 1, pageSize: 3 }, signal), 'featured');
  if (state.status === 'loading') return <SkeletonCards count={3} label="Loading yachts" />;
  if (state.status === 'error')
    return <ErrorState title="We couldn’t load the latest yachts" message={state.error.message} onRetry={reload} />;
  return (
    <ul className="card-grid" aria-label="Latest new yachts">
      {state.data.items.map((yacht) => (
        <YachtCard key={yacht.id} yacht={yacht} />
      ))}
    </ul>
  );
}
