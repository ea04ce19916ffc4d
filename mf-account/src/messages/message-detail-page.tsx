// /message/interactiveDetail/:id: one message (title, sender, time, the text, a link to what it is about) and the
// way back to the inbox. Opening it marks it read on the server, so the unread badge is asked for again.
import { CallError, errorMessage } from 'shared/api';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { ErrorCode } from '@yachts/contracts/envelope';
import { PAGES, paths } from '@yachts/contracts/paths';
import { ACCOUNT_MESSAGES, type UserMessage } from '@yachts/contracts/account';
import { Avatar, EmptyState, formatDateTime, SiteLink, useMemberAsync } from 'shared/ui';
import { getMessage } from '../api/get-message';
import { listMessages } from '../api/list-messages';
import { AsyncView } from '../user-area/async-view';
import { SkeletonRows } from '../user-area/skeleton-rows';
import { UserPage } from '../user-area/user-page';
import { inboxStore } from './inbox-store';

/**
 * The bare /message/interactiveDetail address: with `?id=` it is that message's page; without one, the inbox,
 * where the messages are.
 */
export function MessageDetailAddress() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  return <Navigate replace to={/^[1-9]\d{0,9}$/.test(id) ? paths.messageDetail(id) : paths.userMessages()} />;
}

function BackToInbox() {
  return (
    <Link className="account-back" to={paths.userMessages()}>
      <span aria-hidden="true">←</span> Back to messages
    </Link>
  );
}

/** A notice of a message in a conversation (decision 045) links to its thread: the button says so. */
function isConversationLink(link: string): boolean {
  return link.startsWith(PAGES.conversation.replace(':id', ''));
}

function MessageArticle({ message }: { message: UserMessage }) {
  useEffect(() => {
    const controller = new AbortController();
    listMessages({ page: 1, pageSize: 1, type: 'all' }, controller.signal).then(
      (page) => inboxStore.setUnread(page.unread),
      () => undefined,
    );
    return () => controller.abort();
  }, [message.id]);
  const paragraphs = message.body.split(/\r?\n\s*\r?\n/).filter((text) => text.trim() !== '');
  return (
    <article className="card account-card message-detail" aria-labelledby="message-title">
      <div className="card-body">
        <p className="message-detail-kind">
          <span className="badge">{message.type === 'system' ? 'System message' : 'Reply'}</span>
        </p>
        <h2 id="message-title">{message.title}</h2>
        <div className="message-detail-from">
          <Avatar src={message.from?.avatarUrl} alt="" size={48} />
          <div>
            <p className="message-detail-sender">
              {message.from ? <Link to={paths.member(message.from.uuid)}>{message.from.name}</Link> : <span>Yacht Harbour</span>}
            </p>
            <p className="account-row-meta">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </div>
        </div>
        {/* The body is plain text from the api: rendered as text, line breaks kept, never as HTML. */}
        <div className="message-detail-body">
          {paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        {message.link ? (
          <p>
            <SiteLink to={message.link} className="btn btn-primary">
              {isConversationLink(message.link) ? 'Open the conversation' : 'Go to what this is about'} <span aria-hidden="true">→</span>
            </SiteLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

function NotFound() {
  return (
    <EmptyState title="Message not found">
      <p>{ACCOUNT_MESSAGES.messageNotFound} It may have been removed, or the link may be incomplete.</p>
      <Link className="btn btn-primary" to={paths.userMessages()}>
        Back to messages
      </Link>
    </EmptyState>
  );
}

/** Not the member's, or no such message: the same not-found answer. */
const messageNotFound = () => new CallError(ACCOUNT_MESSAGES.messageNotFound, ErrorCode.NOT_FOUND, 404);

const MessageLoader = observer(function MessageLoader({ id }: { id: string }) {
  const [state, reload] = useMemberAsync(async (signal) => {
    // Ids are positive whole numbers; anything else cannot be a message, so it is not asked for.
    if (!/^[1-9]\d*$/.test(id)) throw messageNotFound();
    try {
      return await getMessage(id, signal);
    } catch (error) {
      // The form-style api answers code 0 with this text when the message is not the user's or does not exist.
      if (errorMessage(error) === ACCOUNT_MESSAGES.messageNotFound) throw messageNotFound();
      throw error;
    }
  }, `message:${id}`);
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows count={1} label="Loading the message" />}
      errorTitle="We couldn’t load this message"
      loginWhat="your messages"
      notFound={<NotFound />}
    >
      {(message) => <MessageArticle message={message} />}
    </AsyncView>
  );
});

export function MessageDetailPage() {
  const { id = '' } = useParams();
  return (
    <UserPage title="Message" loginWhat="your messages" back={<BackToInbox />}>
      <MessageLoader id={id} />
    </UserPage>
  );
}
