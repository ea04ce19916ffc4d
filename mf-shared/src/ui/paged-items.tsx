// One loaded page of a paged list: what an empty list says (on the first page), the list's head, its items as a
// labelled list (or a note on a page past the end), and the pager. Each area gives its own head, classes and rows.
import type { Key, ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { Pager } from './components';
import { pageCount, type ListAddress } from './list-address';

export function PagedItems<T>({
  data,
  address,
  empty,
  head,
  noteClassName,
  listClassName,
  label,
  itemClassName,
  itemKey,
  renderItem,
}: {
  data: Page<T>;
  address: Pick<ListAddress, 'page' | 'hrefFor'>;
  /** What the list says when it has nothing at all. */
  empty: ReactNode;
  /** Above the items: the heading with the count, and what goes with it. */
  head: ReactNode;
  /** The class of the note on a page past the end. */
  noteClassName: string;
  /** The list's class and accessible name, and each item's class. */
  listClassName: string;
  label: string;
  itemClassName?: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}) {
  if (data.items.length === 0 && address.page === 1) return <>{empty}</>;
  return (
    <>
      {head}
      {data.items.length === 0 ? (
        <p className={noteClassName}>There is nothing on this page. Go back to an earlier page.</p>
      ) : (
        <ul className={listClassName} aria-label={label}>
          {data.items.map((item) => (
            <li key={itemKey(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <Pager page={address.page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={address.hrefFor} />
    </>
  );
}
