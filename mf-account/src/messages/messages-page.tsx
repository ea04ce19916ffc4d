// /user/mymessage: the inbox by type (all, system, replies) with the unread count, mark-as-read for one message or
// all of a type, and the enquiries the user sent about yachts. "All" means every kind: its first page also shows the
// latest enquiries sent, so it never says "No messages yet" to a member who has asked a seller something.
import { errorMessage } from 'shared/api';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { Page } from '@yachts/contracts/envelope';
import {
  MESSAGE_READ_TYPES,
  type LeftMessage,
  type MessageReadType,
  type UserMessage,
  type UserMessagesPage,
} from '@yachts/contracts/account';
import {
  Avatar,
  EmptyState,
  formatDateTime,
  type ListAddress,
  pageCount,
  Pager,
  showToast,
  truncate,
  useFocusAfterPaging,
  useListAddress,
  useMemberAsync,
} from 'shared/ui';
import { listLeftMessages } from '../api/list-left-messages';
import { listMessages } from '../api/list-messages';
import { markMessagesRead } from '../api/mark-messages-read';
import { NamedAsyncView } from '../user-area/async-view';
import { FilterTabs } from '../user-area/filter-tabs';
import { ListToolbar } from '../user-area/list-toolbar';
import { UserPage } from '../user-area/user-page';
import { EnquiriesList, EnquiryRow } from './enquiries-list';
import { inboxStore } from './inbox-store';

export const MESSAGES_PAGE_SIZE = 10;
/** How many of the latest enquiries sent the "All" tab shows, with a link to the rest. */
export const ALL_TAB_ENQUIRIES = 3;

type Tab = MessageReadType | 'enquiries';
const TAB_LABELS: Record<Tab, string> = { all: 'All', system: 'System', interactive: 'Replies', enquiries: 'Enquiries I sent' };
const TABS = [...MESSAGE_READ_TYPES, 'enquiries'] as const;

const LIST_TITLES: Record<MessageReadType, string> = { all: 'All messages', system: 'System messages', interactive: 'Replies to you' };

const EMPTY: Record<MessageReadType, { title: string; text: string }> = {
  all: { title: 'No messages yet', text: 'Replies to your posts, answers from sellers and news about your account will arrive here.' },
  system: { title: 'No system messages', text: 'Notices about your account and your listings will arrive here.' },
  interactive: { title: 'No replies yet', text: 'When someone answers your topic or comment, you will find it here.' },
};

function tabFrom(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';
}

/** The first line of a message with text, shortened for the list. */
export function firstLine(body: string): string {
  const line = body.split(/\r?\n/).find((text) => text.trim() !== '') ?? '';
  return truncate(line.trim(), 140);
}

/** Marks applied here since the page was loaded: which ids were read, or all of them. */
interface ReadMarks {
  source: UserMessagesPage;
  ids: ReadonlySet<number>;
  all: boolean;
}

function useReadMarks(data: UserMessagesPage) {
  const [marks, setMarks] = useState<ReadMarks>({ source: data, ids: new Set(), all: false });
  // A new page of data starts without local marks.
  const current = marks.source === data ? marks : { source: data, ids: new Set<number>(), all: false };
  const isRead = (message: UserMessage) => message.read || current.all || current.ids.has(message.id);
  const markedHere = data.items.filter((message) => !message.read && current.ids.has(message.id)).length;
  return {
    isRead,
    unread: current.all ? 0 : Math.max(0, data.unread - markedHere),
    markOne: (id: number) => setMarks({ ...current, ids: new Set([...current.ids, id]) }),
    markAll: () => setMarks({ ...current, all: true }),
  };
}

function MessageRow({ message, read, onMarkRead }: { message: UserMessage; read: boolean; onMarkRead: (message: UserMessage) => void }) {
  const titleId = `message-${message.id}-title`;
  const sender = message.from?.name ?? 'Yacht Harbour';
  return (
    <li className={`account-row message-row${read ? '' : ' is-unread'}`} data-testid="message-row">
      <Avatar src={message.from?.avatarUrl} alt="" size={44} className="account-row-avatar" />
      <div className="account-row-body">
        <h3 className="account-row-title">
          {read ? null : (
            <>
              <span className="message-dot" aria-hidden="true" />
              <span className="visually-hidden">Unread: </span>
            </>
          )}
          <Link to={paths.messageDetail(message.id)} id={titleId}>
            {message.title}
          </Link>
        </h3>
        <p className="account-row-text">{firstLine(message.body)}</p>
        <p className="account-row-meta">
          <span>{sender}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          <span className="badge">{message.type === 'system' ? 'System' : 'Reply'}</span>
        </p>
      </div>
      {read ? null : (
        <button type="button" className="btn btn-secondary btn-small account-row-action" onClick={() => onMarkRead(message)}>
          Mark as read<span className="visually-hidden">: {message.title}</span>
        </button>
      )}
    </li>
  );
}

/** The "All" tab's latest enquiries sent, linking to the tab that lists them all. */
function SentEnquiries({ sent, address }: { sent: Page<LeftMessage>; address: ListAddress }) {
  return (
    <section aria-labelledby="all-enquiries-heading">
      <h2 className="toolbar-title" id="all-enquiries-heading">
        Enquiries I sent
      </h2>
      <ul className="panel-list" aria-label="Enquiries I sent">
        {sent.items.map((enquiry) => (
          <EnquiryRow key={enquiry.id} enquiry={enquiry} />
        ))}
      </ul>
      {sent.total > sent.items.length ? (
        <p>
          <Link to={address.hrefWith('type', 'enquiries')}>{`All ${sent.total} enquiries I sent`}</Link>
        </p>
      ) : null}
    </section>
  );
}

interface InboxProps {
  type: MessageReadType;
  data: UserMessagesPage;
  /** On the "All" tab's first page: the latest enquiries sent (null elsewhere, or when they could not be read). */
  sent: Page<LeftMessage> | null;
  address: ListAddress;
  headingRef: (element: HTMLElement | null) => void;
}

function Inbox({ type, data, sent, address, headingRef }: InboxProps) {
  const marks = useReadMarks(data);
  const [busy, setBusy] = useState(false);
  const hasSent = sent !== null && sent.items.length > 0;

  const markOne = (message: UserMessage) => {
    markMessagesRead({ type: message.type, ids: [message.id] }).then(
      () => {
        marks.markOne(message.id);
        inboxStore.markedRead(1);
        // The button goes away with the unread state; keep the keyboard user on the same message.
        document.getElementById(`message-${message.id}-title`)?.focus();
      },
      (error: unknown) => showToast(errorMessage(error), { tone: 'error' }),
    );
  };

  const markAll = () => {
    const before = marks.unread;
    setBusy(true);
    markMessagesRead({ type })
      .then(
        () => {
          marks.markAll();
          if (type === 'all') inboxStore.setUnread(0);
          else inboxStore.markedRead(before);
          showToast('All messages are marked as read.', { tone: 'success' });
        },
        (error: unknown) => showToast(errorMessage(error), { tone: 'error' }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <ListToolbar
        title={LIST_TITLES[type]}
        headingRef={headingRef}
        status={marks.unread > 0 ? `${marks.unread} unread` : 'Everything is read'}
        live
      >
        <button type="button" className="btn btn-secondary btn-small" onClick={markAll} disabled={busy || marks.unread === 0}>
          Mark all as read
        </button>
      </ListToolbar>
      {data.items.length === 0 && hasSent ? (
        <p className="field-hint">No replies or notices yet.</p>
      ) : data.items.length === 0 ? (
        <EmptyState title={EMPTY[type].title}>
          <p>{EMPTY[type].text}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="panel-list" aria-label={LIST_TITLES[type]}>
            {data.items.map((message) => (
              <MessageRow key={message.id} message={message} read={marks.isRead(message)} onMarkRead={markOne} />
            ))}
          </ul>
          <Pager page={address.page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={address.hrefFor} />
        </>
      )}
      {sent && hasSent ? <SentEnquiries sent={sent} address={address} /> : null}
    </>
  );
}

const InboxLoader = observer(function InboxLoader({ type, address }: { type: MessageReadType; address: ListAddress }) {
  const { page } = address;
  const headingRef = useFocusAfterPaging(page);
  const [state, reload] = useMemberAsync(async (signal) => {
    // Enquiries sent live in their own list (a signed call); "All" shows the latest beside the inbox. Their failure
    // leaves the inbox as it is: it has a tab of its own that says so.
    const [data, sent] = await Promise.all([
      listMessages({ page, pageSize: MESSAGES_PAGE_SIZE, type }, signal),
      type === 'all' && page === 1 ? listLeftMessages({ page: 1, pageSize: ALL_TAB_ENQUIRIES }, signal).catch(() => null) : null,
    ]);
    if (type === 'all') inboxStore.setUnread(data.unread);
    return { data, sent };
  }, `messages:${type}:${page}`);
  return (
    <NamedAsyncView state={state} reload={reload} what="your messages">
      {({ data, sent }) => <Inbox type={type} data={data} sent={sent} address={address} headingRef={headingRef} />}
    </NamedAsyncView>
  );
});

function MessagesContent() {
  const address = useListAddress();
  const tab = tabFrom(address.params.get('type'));
  return (
    <>
      <FilterTabs
        label="Message types"
        current={tab}
        tabs={TABS.map((key) => ({ key, label: TAB_LABELS[key], to: address.hrefWith('type', key === 'all' ? null : key) }))}
      />
      {tab === 'enquiries' ? <EnquiriesList address={address} /> : <InboxLoader type={tab} address={address} />}
    </>
  );
}

export function MessagesPage() {
  return (
    <UserPage title="Messages" lead="Replies, notices from Yacht Harbour and the enquiries you sent to sellers." loginWhat="your messages">
      <MessagesContent />
    </UserPage>
  );
}
