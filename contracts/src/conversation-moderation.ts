// The operators' queue of reported conversations (decisions 033 and 045): either side of a conversation may report it;
// a moderator reads the reports and the conversation's last messages, then closes it as spam, dismisses the reports,
// or warns the side that was reported. The side at fault reads the statement of reasons (DSA Art. 17) in the inbox and
// by e-mail; the reporter is told the outcome in a sentence. The api and the console read these words and limits.
import { pathOf } from './route-pattern';
import type { ConversationReportReason, ConversationSide } from './conversations';

/** The queue's views: conversations with reports waiting for a decision, and those decided. */
export const CONVERSATION_QUEUE_STATES = ['open', 'resolved'] as const;
export type ConversationQueueState = (typeof CONVERSATION_QUEUE_STATES)[number];

/**
 * spam: the conversation is closed as spam, nobody can write in it any more; dismiss: nothing wrong, the reports are
 * settled; warn: the side that was reported (the other side than the reporter) is warned, with the reason.
 */
export const CONVERSATION_DECISION_OUTCOMES = ['spam', 'dismiss', 'warn'] as const;
export type ConversationDecisionOutcome = (typeof CONVERSATION_DECISION_OUTCOMES)[number];

/** The word each outcome leaves in a report's `outcome` column. */
export const CONVERSATION_REPORT_OUTCOME_WORDS: Record<ConversationDecisionOutcome, string> = {
  spam: 'spam',
  dismiss: 'dismissed',
  warn: 'warned',
};

/** The outcomes as the console names them, by their stored word. */
export const CONVERSATION_REPORT_OUTCOME_LABELS: Record<string, string> = {
  spam: 'Closed as spam',
  dismissed: 'Dismissed',
  warned: 'Warned',
};

/** Reasons that put a conversation first in the queue. */
export const CONVERSATION_PRIORITY_REASONS: readonly ConversationReportReason[] = ['scam'];

export const CONVERSATION_MODERATION_LIMITS = {
  /** The reason an operator writes for the side at fault. */
  reasonMax: 1000,
  /** The last messages of a conversation the queue shows, so the operator can judge. */
  messagesShown: 20,
} as const;

export const CONVERSATION_MODERATION_MESSAGES = {
  outcome: 'Please choose to close the conversation as spam, to dismiss the reports or to warn the side that was reported.',
  side: 'Please choose which side of the conversation the decision is about: the buyer or the seller.',
  sideNotReported: 'Only the side that was reported (the other side than the reporter) can be warned or closed as spam for.',
  reasonRequired: 'Please write the reason the side that was reported will read.',
  reasonTooLong: `Please keep the reason under ${CONVERSATION_MODERATION_LIMITS.reasonMax} characters.`,
  notFound: 'We could not find a reported conversation with that number.',
  alreadyDecided: 'The reports of this conversation were already decided. Reload the queue to see the conversations still waiting.',
} as const;

/** "the buyer" / "the seller". */
export const sideName = (side: ConversationSide): string => (side === 'buyer' ? 'the buyer' : 'the seller');

/** The side a report is about: the other side than its reporter. */
export const reportedSideOf = (reporter: ConversationSide): ConversationSide => (reporter === 'buyer' ? 'seller' : 'buyer');

/** What the reporter reads of the decision, in one plain sentence. */
export function reporterOutcomeText(outcome: ConversationDecisionOutcome, yachtTitle: string): string {
  switch (outcome) {
    case 'spam':
      return `Our team closed your conversation about the ${yachtTitle} as spam: no more messages can be sent in it.`;
    case 'warn':
      return `Our team looked at your report of the conversation about the ${yachtTitle} and warned the other side.`;
    default:
      return `Our team looked at your report of the conversation about the ${yachtTitle} and found nothing against our rules in it.`;
  }
}

const byId = (id: number | string) => ({ id });

/** The operators' calls (a moderator's or an admin's verified login; JSON with the login token). */
export const CONVERSATION_MODERATION_API = {
  /** GET ?state=open|resolved&page&page_size -> Page<ReportedConversation> */
  queue: '/api/v1/operator/conversation-reports',
  /** POST { outcome: spam | dismiss | warn, reason, side? } -> ReportedConversation */
  decide: pathOf('/api/v1/operator/conversation-reports/:id', byId),
} as const;
