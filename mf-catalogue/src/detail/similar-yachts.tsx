// Yachts like this one, as cards; the section stays away when there are none or they cannot be loaded, since the
// page is complete without it.
import { useId } from 'react';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { SkeletonCards, useAsync } from 'shared/ui';
import { listSimilarYachts } from '../api/list-similar-yachts';
import { YachtCard } from '../cards/yacht-card';

export const SimilarYachts = observer(function SimilarYachts({ kind, id }: { kind: CatalogueKind; id: number }) {
  const { currency } = sessionStore;
  const [state] = useAsync((signal) => listSimilarYachts(kind, id, currency, signal), `similar:${kind}:${id}:${currency}`);
  const titleId = useId();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;
  return (
    <section className="similar-yachts" aria-labelledby={titleId}>
      <h2 id={titleId}>Similar yachts</h2>
      {state.status === 'loading' ? (
        <SkeletonCards count={4} label="Loading similar yachts" />
      ) : (
        <ul className="card-grid similar-grid" aria-label="Similar yachts">
          {state.data.map((yacht) => (
            <YachtCard key={`${yacht.kind}:${yacht.id}`} yacht={yacht} />
          ))}
        </ul>
      )}
    </section>
  );
});
