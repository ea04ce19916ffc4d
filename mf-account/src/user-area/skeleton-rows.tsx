// Placeholder rows in the shape of the list that is loading; screen readers hear the label once.
import { SkeletonList } from 'shared/ui';

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
    <SkeletonList
      label={label}
      count={count}
      className="account-skeleton"
      listClassName="panel-list"
      itemClassName="account-row"
      item={(i) => (
        <>
          {media !== 'none' ? <div className={`skeleton account-skeleton-${media}`} /> : null}
          <div className="account-row-body">
            <div className="skeleton account-skeleton-line" style={{ width: `${60 - (i % 3) * 12}%` }} />
            <div className="skeleton account-skeleton-line account-skeleton-line-short" />
          </div>
        </>
      )}
    />
  );
}
