// Placeholder rows of a list that loads, in an area's classes: a picture beside a line of text and shorter ones
// (their lines are tokens.css's .skeleton-line and .skeleton-line-short).
import { SkeletonList } from './loading-status';

/** An area's classes for placeholder rows, and the shape of their text: one line, then `shortLines` short ones. */
export interface SkeletonRowsLook {
  className: string;
  listClassName: string;
  rowClassName: string;
  bodyClassName: string;
  /** The first line's width in per cent, on the first row; the next rows' are shorter, by turns. */
  widest: number;
  shortLines: number;
}

/** Placeholder rows of a list: a picture (its class, when the rows have one) beside lines of text. */
export function SkeletonRows({
  label,
  count,
  look,
  mediaClassName,
}: {
  label: string;
  count: number;
  look: SkeletonRowsLook;
  mediaClassName?: string;
}) {
  return (
    <SkeletonList
      label={label}
      count={count}
      className={look.className}
      listClassName={look.listClassName}
      itemClassName={look.rowClassName}
      item={(i) => (
        <>
          {mediaClassName ? <div className={`skeleton ${mediaClassName}`} /> : null}
          <div className={look.bodyClassName}>
            <div className="skeleton skeleton-line" style={{ width: `${look.widest - (i % 3) * 12}%` }} />
            {Array.from({ length: look.shortLines }, (_, line) => (
              <div key={line} className="skeleton skeleton-line skeleton-line-short" />
            ))}
          </div>
        </>
      )}
    />
  );
}
