// A report queue's page (decision 033), alike in every area: its views as tabs by state (?state=…, the first the
// default), each with its own lead, count and empty words; in some queues a second filter by kind (?kind=…) that each
// tab keeps; the items paged, ten to a page, with a skeleton while they load and the failure with a retry. The area
// gives its route, its views' words and how one item is drawn.
import type { ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { useAsync } from '../ui/use-async';
import { usePageTitle } from '../ui/use-page-title';
import { ConsoleHeading, FilterTabs, type FilterOption } from './console-parts';
import { operatorGet } from './operator-calls';
import { QueueResults } from './queue-results';
import { useQueueAddress } from './queue-address';

const PAGE_SIZE = 10;

export interface QueueView<V extends string = string> {
  value: V;
  /** The tab's words. */
  label: string;
  lead: string;
  /** What the heading's count counts in this view ("reported listings waiting"). */
  countLabel: string;
  /** The empty state's title ("Nothing to decide" unless it says otherwise) and words. */
  emptyTitle?: string;
  empty: string;
}

/** A queue's views, the default first. */
export type QueueViews<V extends string> = readonly [QueueView<V>, ...QueueView<V>[]];

export interface ReportQueuePageProps<T, V extends string> {
  /** The page's title and heading. */
  title: string;
  views: QueueViews<V>;
  /** The views' tabs' name: "<title> by state" unless it says otherwise. */
  viewsLabel?: string;
  /** A second filter, by kind (its first option the default), sent as `kind`. */
  kinds?: { label: string; options: readonly FilterOption[] };
  /** The operator route that answers a page of the queue for `state`, `page`, `page_size` and `kind`. */
  path: string;
  /** Names the queue's pages in the page's data. */
  cacheKey: string;
  /** What the queue holds, for its loading and failure words: "the <title in lower case>" unless it says otherwise. */
  what?: string;
  /** Each item of the page, as a list item with its key, in the view shown; `reload` after a decision. */
  children: (item: T, view: V, reload: () => void) => ReactNode;
}

export function ReportQueuePage<T, V extends string>({
  title,
  views,
  viewsLabel = `${title} by state`,
  kinds,
  path,
  cacheKey,
  what = `the ${title.toLowerCase()}`,
  children,
}: ReportQueuePageProps<T, V>) {
  usePageTitle(title);
  const view = useQueueAddress(
    'state',
    views.map((option) => option.value),
    views[0].value,
  );
  // Without kinds the kind's address allows only "any", so it is never sent.
  const kindOptions = kinds?.options ?? [];
  const kind = useQueueAddress('kind', kindOptions.length ? kindOptions.map((option) => option.value) : [''], kindOptions[0]?.value ?? '');
  const current = views.find((option) => option.value === view.filter) ?? views[0];
  const [state, reload] = useAsync(
    (signal) => operatorGet<Page<T>>(path, { state: current.value, kind: kind.filter, page: view.page, page_size: PAGE_SIZE }, signal),
    kinds ? `${cacheKey}|${current.value}|${kind.filter}|${view.page}` : `${cacheKey}|${current.value}|${view.page}`,
  );
  return (
    <div className="console-page">
      <ConsoleHeading
        title={title}
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={current.countLabel}
        lead={current.lead}
      />
      <FilterTabs label={viewsLabel} options={views} current={current.value} hrefFor={(value) => view.hrefFor(value)} />
      {kinds ? (
        <FilterTabs label={kinds.label} options={kinds.options} current={kind.filter} hrefFor={(value) => kind.hrefFor(value)} />
      ) : null}
      <QueueResults
        state={state}
        reload={reload}
        what={what}
        emptyTitle={current.emptyTitle ?? 'Nothing to decide'}
        empty={current.empty}
        page={view.page}
        hrefFor={(target) => (kinds ? kind.hrefFor(kind.filter, target) : view.hrefFor(current.value, target))}
      >
        {(item) => children(item, current.value, reload)}
      </QueueResults>
    </div>
  );
}
