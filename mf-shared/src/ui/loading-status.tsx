// The face of something loading: a polite live status that screen readers hear once, by its label, around
// placeholders drawn for the eye only.
import type { ReactNode } from 'react';

/** Says "{label}…" to screen readers; the placeholders inside hide themselves from them (aria-hidden). */
export function LoadingStatus({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}…</span>
      {children}
    </div>
  );
}

/** Placeholder items in the shape of the list that is loading: `count` of them, each drawn by `item`. */
export function SkeletonList({
  label,
  count,
  className,
  listClassName,
  itemClassName,
  item,
}: {
  label: string;
  count: number;
  className?: string;
  listClassName: string;
  itemClassName: string;
  item: (index: number) => ReactNode;
}) {
  return (
    <LoadingStatus label={label} className={className}>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName}>
            {item(index)}
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}
