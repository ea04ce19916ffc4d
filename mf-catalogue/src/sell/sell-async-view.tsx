// The selling pages' faces of a loading record or list (shared/ui's AsyncView), with their own login panel and
// the selling api's words for a missing item.
import { AsyncView, SkeletonList, type AsyncViewProps } from 'shared/ui';
import { LoginPanel } from './sell-panels';
import { SELL_MESSAGES } from '@yachts/contracts/selling';

type SellAsyncViewProps<T> = Omit<AsyncViewProps<T>, 'login' | 'notFoundText'> & {
  /** The login panel's heading when the api says the visitor is not logged in. */
  loginTitle: string;
};

export function SellAsyncView<T>({ loginTitle, ...props }: SellAsyncViewProps<T>) {
  return <AsyncView {...props} login={<LoginPanel title={loginTitle} />} notFoundText={SELL_MESSAGES.notFound} />;
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
