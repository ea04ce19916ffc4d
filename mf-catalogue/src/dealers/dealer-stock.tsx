// A dealer's yachts of one kind on its page: the newest few as the lists' own cards, from the list api with
// `dealer={slug}` in the visitor's currency, and a link to the whole list filtered by the dealer. Left out when
// nothing of that kind is listed after all (the counts on the page may be a moment older than the list).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueKind, Dealer } from '@yachts/contracts/catalogue';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { ErrorState, SkeletonCards, useAsync } from 'shared/ui';
import { listYachts } from '../api/list-yachts';
import { YachtCard } from '../cards/yacht-card';
import { countOf } from '../common/format';
import { KINDS } from '../common/kinds';
import { listHref } from '../list/catalogue-address';

/** How many of a kind the page shows before "See all". */
export const DEALER_STOCK_SHOWN = 6;

/** The id of a kind's section, for the header's links to it. */
export function stockAnchor(kind: CatalogueKind): string {
  return kind === 'idle' ? 'used-yachts' : 'new-yachts';
}

export const DealerStock = observer(function DealerStock({ dealer, kind }: { dealer: Dealer; kind: CatalogueKind }) {
  const { currency } = sessionStore;
  const [state, reload] = useAsync(
    (signal) => listYachts(kind, { dealer: dealer.slug, pageSize: DEALER_STOCK_SHOWN, currency }, signal),
    `dealer-stock:${dealer.slug}:${kind}:${currency}`,
  );
  const titleId = useId();
  const info = KINDS[kind];
  if (state.status === 'ready' && state.data.items.length === 0) return null;
  const total = state.status === 'ready' ? state.data.total : dealer.listings[kind];
  const title = `${info.plural} from ${dealer.name}`;
  return (
    <section className="dealer-stock" id={stockAnchor(kind)} aria-labelledby={titleId}>
      <div className="spread-row dealer-stock-head">
        <h2 id={titleId}>{title}</h2>
        {total > 1 ? (
          <Link className="dealer-stock-all" to={listHref(kind, { dealer: dealer.slug })}>
            See all {countOf(total, info.noun, state.status === 'ready' && state.data.totalCapped)} from {dealer.name}
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M13.2 5.6 11.8 7l4 4H4v2h11.8l-4 4 1.4 1.4L19.6 12z" fill="currentColor" />
            </svg>
          </Link>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <SkeletonCards
          count={Math.min(DEALER_STOCK_SHOWN, Math.max(1, dealer.listings[kind]))}
          label={`Loading ${info.plural.toLowerCase()} from ${dealer.name}`}
        />
      ) : null}
      {state.status === 'error' ? (
        <ErrorState title={`We couldn’t load the ${info.plural.toLowerCase()}`} message={state.error.message} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <ul className="card-grid dealer-stock-grid" aria-label={title}>
          {state.data.items.map((yacht) => (
            <YachtCard key={`${yacht.kind}:${yacht.id}`} yacht={yacht} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});
