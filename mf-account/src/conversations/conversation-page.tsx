// /message/conversation/:id: one conversation between a buyer and a seller (decision 045). A member reads theirs when
// logged in; a visitor who asked about a yacht reads theirs through the link of their mail (?key=…), with no login, and
// every call of the page carries that key. A member's page without a login or a key shows the login panel. Reading
// marks the thread read, so the navigation's count is asked for again. Every action answers with the thread, which the
// page then draws.
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { CONVERSATION_MESSAGES } from '@yachts/contracts/conversations';
import { paths } from '@yachts/contracts/paths';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { sessionStore } from 'shared/session';
import { EmptyState, PageIntro, useMemberAsync, usePageMeta, usePageTitle, useStateFrom } from 'shared/ui';
import { AsyncView } from '../user-area/async-view';
import { SkeletonRows } from '../user-area/skeleton-rows';
import { UserPage } from '../user-area/user-page';
import { getConversation } from './api/get-conversation';
import { refreshConversationsUnread } from './conversations-unread';
import { ReplyForm } from './reply-form';
import { ReportConversation } from './report-conversation';
import { ShareContactPanel } from './share-contact-panel';
import { StatusControl } from './status-control';
import { ThreadHeader } from './thread-header';
import { ThreadMessages } from './thread-messages';

const TITLE = 'Conversation';

function BackToConversations() {
  return (
    <Link className="account-back" to={paths.userConversations()}>
      <span aria-hidden="true">←</span> Back to conversations
    </Link>
  );
}

function NotFound({ visitor }: { visitor: boolean }) {
  return (
    <EmptyState title="Conversation not found">
      <p>{CONVERSATION_MESSAGES.notFound}</p>
      {visitor ? (
        <p>Open the link in the latest e-mail we sent you about this conversation.</p>
      ) : (
        <Link className="btn btn-primary" to={paths.userConversations()}>
          Your conversations
        </Link>
      )}
    </EmptyState>
  );
}

function ThreadView({ loaded, visitorKey }: { loaded: ConversationThread; visitorKey: string }) {
  const [thread, setThread] = useStateFrom(loaded);
  return (
    <div className="conversation">
      <ThreadHeader thread={thread}>
        {thread.side === 'seller' ? <StatusControl thread={thread} onThread={setThread} /> : null}
        {thread.side === 'buyer' ? <ShareContactPanel thread={thread} visitorKey={visitorKey} onThread={setThread} /> : null}
      </ThreadHeader>
      <ThreadMessages messages={thread.messages} earlier={thread.earlier} />
      <ReplyForm thread={thread} visitorKey={visitorKey} onThread={setThread} />
      <ReportConversation
        conversationId={thread.id}
        visitorKey={visitorKey}
        reported={thread.reported}
        onReported={() => setThread((current) => ({ ...current, reported: true }))}
      />
    </div>
  );
}

const ThreadLoader = observer(function ThreadLoader({ id, visitorKey }: { id: string; visitorKey: string }) {
  const [state, reload] = useMemberAsync(async (signal) => {
    const thread = await getConversation(id, visitorKey, signal);
    // Reading it marked it read: the navigation's count follows.
    if (sessionStore.isLoggedIn) refreshConversationsUnread(signal);
    return thread;
  }, `conversation:${id}:${visitorKey}`);
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows count={3} label="Loading the conversation" />}
      errorTitle="We couldn’t load this conversation"
      loginWhat="your conversations"
      notFound={<NotFound visitor={visitorKey !== ''} />}
    >
      {(thread) => <ThreadView loaded={thread} visitorKey={visitorKey} />}
    </AsyncView>
  );
});

/** A visitor's page, opened with the key of their mail: no login, kept out of search engines. */
function VisitorFrame({ children }: { children: ReactNode }) {
  usePageTitle(TITLE);
  usePageMeta({ noindex: true });
  return (
    <div className="account-page">
      <PageIntro title={TITLE} lead="Your conversation with the seller. We e-mail you when they answer." />
      {children}
    </div>
  );
}

export const ConversationPage = observer(function ConversationPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const visitorKey = search.get('key')?.trim() ?? '';
  const loader = <ThreadLoader id={id} visitorKey={visitorKey} />;
  // A member's own link has no key: the login opens it. A mail's link has one, and opens it for a visitor as well.
  if (visitorKey && !sessionStore.isLoggedIn) return <VisitorFrame>{loader}</VisitorFrame>;
  return (
    <UserPage title={TITLE} loginWhat="your conversations" back={<BackToConversations />}>
      {loader}
    </UserPage>
  );
});
