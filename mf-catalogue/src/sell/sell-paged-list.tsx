// A seller's paged list (applications, listings): the selling pages' faces of the loading call, then one page of it
// under its head (the title that takes the focus after paging, the count, and what the list says beside them).
import type { Key, ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { type AsyncState, type ListAddress, PagedItems, useFocusAfterPaging } from 'shared/ui';
import { SellAsyncView } from './sell-async-view';
import { SellToolbar } from './sell-toolbar';

interface SellPagedListProps<T> {
  state: AsyncState<Page<T>>;
  reload: () => void;
  address: ListAddress;
  skeleton: ReactNode;
  errorTitle: string;
  loginTitle: string;
  /** The list's heading and accessible name, and what one and several of its items are called ("1 listing"). */
  title: string;
  one: string;
  many: string;
  /** Under the head (the listings' freshness rule). */
  note?: ReactNode;
  empty: ReactNode;
  listClassName: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

export function SellPagedList<T>({
  state,
  reload,
  address,
  skeleton,
  errorTitle,
  loginTitle,
  title,
  one,
  many,
  note,
  ...list
}: SellPagedListProps<T>) {
  const headingRef = useFocusAfterPaging(address.page);
  return (
    <SellAsyncView state={state} reload={reload} skeleton={skeleton} errorTitle={errorTitle} loginTitle={loginTitle}>
      {(data) => (
        <PagedItems
          data={data}
          address={address}
          head={
            <>
              <SellToolbar title={title} total={data.total} one={one} many={many} headingRef={headingRef} />
              {note}
            </>
          }
          noteClassName="sell-note"
          label={title}
          {...list}
        />
      )}
    </SellAsyncView>
  );
}
