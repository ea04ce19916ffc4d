// The faces of a loading record or list on the selling pages: skeleton, content, the login panel, not
// found, and an error with a retry.
import { errorMessage, isNotFound, needsLogin } from 'shared/api';
import type { ReactNode } from 'react';
import { ErrorState, SkeletonList, type AsyncState } from 'shared/ui';
import { LoginPanel } from './sell-panels';
import { SELL_MESSAGES } from '@yachts/contracts/selling';

interface SellAsyncViewProps<T> {
  state: AsyncState<T>;
  reload: () => void;
  skeleton: ReactNode;
  errorTitle: string;
  /** The login panel's heading when the api says the visitor is not logged in. */
  loginTitle: string;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

export function SellAsyncView<T>({ state, reload, skeleton, errorTitle, loginTitle, notFound, children }: SellAsyncViewProps<T>) {
  if (state.status === 'loading') return <>{skeleton}</>;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  const { error } = state;
  if (needsLogin(error)) return <LoginPanel title={loginTitle} />;
  if (notFound && isNotFound(error, SELL_MESSAGES.notFound)) return <>{notFound}</>;
  return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={reload} />;
}

/** Placeholder rows in the shape of the list that is loading; screen readers hear the label once. */
export function SkeletonRows({ count = 3, label, media = true }: { count?: number; label: string; media?: boolean }) {
  return (
    <SkeletonList
      label={label}
      count={count}
      className="sell-skeleton"
      listClassName="stack-list sell-list"
      itemClassName="sell-row"
      item={(i) => (
        <>
          {media ? <div className="skeleton sell-row-media" /> : null}
          <div className="sell-row-body">
            <div className="skeleton sell-skeleton-line" style={{ width: `${64 - (i % 3) * 12}%` }} />
            <div className="skeleton sell-skeleton-line sell-skeleton-line-short" />
            <div className="skeleton sell-skeleton-line sell-skeleton-line-short" />
          </div>
        </>
      )}
    />
  );
}
