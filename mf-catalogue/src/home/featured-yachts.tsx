// Home-page widget: the latest new yachts, with a row of recently listed used ones below (left out while there are
// none, so the home page never shows an empty row).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { ErrorState, SkeletonCards, useAsync } from 'shared/ui';
import { listYachts } from '../api/list-yachts';
import { YachtCard } from '../cards/yacht-card';
import { KINDS } from '../common/kinds';
import { RecentlyViewed } from '../recent/recently-viewed';
import '../catalogue.css';

const SHOWN = 3;

const LatestYachts = observer(function LatestYachts({ kind, label, head }: { kind: CatalogueKind; label: string; head?: ReactNode }) {
  const { currency } = sessionStore;
  const [state, reload] = useAsync(
    (signal) => listYachts(kind, { sort: 'newest', pageSize: SHOWN, currency }, signal),
    `featured:${kind}:${currency}`,
  );
  if (state.status === 'ready' && state.data.items.length === 0) return null;
  return (
    <div className="featured-row">
      {head}
      {state.status === 'loading' ? <SkeletonCards count={SHOWN} label={`Loading ${label.toLowerCase()}`} /> : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load the latest yachts" message={state.error.message} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <ul className="card-grid" aria-label={label}>
          {state.data.items.slice(0, SHOWN).map((yacht) => (
            <YachtCard key={`${yacht.kind}:${yacht.id}`} yacht={yacht} />
          ))}
        </ul>
      ) : null}
    </div>
  );
});

export default function FeaturedYachts() {
  return (
    <div className="featured-yachts">
      <LatestYachts kind="new" label="Latest new yachts" />
      <LatestYachts
        kind="idle"
        label="Latest used yachts"
        head={
          <div className="section-head featured-used-head">
            <h3>Recently listed used yachts</h3>
            <Link to={KINDS.idle.listPath}>See all used yachts</Link>
          </div>
        }
      />
      <RecentlyViewed />
    </div>
  );
}
