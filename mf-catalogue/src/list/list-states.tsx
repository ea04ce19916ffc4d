// What a catalogue list says instead of yachts (catalogue-list-page.tsx): a dealer that does not exist, an error with
// a retry, a page past the end, and no yachts at all, with ways out: a spelling it may have meant, each filter whose
// removal finds yachts, clearing everything, and the other catalogue.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { CatalogueKind, YachtListPage } from '@yachts/contracts/catalogue';
import { isNotFound } from 'shared/api';
import { EmptyState, ErrorState } from 'shared/ui';
import { countOf, formatNumber } from '../common/format';
import { KINDS, otherKind } from '../common/kinds';
import { clearedQuery } from './active-filters';
import { activeFilterCount, listHref, withoutPage, type CatalogueAddress } from './catalogue-address';
import type { ListData } from './use-list-data';

/** What leaving out a filter widens, by the first query name it drops ("Any price (12 used yachts)"). */
const RELAXED_LABELS: Record<string, string> = {
  type: 'type',
  builder: 'builder',
  model: 'model',
  fuel: 'fuel',
  hull: 'hull material',
  condition: 'condition',
  country: 'country',
  port: 'port',
  location: 'location',
  lengthMin: 'length',
  lengthMax: 'length',
  priceMin: 'price',
  priceMax: 'price',
  yearMin: 'year',
  yearMax: 'year',
  cabins: 'number of cabins',
};

export function relaxedLabel(drop: string[]): string {
  return RELAXED_LABELS[drop[0] ?? ''] ?? drop.join(', ');
}

interface ListStateProps {
  kind: CatalogueKind;
  /** The list's query, and the links to its other pages and to it with other filters. */
  address: Pick<CatalogueAddress, 'query' | 'hrefWith' | 'hrefFor'>;
  /** What the list loaded (or why not), its retry, and whose yachts these are when the list is one dealer's. */
  list: Pick<ListData, 'state' | 'reload' | 'dealer'>;
  pageCount: number;
}

export function ListStates({ kind, address, list, pageCount }: ListStateProps) {
  const { query, hrefFor } = address;
  const { state, dealer } = list;
  const info = KINDS[kind];
  const page = query.page ?? 1;
  const data = state.status === 'ready' ? state.data : null;
  const dealerMissing = Boolean(query.dealer) && state.status === 'error' && isNotFound(state.error);
  return (
    <>
      {dealerMissing ? (
        <EmptyState title="This dealer does not exist">
          <p>The link may be out of date, or the business no longer sells with us.</p>
          <div className="state-actions">
            <Link className="btn btn-primary" to={address.hrefWith({ dealer: undefined })}>
              Show all {info.plural.toLowerCase()}
            </Link>
            <Link className="btn btn-secondary" to={paths.dealers()}>
              See all dealers and brokers
            </Link>
          </div>
        </EmptyState>
      ) : state.status === 'error' ? (
        <ErrorState title="We couldn’t load the yachts" message={state.error.message} onRetry={list.reload} />
      ) : null}
      {data && data.items.length === 0 && data.total > 0 ? (
        <EmptyState title={`There is no page ${formatNumber(page)}`}>
          <p>This list has {countOf(pageCount, 'page')}.</p>
          <Link className="btn btn-primary" to={hrefFor(1)}>
            Go to the first page
          </Link>
        </EmptyState>
      ) : null}
      {data && data.total === 0 ? (
        <NoYachts kind={kind} address={address} data={data} dealer={dealer} />
      ) : null}
    </>
  );
}

/** No yacht matches: why, and the ways out. */
function NoYachts({
  kind,
  address: { query, hrefWith },
  data,
  dealer,
}: Pick<ListStateProps, 'kind' | 'address'> & { data: YachtListPage; dealer: ListData['dealer'] }) {
  const info = KINDS[kind];
  const filterCount = activeFilterCount(query);
  return (
    <EmptyState
      title={
        query.q
          ? `No ${info.plural.toLowerCase()} match “${query.q}”`
          : dealer && filterCount === 1
            ? `${dealer.name} has no ${info.plural.toLowerCase()} listed right now`
            : `No ${info.plural.toLowerCase()} match these filters`
      }
    >
      {data.alternatives?.correction ? (
        <p className="catalogue-correction">
          Did you mean{' '}
          <Link to={listHref(kind, { ...withoutPage(query), q: data.alternatives.correction })}>“{data.alternatives.correction}”</Link>?
        </p>
      ) : null}
      <p>
        {filterCount > 0
          ? 'Try removing a filter or two to see more yachts.'
          : query.q
            ? 'Check the spelling, or try a builder, a model or a port.'
            : 'There are no yachts listed here yet.'}
      </p>
      {data.alternatives?.relaxations.length ? (
        <ul className="catalogue-relaxations" aria-label="Ways to find yachts">
          {data.alternatives.relaxations.map((relaxation) => (
            <li key={relaxation.drop.join(',')}>
              <Link to={hrefWith(Object.fromEntries(relaxation.drop.map((name) => [name, undefined])))}>
                Any {relaxedLabel(relaxation.drop)} ({countOf(relaxation.total, info.noun, relaxation.totalCapped)})
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="state-actions">
        {filterCount > 0 || query.q ? (
          <Link className="btn btn-primary" to={listHref(kind, clearedQuery(query))}>
            {filterCount > 0 ? 'Clear all filters' : `Show all ${info.plural.toLowerCase()}`}
          </Link>
        ) : null}
        {query.q ? (
          <Link className="btn btn-secondary" to={listHref(otherKind(kind), { q: query.q })}>
            Search {KINDS[otherKind(kind)].plural.toLowerCase()} for “{query.q}”
          </Link>
        ) : (
          <Link className="btn btn-secondary" to={KINDS[otherKind(kind)].listPath}>
            Browse {KINDS[otherKind(kind)].plural.toLowerCase()}
          </Link>
        )}
      </div>
    </EmptyState>
  );
}
