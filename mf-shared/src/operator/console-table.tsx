// What a console page shows of a call that loads (decision 033): a skeleton while it loads, the failure with a retry,
// then the page's own content; and the console's table, with its hidden caption and column heads.
import type { ReactNode } from 'react';
import { errorMessage } from '../api/call-errors';
import { ErrorState, SkeletonCards } from '../ui/components';
import type { AsyncState } from '../ui/use-async';

export function ConsoleLoaded<T>({
  state,
  reload,
  what,
  skeletons = 2,
  children,
}: {
  state: AsyncState<T>;
  reload: () => void;
  /** What loads, for the loading and failure words ("the audit log"). */
  what: string;
  /** How many skeleton cards stand in while it loads. */
  skeletons?: number;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <SkeletonCards count={skeletons} label={`Loading ${what}`} />;
  if (state.status === 'error')
    return <ErrorState title={`We couldn't load ${what}`} message={errorMessage(state.error)} onRetry={reload} />;
  return <>{children(state.data)}</>;
}

/** A console table: `caption` for screen readers, one head a column, and the page's rows. */
export function ConsoleTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
