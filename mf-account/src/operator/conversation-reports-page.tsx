// Reported conversations (moderator; decisions 033 and 045): conversations between a buyer and a seller that either
// side reported, a scam first, then the longest waiting. The operator reads the reports and the last messages (an
// operator may read a reported conversation, here only), then dismisses the reports, closes the conversation as spam
// or warns the side that was reported, with the reason that side reads in the inbox and by e-mail; the reporter is
// told the outcome. The second view holds the decided reports. Every decision is in the audit log.
import { Link } from 'react-router-dom';
import { CONVERSATION_MODERATION_API } from '@yachts/contracts/conversation-moderation';
import type { Page } from '@yachts/contracts/envelope';
import { operatorPaths } from '@yachts/contracts/paths';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import {
  ConsoleFacts,
  ConsoleHeading,
  DecisionError,
  FilterTabs,
  QueueItem,
  QueueResults,
  StatusBadge,
  When,
  operatorGet,
  useDecision,
  useQueueAddress,
} from 'shared/operator';
import { SiteLink, useAsync, usePageTitle } from 'shared/ui';
import { ConversationDecisions, ConversationMessages, ConversationReports, type Send } from './conversation-report-parts';
import './conversation-reports-page.css';

const PAGE_SIZE = 10;

const STATES = [
  { value: 'open', label: 'Waiting for a decision' },
  { value: 'resolved', label: 'Decided' },
] as const;
type View = (typeof STATES)[number]['value'];

const LEADS: Record<View, string> = {
  open: 'Conversations a buyer or a seller reported that nobody has decided on: a reported scam first, then the longest waiting. Read the last messages before you decide.',
  resolved: 'Conversations whose reports were decided, the latest decision first.',
};

/** A side of the conversation, with a link to the member's account when it is one. */
function Party({ party, visitor }: { party: ReportedConversation['buyer']; visitor: string }) {
  return party.uuid ? <Link to={operatorPaths.members(party.uuid)}>{party.name}</Link> : <>{`${party.name} ${visitor}`}</>;
}

function ReportedConversationItem({ entry, view, onDecided }: { entry: ReportedConversation; view: View; onDecided: () => void }) {
  const { busy, error, decide } = useDecision();
  const send: Send = (call, done, fromForm) => decide(call, { done, then: onDecided, fromForm });
  return (
    <QueueItem
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
    >
      <p className="console-meta">
        <span>
          Started <When at={entry.createdAt} />
        </span>
        <span>
          {entry.reports.length} {entry.reports.length === 1 ? 'report' : 'reports'}, the first <When at={entry.firstReportedAt} />
        </span>
      </p>
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
      <DecisionError error={error} />
      {view === 'open' ? <ConversationDecisions entry={entry} send={send} busy={busy} /> : null}
    </QueueItem>
  );
}

export function ConversationReportsPage() {
  usePageTitle('Reported conversations');
  const view = useQueueAddress(
    'state',
    STATES.map((option) => option.value),
    'open',
  );
  const current = view.filter as View;
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<ReportedConversation>>(
        CONVERSATION_MODERATION_API.queue,
        { state: current, page: view.page, page_size: PAGE_SIZE },
        signal,
      ),
    `operator-conversation-reports|${current}|${view.page}`,
  );
  return (
    <div className="console-page">
      <ConsoleHeading
        title="Reported conversations"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={current === 'resolved' ? 'decided conversations' : 'reported conversations waiting'}
        lead={LEADS[current]}
      />
      <FilterTabs label="Reported conversations by state" options={STATES} current={current} hrefFor={(value) => view.hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what="the reported conversations"
        emptyTitle={current === 'resolved' ? 'Nothing decided yet' : 'Nothing to decide'}
        empty={current === 'resolved' ? 'No reported conversation has been decided yet.' : 'No reported conversations are waiting.'}
        page={view.page}
        hrefFor={(target) => view.hrefFor(current, target)}
      >
        {(entry) => <ReportedConversationItem key={entry.id} entry={entry} view={current} onDecided={reload} />}
      </QueueResults>
    </div>
  );
}
