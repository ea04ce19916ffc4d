// Conversations between a buyer and a seller about a listing (decision 045): an enquiry opens one, both sides reply in
// the site, the seller keeps its status, either side can report it, and a message that talks of payment shows its
// reader what to check. The api and the browser read the same words, limits and cues from here.
import { pathOf } from './route-pattern';

export const CONVERSATION_STATUSES = ['new', 'answered', 'closed', 'spam'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
  spam: 'Spam',
};

/** Whose side of a conversation the caller is on. */
export const CONVERSATION_SIDES = ['buyer', 'seller'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** The lists of the conversations page: those the member asked about, and those about what they (or their dealer) sell. */
export const CONVERSATION_ROLES = ['buying', 'selling'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

export const CONVERSATION_REPORT_REASONS = ['spam', 'scam', 'abuse', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const CONVERSATION_REPORT_REASON_LABELS: Record<ConversationReportReason, string> = {
  spam: 'Spam or advertising',
  scam: 'A scam or a request for payment outside the site',
  abuse: 'Abusive or threatening',
  other: 'Something else',
};

export const CONVERSATION_LIMITS = {
  /** Characters of one message. */
  bodyMax: 3000,
  /** Characters of a report's detail. */
  reportDetailMax: 1000,
  /** Messages one member or visitor may send in conversationWindow (every conversation together). */
  messagesPerWindow: 30,
  messagesWindow: '10 minutes',
  /** Messages shown in one thread page (the newest; a longer thread says how many came before). */
  threadMax: 200,
  /** Response time (decision 045): over the threads opened in the last `responseDays` days ... */
  responseDays: 90,
  /** ... and only once the seller has this many of them, so one slow answer does not define a seller. */
  responseMinThreads: 3,
} as const;

export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Please write your message.',
  bodyTooLong: `Please keep your message under ${CONVERSATION_LIMITS.bodyMax} characters.`,
  notFound: 'We could not find this conversation. The link may be incomplete, or it is not one of yours.',
  closed: 'This conversation was marked as spam, so no more messages can be sent in it.',
  statusInvalid: `Please choose a status: ${CONVERSATION_STATUSES.join(', ')}.`,
  sellerOnly: 'Only the seller can change the status of a conversation.',
  buyerOnly: 'Only the buyer can share their contact details.',
  reportReason: 'Please choose why you are reporting this conversation.',
  reportDetailTooLong: `Please keep the details under ${CONVERSATION_LIMITS.reportDetailMax} characters.`,
  reported: 'Thank you. Our team will look at this conversation.',
  alreadyReported: 'You have already reported this conversation. Our team will look at it.',
  tooMany: (wait: string) => `You have sent many messages in a short time. Please wait ${wait} and try again.`,
  sent: 'Your message has been sent.',
  shared: 'The seller can now see your e-mail address and phone number.',
} as const;

/**
 * The warning shown with a message that asks for or gives payment details (decision 045): yacht buyers meet the
 * same frauds as other marketplaces' (a fake escrow service, changed bank details, a deposit to "reserve" a boat).
 */
export const PAYMENT_WARNING = {
  title: 'Check before you pay',
  points: [
    'Never pay a deposit or the price before you have seen the yacht and a signed contract from a known broker, lawyer or notary.',
    'Bank details that change by message, or payment by gift cards, crypto-currency or money transfer services, are the marks of a scam.',
    'We offer no escrow or payment service: a message that links to one in our name is a scam.',
    'If in doubt, call the seller on a number you found yourself, and report the conversation to us.',
  ],
} as const;

/**
 * Words of a message that ask for or give payment details: an IBAN, a wire or bank transfer, crypto-currencies, gift
 * cards, money transfer services, a deposit, an escrow service, changed bank details. Checked when a message is read,
 * so a better list applies to the old messages too.
 */
const PAYMENT_CUES: readonly RegExp[] = [
  // An IBAN: two letters, two check digits, then 11-30 letters and digits, often in groups of four.
  /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/,
  /\b(?:iban|swift|bic code|sort code|routing number)\b/i,
  /\b(?:wire|bank|money|telegraphic)[ -]?transfers?\b/i,
  /\b(?:bitcoins?|btc|ethereum|eth|usdt|tether|crypto(?:currenc(?:y|ies))?|wallet address)\b/i,
  /\bgift[ -]?cards?\b/i,
  /\b(?:western union|moneygram|wise transfer|paysafecard)\b/i,
  /\b(?:deposit|down[ -]?payment|reservation fee|holding fee)\b/i,
  /\bescrow\b/i,
  /\b(?:new|changed|updated|different) (?:bank|account) (?:details|number|account)\b/i,
];

/** Whether a message asks for or gives payment details, so its reader is shown PAYMENT_WARNING. */
export function mentionsPayment(text: string): boolean {
  return PAYMENT_CUES.some((cue) => cue.test(text));
}

/** "usually replies within 3 hours": the median minutes to a first reply, in words. */
export function responseTimeText(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'usually replies within an hour';
  const hours = Math.ceil(medianMinutes / 60);
  if (hours < 24) return `usually replies within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'usually replies within a day' : `usually replies within ${days} days`;
}

const byId = (id: number | string) => ({ id });

/** The conversations' calls (signed POSTs and GETs with the login token; a visitor's link carries `key`). */
export const CONVERSATIONS_API = {
  /** GET ?role=buying|selling&status=&page=&page_size= (login) -> ConversationsPage */
  list: '/api/v1/conversations',
  /** GET (login) -> { unread }: conversations with messages the member has not read. */
  unread: '/api/v1/conversations/unread',
  /** GET (login, or ?key= for a visitor's link) -> ConversationThread; reading it marks it read for the caller's side. */
  thread: pathOf('/api/v1/conversations/:id', byId),
  /** Signed POST { body, key? } -> ConversationThread */
  reply: pathOf('/api/v1/conversations/:id/messages', byId),
  /** Signed POST { status } (the seller) -> ConversationThread */
  status: pathOf('/api/v1/conversations/:id/status', byId),
  /** Signed POST { key? } (the buyer) -> ConversationThread: the seller may see the buyer's address and phone. */
  share: pathOf('/api/v1/conversations/:id/share', byId),
  /** Signed POST { reason, detail?, key? } -> null */
  report: pathOf('/api/v1/conversations/:id/report', byId),
} as const;
