// The parts a console queue's page is made of (decision 033), so every area's queue reads alike: one item of a queue
// with its heading and status, the facts under it, the reason a rejection gave, and a whole queue filtered by status
// (heading with its count, the status tabs, the results with their pager).
import type { ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { useAsync } from '../ui/use-async';
import { usePageTitle } from '../ui/use-page-title';
import { ConsoleHeading, FilterTabs, type FilterOption } from './console-parts';
import { QueueResults } from './queue-results';
import { useQueueAddress } from './queue-address';

/** One item of a queue: a list item named by its heading, with its status badge beside the heading. */
export function QueueItem({
  titleId,
  title,
  badge,
  className,
  children,
}: {
  /** The heading's id, which names the item. */
  titleId: string;
  title: ReactNode;
  badge: ReactNode;
  /** More class names after `console-item`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className ? `console-item ${className}` : 'console-item'} aria-labelledby={titleId}>
      <div className="spread-row console-item-head">
        <h2 id={titleId}>{title}</h2>
        {badge}
      </div>
      {children}
    </li>
  );
}

/** Facts as name and value pairs. */
export function ConsoleFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="fact-list console-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The reason a rejected item was given, when it was rejected with one. */
export function ReasonGiven({ reason }: { reason: string | null | undefined }) {
  return reason ? (
    <p className="console-quote">
      <strong>Reason given:</strong> {reason}
    </p>
  ) : null;
}

export interface StatusQueueProps<T, S extends string> {
  /** The page's title and heading. */
  title: string;
  /** The statuses, each a tab in this order (the first is the default), then a tab for all of them. */
  statuses: readonly S[];
  /** A status's tab label. */
  tabLabel: (status: S) => string;
  /** The tabs' name ("Entries by status"). */
  filtersLabel: string;
  /** What the count counts, given the chosen tab's label. */
  countLabel: (filterLabel: string) => string;
  lead: ReactNode;
  /** Loads a page of the queue; `cacheKey` names it for the page's data. */
  load: (status: string, page: number, signal: AbortSignal) => Promise<Page<T>>;
  cacheKey: string;
  /** What the queue holds, for its loading and failure words ("the entries"). */
  what: string;
  empty: ReactNode;
  /** Each item of the page, as a list item with its key; `reload` after a decision. */
  children: (item: T, reload: () => void) => ReactNode;
}

/** A queue filtered by status (?status=…), each status a tab, the answers paged. */
export function StatusQueue<T, S extends string>({
  title,
  statuses,
  tabLabel,
  filtersLabel,
  countLabel,
  lead,
  load,
  cacheKey,
  what,
  empty,
  children,
}: StatusQueueProps<T, S>) {
  usePageTitle(title);
  const filters: FilterOption[] = [...statuses.map((value) => ({ value, label: tabLabel(value) })), { value: '', label: 'All' }];
  const { filter, page, hrefFor } = useQueueAddress(
    'status',
    filters.map((option) => option.value),
    filters[0]?.value ?? '',
  );
  const [state, reload] = useAsync((signal) => load(filter, page, signal), `${cacheKey}|${filter}|${page}`);
  const label = filters.find((option) => option.value === filter)?.label ?? '';
  return (
    <div className="console-page">
      <ConsoleHeading
        title={title}
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={countLabel(label)}
        lead={lead}
      />
      <FilterTabs label={filtersLabel} options={filters} current={filter} hrefFor={(value) => hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what={what}
        emptyTitle="Nothing here"
        empty={empty}
        page={page}
        hrefFor={(target) => hrefFor(filter, target)}
      >
        {(item) => children(item, reload)}
      </QueueResults>
    </div>
  );
}
