// What every console queue shows under its filters (decision 033): a skeleton while it loads, the failure with a
// retry, its empty state, or its items as a list with the pager.
import type { ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { EmptyState } from '../ui/components';
import { pageCount } from '../ui/list-address';
import type { AsyncState } from '../ui/use-async';
import { ConsolePager } from './console-parts';
import { ConsoleLoaded } from './console-table';

export function QueueResults<T>({
  state,
  reload,
  what,
  emptyTitle,
  empty,
  page,
  hrefFor,
  children,
}: {
  state: AsyncState<Page<T>>;
  reload: () => void;
  /** What the queue holds, for its loading and failure words ("the applications"). */
  what: string;
  emptyTitle: string;
  empty?: ReactNode;
  page: number;
  hrefFor: (page: number) => string;
  /** Each item of the page, as a list item with its key. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ConsoleLoaded state={state} reload={reload} what={what}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={emptyTitle}>{empty}</EmptyState>
        ) : (
          <>
            <ul className="stack-list console-list">{data.items.map(children)}</ul>
            <ConsolePager page={page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={hrefFor} />
          </>
        )
      }
    </ConsoleLoaded>
  );
}
