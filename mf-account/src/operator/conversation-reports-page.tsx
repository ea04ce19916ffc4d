// Reported conversations (moderator; decisions 033 and 045): conversations between a buyer and a seller that either
// side reported, a scam first, then the longest waiting. The operator reads the reports and the last messages (an
// operator may read a reported conversation, here only), then dismisses the reports, closes the conversation as spam
// or warns the side that was reported, with the reason that side reads in the inbox and by e-mail; the reporter is
// told the outcome. The second view holds the decided reports. Every decision is in the audit log. The queue's page
// and parts are shared/operator's.
import { Link } from 'react-router-dom';
import { CONVERSATION_MODERATION_API } from '@yachts/contracts/conversation-moderation';
import { operatorPaths } from '@yachts/contracts/paths';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import { ConsoleFacts, ReportQueuePage, ReportedItem, StatusBadge, When, type QueueViews } from 'shared/operator';
import { SiteLink } from 'shared/ui';
import { ConversationMessages, ConversationReports, conversationDecisions } from './conversation-report-parts';
import './conversation-reports-page.css';

type View = 'open' | 'resolved';

const VIEWS: QueueViews<View> = [
  {
    value: 'open',
    label: 'Waiting for a decision',
    lead: 'Conversations a buyer or a seller reported that nobody has decided on: a reported scam first, then the longest waiting. Read the last messages before you decide.',
    countLabel: 'reported conversations waiting',
    empty: 'No reported conversations are waiting.',
  },
  {
    value: 'resolved',
    label: 'Decided',
    lead: 'Conversations whose reports were decided, the latest decision first.',
    countLabel: 'decided conversations',
    emptyTitle: 'Nothing decided yet',
    empty: 'No reported conversation has been decided yet.',
  },
];

/** A side of the conversation, with a link to the member's account when it is one. */
function Party({ party, visitor }: { party: ReportedConversation['buyer']; visitor: string }) {
  return party.uuid ? <Link to={operatorPaths.members(party.uuid)}>{party.name}</Link> : <>{`${party.name} ${visitor}`}</>;
}

function ReportedConversationItem({ entry, view, onDecided }: { entry: ReportedConversation; view: View; onDecided: () => void }) {
  return (
    <ReportedItem
      titleId={`reported-conversation-${entry.id}`}
      title={`Conversation about the ${entry.yacht.title}`}
      badge={
        entry.status === 'spam' ? (
          <StatusBadge tone="bad">Closed as spam</StatusBadge>
        ) : entry.priority ? (
          <StatusBadge tone="bad">Priority</StatusBadge>
        ) : (
          <StatusBadge tone={view === 'open' ? 'waiting' : 'neutral'}>Open</StatusBadge>
        )
      }
      byline={
        <>
          Started <When at={entry.createdAt} />
        </>
      }
      reports={entry.reports.length}
      firstReportedAt={entry.firstReportedAt}
      onDecided={onDecided}
      decisions={(send) => (view === 'open' ? conversationDecisions(entry, send) : null)}
    >
      <ConsoleFacts
        rows={[
          [
            'Yacht',
            entry.yacht.listed ? <SiteLink to={entry.yacht.url}>{entry.yacht.title}</SiteLink> : `${entry.yacht.title} (not listed now)`,
          ],
          ['Buyer', <Party key="buyer" party={entry.buyer} visitor="(a visitor, no account)" />],
          ['Seller', <Party key="seller" party={entry.seller} visitor="(no account now)" />],
        ]}
      />
      <ConversationReports entry={entry} />
      <ConversationMessages entry={entry} />
    </ReportedItem>
  );
}

export function ConversationReportsPage() {
  return (
    <ReportQueuePage<ReportedConversation, View>
      title="Reported conversations"
      views={VIEWS}
      path={CONVERSATION_MODERATION_API.queue}
      cacheKey="operator-conversation-reports"
    >
      {(entry, view, reload) => <ReportedConversationItem key={entry.id} entry={entry} view={view} onDecided={reload} />}
    </ReportQueuePage>
  );
}
