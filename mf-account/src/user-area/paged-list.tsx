// A paged list of the user area: a heading with the count, the items as a real list, the pager, and the empty,
// loading and error states. Lists with actions of their own (messages, followed yachts) compose the parts instead.
import type { Key, ReactNode } from 'react';
import type { Page } from '@yachts/contracts/envelope';
import { type AsyncState, type ListAddress, PagedItems, useFocusAfterPaging } from 'shared/ui';
import { AsyncView } from './async-view';
import { ListToolbar } from './list-toolbar';
import { SkeletonRows } from './skeleton-rows';

interface PagedListProps<T> {
  state: AsyncState<Page<T>>;
  reload: () => void;
  address: ListAddress;
  /** The list's heading and accessible name. */
  title: string;
  /** "3 topics" */
  count: (total: number) => string;
  loadingLabel: string;
  errorTitle: string;
  loginWhat: string;
  empty: ReactNode;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  skeletonMedia?: 'avatar' | 'picture' | 'none';
  listClassName?: string;
}

export function plural(total: number, one: string, many: string): string {
  return `${total.toLocaleString('en-GB')} ${total === 1 ? one : many}`;
}

export function PagedList<T>(props: PagedListProps<T>) {
  const { state, reload, address, title, count, loadingLabel, errorTitle, loginWhat, empty, itemKey, renderItem } = props;
  const headingRef = useFocusAfterPaging(address.page);
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows label={loadingLabel} media={props.skeletonMedia ?? 'none'} />}
      errorTitle={errorTitle}
      loginWhat={loginWhat}
    >
      {(data) => (
        <PagedItems
          data={data}
          address={address}
          empty={empty}
          head={<ListToolbar title={title} headingRef={headingRef} status={count(data.total)} />}
          noteClassName="account-note"
          listClassName={props.listClassName ?? 'panel-list'}
          label={title}
          itemClassName="account-list-item"
          itemKey={itemKey}
          renderItem={renderItem}
        />
      )}
    </AsyncView>
  );
}
