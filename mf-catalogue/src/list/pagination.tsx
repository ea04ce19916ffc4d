// Paging of a list: Previous, the first and last pages, the pages around this one, Next. Plain links, so each page
// has an address, opens in a new tab and is reached by Back.
import { Link } from 'react-router-dom';
import { formatNumber } from '../common/format';

/** The page numbers shown, with null for a gap: 1 … 4 5 6 … 20 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="pagination-step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">‹</span> <span className="pagination-word">Previous</span>
          <span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span className="pagination-step is-disabled" aria-hidden="true">
          ‹ Previous
        </span>
      )}
      <ol className="pagination-pages">
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination-page"
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${formatNumber(n)}`}
              >
                {formatNumber(n)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination-step" to={hrefFor(page + 1)} rel="next">
          <span className="pagination-word">Next</span>
          <span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className="pagination-step is-disabled" aria-hidden="true">
          Next ›
        </span>
      )}
    </nav>
  );
}
