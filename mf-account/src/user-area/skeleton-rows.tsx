// Placeholder rows in the shape of the list that is loading; screen readers hear the label once.
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
    <div role="status" aria-live="polite" className="account-skeleton">
      <span className="visually-hidden">{label}…</span>
      <ul className="account-list" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="account-row">
            {media !== 'none' ? <div className={`skeleton account-skeleton-${media}`} /> : null}
            <div className="account-row-body">
              <div className="skeleton account-skeleton-line" style={{ width: `${60 - (i % 3) * 12}%` }} />
              <div className="skeleton account-skeleton-line account-skeleton-line-short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
