// The parts of one reported conversation in the console (decisions 033 and 045): its reports with their reason
// badges and the reporters' words, its last messages (plain text, never HTML), and the decisions with the reason the
// side at fault reads. The page is conversation-reports-page.tsx; the queue's own parts are shared/operator's.
import {
  CONVERSATION_MODERATION_API,
  CONVERSATION_MODERATION_LIMITS,
  CONVERSATION_MODERATION_MESSAGES,
  CONVERSATION_PRIORITY_REASONS,
  CONVERSATION_REPORT_OUTCOME_LABELS,
  reportedSideOf,
  sideName,
  type ConversationDecisionOutcome,
} from '@yachts/contracts/conversation-moderation';
import { CONVERSATION_REPORT_REASON_LABELS, type ConversationSide } from '@yachts/contracts/conversations';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import { StatusBadge, When, operatorPost, type ItemDecisions, type ReasonDecision, type SendDecision } from 'shared/operator';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The reports: who reported, why (a badge), when, their words, and once decided the outcome and who decided. */
export function ConversationReports({ entry }: { entry: ReportedConversation }) {
  return (
    <ul className="stack-list conversation-report-list" aria-label="Reports">
      {entry.reports.map((report) => (
        <li key={report.id} className="conversation-report">
          <p className="console-meta">
            <StatusBadge tone={CONVERSATION_PRIORITY_REASONS.includes(report.reason) ? 'bad' : 'waiting'}>
              {CONVERSATION_REPORT_REASON_LABELS[report.reason]}
            </StatusBadge>
            <span>
              Reported by {sideName(report.side)} <When at={report.createdAt} />
            </span>
            {report.resolvedAt ? (
              <span>
                {CONVERSATION_REPORT_OUTCOME_LABELS[report.outcome ?? ''] ?? 'Decided'} by {report.resolvedBy ?? 'an operator'}{' '}
                <When at={report.resolvedAt} />
              </span>
            ) : null}
          </p>
          {report.detail ? <p className="console-quote">{report.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The conversation's last messages, oldest first, as text. */
export function ConversationMessages({ entry }: { entry: ReportedConversation }) {
  return (
    <section className="conversation-report-messages" aria-label="The last messages">
      {entry.earlier > 0 ? (
        <p className="console-meta">
          {entry.earlier} earlier {entry.earlier === 1 ? 'message' : 'messages'} not shown.
        </p>
      ) : null}
      <ol className="stack-list">
        {entry.messages.map((message) => (
          <li key={message.id} className={`conversation-report-message conversation-report-message-${message.side}`}>
            <p className="console-meta">
              <strong>{message.author}</strong>
              <span>({message.side})</span>
              <When at={message.createdAt} />
            </p>
            <p className="conversation-report-body">{message.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Dismiss (no reason), or close as spam or warn, each about a side that was reported and with the reason it reads. */
export function conversationDecisions(entry: ReportedConversation, send: SendDecision): ItemDecisions {
  const about = `the conversation about the ${entry.yacht.title}`;
  const decide = (outcome: ConversationDecisionOutcome, side: ConversationSide | null, reason = '') =>
    send(
      () =>
        operatorPost<ReportedConversation>(CONVERSATION_MODERATION_API.decide(entry.id), {
          outcome,
          reason,
          ...(side ? { side } : {}),
        }),
      outcome === 'spam'
        ? `${capital(about)} is closed as spam; ${sideName(side ?? 'seller')} is told why.`
        : outcome === 'warn'
          ? `${capital(sideName(side ?? 'seller'))} of ${about} is warned.`
          : `The reports of ${about} are dismissed.`,
      outcome !== 'dismiss',
    );
  // The side a report is about is the other side than its reporter; when both reported, each decision names its side.
  const reported = [...new Set(entry.reports.map((report) => reportedSideOf(report.side)))];
  const both = reported.length > 1;
  const spam = reported.map((side): ReasonDecision => ({
    key: `spam-${side}`,
    action: both ? `Close as spam, ${sideName(side)} at fault` : 'Close as spam',
    label: `Why it is closed as spam (${sideName(side)} reads this)`,
    hint: 'Nobody can write in the conversation any more. The reporter is told it was closed.',
    onDecide: (reason) => decide('spam', side, reason),
  }));
  const warn = reported.map((side): ReasonDecision => ({
    key: `warn-${side}`,
    action: `Warn ${sideName(side)}`,
    tone: 'primary',
    label: `The warning (${sideName(side)} reads this; the conversation stays open)`,
    onDecide: (reason) => decide('warn', side, reason),
  }));
  return {
    maxLength: CONVERSATION_MODERATION_LIMITS.reasonMax,
    requiredMessage: CONVERSATION_MODERATION_MESSAGES.reasonRequired,
    plain: { label: 'Dismiss the reports', onDecide: () => decide('dismiss', null) },
    reasons: [...spam, ...warn],
  };
}
