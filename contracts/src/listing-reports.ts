// "Report this listing" as browser and server agree on it (EU Digital Services Act Art. 16 notices, Art. 17
// statements of reasons): the reasons a visitor or member gives, the limits, the words, and the calls: the report
// itself (form-style, visitors too), the operators' queue and decisions, and the seller's second look at a withdrawal.
import { pathOf } from './route-pattern';

export const LISTING_REPORT_REASONS = ['sold', 'scam', 'wrong-details', 'duplicate', 'illegal'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  sold: 'Sold or no longer available',
  scam: 'Suspected scam',
  'wrong-details': 'Wrong details (price, photos, specifications)',
  duplicate: 'Duplicate of another listing',
  illegal: 'Illegal content or goods',
};

/** Reasons that put a listing first in the operators' queue however few reported it. */
export const LISTING_PRIORITY_REASONS: readonly ListingReportReason[] = ['scam', 'illegal'];

export const LISTING_REPORT_LIMITS = {
  detailMax: 1000,
  /** A listing reported by this many sessions is marked for priority. */
  prioritySessions: 3,
  /** The reason an operator writes for the seller. */
  reasonMax: 1000,
  secondLookMin: 10,
  secondLookMax: 1000,
} as const;

/** The calls. */
export const LISTING_REPORT_API = {
  /** Form-style POST {kind: new | idle, yacht_id, reason, detail?, email?} -> null; visitors and members. */
  report: '/yacht/report',
  /** GET ?state&page&page_size -> Page<ReportedListing> (operator: a moderator or an admin). */
  queue: '/api/v1/operator/listing-reports',
  /** POST {action: withdraw | keep | warn, reason} -> ReportedListing (operator). */
  decide: pathOf('/api/v1/operator/listing-reports/:kind/:id', (kind: string, id: number | string) => ({ kind, id })),
  /** POST {outcome: reverse | uphold, reason} -> ReportedListing: the answer to the seller's second look (operator). */
  secondLook: pathOf('/api/v1/operator/listing-reports/:kind/:id/second-look', (kind: string, id: number | string) => ({ kind, id })),
  /** Form-style POST {} -> WithdrawnListing[]: the caller's listings our team withdrew, newest first (login required). */
  withdrawals: '/yacht/withdrawals',
  /** POST {kind, id, text} (signed, the listing's seller) -> {asked_at}: once per withdrawal. */
  askSecondLook: '/api/v1/catalogue/listing-second-looks',
} as const;

/** The queue's views: listings with reports waiting for a decision, and withdrawals whose seller asked for a second look. */
export const LISTING_QUEUE_STATES = ['waiting', 'second-look'] as const;
export type ListingQueueState = (typeof LISTING_QUEUE_STATES)[number];

/** withdraw: out of the catalogue, the seller told why; keep: it stays, reports settled; warn: it stays, the seller warned. */
export const LISTING_DECISION_ACTIONS = ['withdraw', 'keep', 'warn'] as const;
export type ListingDecisionAction = (typeof LISTING_DECISION_ACTIONS)[number];

/** reverse: listed again; uphold: it stays withdrawn. */
export const LISTING_SECOND_LOOK_OUTCOMES = ['reverse', 'uphold'] as const;
export type ListingSecondLookOutcome = (typeof LISTING_SECOND_LOOK_OUTCOMES)[number];

export const LISTING_REPORT_MESSAGES = {
  reason: 'Please choose a reason.',
  detailTooLong: `Please keep the details under ${LISTING_REPORT_LIMITS.detailMax} characters.`,
  kind: 'Please say whether the yacht is new or used.',
  reported: 'Thank you for your report. Our team will look at this listing.',
  alreadyReported: 'You have already reported this listing.',
  tooMany: (wait: string) => `You have sent several reports in a short time. Please wait ${wait} and try again.`,
} as const;

export const LISTING_DECISION_MESSAGES = {
  action: 'Please choose to withdraw the listing, to keep it or to warn its seller.',
  outcome: 'Please choose to list it again or to keep it withdrawn.',
  reasonRequired: 'Please write the reason the seller will read.',
  reasonTooLong: `Please keep the reason under ${LISTING_REPORT_LIMITS.reasonMax} characters.`,
  notFound: 'We could not find that listing.',
  notListed: 'This listing is not in the catalogue now, so it cannot be withdrawn.',
  noSeller: 'This listing has no seller to warn.',
  noSecondLook: 'No second look is waiting for this listing.',
} as const;

export const LISTING_SECOND_LOOK_MESSAGES = {
  text: `Please tell us in ${LISTING_REPORT_LIMITS.secondLookMin}-${LISTING_REPORT_LIMITS.secondLookMax} characters why the listing should be shown again.`,
  notFound: 'We could not find that listing among yours.',
  notWithdrawn: 'Only a listing our team withdrew can be looked at again.',
  already: 'You have already asked for a second look at this listing; our team will decide once more.',
  asked: 'Thank you. Our team will look at your listing again, and you will be told the outcome.',
} as const;

/**
 * What a reporter who left an address reads of the decision (DSA Art. 16(5)): the outcome in one plain sentence, never
 * the seller's statement of reasons.
 */
export function listingReporterText(action: ListingDecisionAction, listingName: string): string {
  switch (action) {
    case 'withdraw':
      return `Thank you for reporting the listing “${listingName}”. Our team looked at it and withdrew it from the catalogue.`;
    case 'warn':
      return `Thank you for reporting the listing “${listingName}”. Our team looked at it and asked the seller to correct it; it stays in the catalogue meanwhile.`;
    default:
      return `Thank you for reporting the listing “${listingName}”. Our team looked at it and found nothing against our rules, so it stays in the catalogue.`;
  }
}
