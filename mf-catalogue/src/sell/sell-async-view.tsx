// The selling pages' faces of a loading record or list (shared/ui's AsyncView), with their own login panel and
// the selling api's words for a missing item.
import { AsyncView, SkeletonRows as SharedSkeletonRows, type AsyncViewProps, type SkeletonRowsLook } from 'shared/ui';
import { LoginPanel } from './sell-panels';
import { SELL_MESSAGES } from '@yachts/contracts/selling';

export type SellAsyncViewProps<T> = Omit<AsyncViewProps<T>, 'login' | 'notFoundText'> & {
  /** The login panel's heading when the api says the visitor is not logged in. */
  loginTitle: string;
};

export function SellAsyncView<T>({ loginTitle, ...props }: SellAsyncViewProps<T>) {
  return <AsyncView {...props} login={<LoginPanel title={loginTitle} />} notFoundText={SELL_MESSAGES.notFound} />;
}

const SELL_ROWS: SkeletonRowsLook = {
  className: 'sell-skeleton',
  listClassName: 'stack-list sell-list',
  rowClassName: 'surface-panel sell-row',
  bodyClassName: 'sell-row-body',
  widest: 64,
  shortLines: 2,
};

/** Placeholder rows in the shape of the selling lists; screen readers hear the label once. */
export function SkeletonRows({ count = 3, label, media = true }: { count?: number; label: string; media?: boolean }) {
  return <SharedSkeletonRows label={label} count={count} look={SELL_ROWS} mediaClassName={media ? 'sell-row-media' : undefined} />;
}
