// Placeholder rows in the shape of the user area's lists (shared/ui's SkeletonRows, with the area's classes).
import { SkeletonRows as SharedSkeletonRows, type SkeletonRowsLook } from 'shared/ui';

const ACCOUNT_ROWS: SkeletonRowsLook = {
  className: 'account-skeleton',
  listClassName: 'panel-list',
  rowClassName: 'account-row',
  bodyClassName: 'account-row-body',
  widest: 60,
  shortLines: 1,
};

export function SkeletonRows({
  count = 4,
  label,
  media = 'avatar',
}: {
  count?: number;
  label: string;
  media?: 'avatar' | 'picture' | 'none';
}) {
  return (
    <SharedSkeletonRows
      label={label}
      count={count}
      look={ACCOUNT_ROWS}
      mediaClassName={media === 'none' ? undefined : `account-skeleton-${media}`}
    />
  );
}
