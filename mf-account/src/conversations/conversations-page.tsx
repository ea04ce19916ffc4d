// /user/conversations: the member's conversations with sellers and buyers (decision 045), in two tabs, Buying (the
// yachts they asked about) and Selling (questions about what they or their dealer sell), the tab in the address
// (?role=). The seller's tab narrows by the status they keep (?status=). Each list is paged (?page=).
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import {
  CONVERSATION_ROLES,
  CONVERSATION_STATUS_LABELS,
  CONVERSATION_STATUSES,
  type ConversationRole,
  type ConversationStatus,
} from '@yachts/contracts/conversations';
import { paths } from '@yachts/contracts/paths';
import type { ConversationsPage as ConversationsList } from '@yachts/contracts/wire/conversations';
import { EmptyState, type ListAddress, pageCount, Pager, useFocusAfterPaging, useListAddress, useMemberAsync } from 'shared/ui';
import { BrowseYachts } from '../user-area/browse-yachts';
import { NamedAsyncView } from '../user-area/async-view';
import { FilterTabs } from '../user-area/filter-tabs';
import { ListToolbar } from '../user-area/list-toolbar';
import { UserPage } from '../user-area/user-page';
import { listConversations } from './api/list-conversations';
import { ConversationRow } from './conversation-row';

export const CONVERSATIONS_PAGE_SIZE = 10;

const ROLE_LABELS: Record<ConversationRole, string> = { buying: 'Buying', selling: 'Selling' };
const LIST_TITLES: Record<ConversationRole, string> = { buying: 'Yachts you asked about', selling: 'Questions from buyers' };

function roleFrom(value: string | null): ConversationRole {
  return (CONVERSATION_ROLES as readonly string[]).includes(value ?? '') ? (value as ConversationRole) : 'buying';
}

function statusFrom(value: string | null): ConversationStatus | null {
  return (CONVERSATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ConversationStatus) : null;
}

function countText(data: ConversationsList): string {
  const total = data.total === 1 ? '1 conversation' : `${data.total} conversations`;
  return data.unread > 0 ? `${total}, ${data.unread} unread` : total;
}

function EmptyList({ role, status, address }: { role: ConversationRole; status: ConversationStatus | null; address: ListAddress }) {
  if (status) {
    return (
      <EmptyState title={`No conversations marked ${CONVERSATION_STATUS_LABELS[status].toLowerCase()}`}>
        <p>Choose another status, or All to see every conversation about what you sell.</p>
        <Link className="btn btn-secondary" to={address.hrefWith('status', null)}>
          Show all
        </Link>
      </EmptyState>
    );
  }
  if (role === 'selling') {
    return (
      <EmptyState title="No buyer has written yet">
        <p>When someone asks about a yacht you sell, their message arrives here and you answer them on Yacht Harbour.</p>
        <Link className="btn btn-primary" to={paths.myListings()}>
          Your listings
        </Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No conversations yet">
      <p>Ask a seller about a yacht with “Send an enquiry” on its page: the conversation and the seller’s answers continue here.</p>
      <BrowseYachts />
    </EmptyState>
  );
}

interface ListProps {
  role: ConversationRole;
  status: ConversationStatus | null;
  address: ListAddress;
}

const ConversationsLoader = observer(function ConversationsLoader({ role, status, address }: ListProps) {
  const { page } = address;
  const headingRef = useFocusAfterPaging(page);
  const [state, reload] = useMemberAsync(
    (signal) => listConversations({ role, status, page, pageSize: CONVERSATIONS_PAGE_SIZE }, signal),
    `conversations:${role}:${status ?? 'all'}:${page}`,
  );
  return (
    <NamedAsyncView state={state} reload={reload} what="your conversations" rows={{ media: 'picture' }}>
      {(data) =>
        data.items.length === 0 && page === 1 ? (
          <EmptyList role={role} status={status} address={address} />
        ) : (
          <>
            <ListToolbar title={LIST_TITLES[role]} headingRef={headingRef} status={countText(data)} />
            <ul className="panel-list" aria-label={LIST_TITLES[role]}>
              {data.items.map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={address.hrefFor} />
          </>
        )
      }
    </NamedAsyncView>
  );
});

function ConversationsContent() {
  const address = useListAddress();
  const role = roleFrom(address.params.get('role'));
  const status = role === 'selling' ? statusFrom(address.params.get('status')) : null;
  return (
    <>
      <FilterTabs
        label="Your side"
        current={role}
        tabs={CONVERSATION_ROLES.map((key) => ({ key, label: ROLE_LABELS[key], to: paths.userConversations(key) }))}
      />
      {role === 'selling' ? (
        <FilterTabs
          label="Status"
          variant="chips"
          current={status ?? 'all'}
          tabs={[
            { key: 'all', label: 'All', to: address.hrefWith('status', null) },
            ...CONVERSATION_STATUSES.map((key) => ({ key, label: CONVERSATION_STATUS_LABELS[key], to: address.hrefWith('status', key) })),
          ]}
        />
      ) : null}
      <ConversationsLoader role={role} status={status} address={address} />
    </>
  );
}

export function ConversationsPage() {
  return (
    <UserPage
      title="Conversations"
      lead="Your questions to sellers, and buyers’ questions about what you sell: read and answer them here."
      loginWhat="your conversations"
    >
      <ConversationsContent />
    </UserPage>
  );
}
