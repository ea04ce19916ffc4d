// What every console queue shows under its filters (decision 033): a skeleton while it loads, the failure with a
// retry, its empty state, or its items as a list with the pager.
import type { ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { errorMessage } from '../api/call-errors';
import { EmptyState, ErrorState, SkeletonCards } from '../ui/components';
import { pageCount } from '../ui/list-address';
import type { AsyncState } from '../ui/use-async';
import { ConsolePager } from './console-parts';

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
  if (state.status === 'loading') return <SkeletonCards count={2} label={`Loading ${what}`} />;
  if (state.status === 'error')
    return <ErrorState title={`We couldn't load ${what}`} message={errorMessage(state.error)} onRetry={reload} />;
  if (state.data.items.length === 0) return <EmptyState title={emptyTitle}>{empty}</EmptyState>;
  return (
    <>
      <ul className="stack-list console-list">{state.data.items.map(children)}</ul>
      <ConsolePager page={page} pageCount={pageCount(state.data.total, state.data.pageSize)} hrefFor={hrefFor} />
    </>
  );
}
