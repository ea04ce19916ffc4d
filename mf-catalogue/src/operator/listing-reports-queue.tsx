// Reported listings (moderator; DSA Art. 16 notices and Art. 17 statements of reasons): listed yachts visitors and
// members reported that no operator has decided on, priority first (several reporters, or a scam or illegal report),
// then the longest waiting; withdraw with the reason the seller reads (inbox and e-mail), keep it, or warn the seller.
// The second view holds withdrawals whose seller asked for a second look: list the yacht again, or keep it withdrawn
// with a reason. Every decision is in the audit log. The queue's page and parts are shared/operator's.
import {
  LISTING_DECISION_MESSAGES,
  LISTING_REPORT_API,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_REASON_LABELS,
  type ListingDecisionAction,
  type ListingSecondLookOutcome,
} from '@yachts/contracts/listing-reports';
import type { ReportedListing } from '@yachts/contracts/wire/listing-reports';
import {
  ConsoleFacts,
  ReportQueuePage,
  ReportedItem,
  StatusBadge,
  operatorPost,
  type ItemDecisions,
  type QueueViews,
  type SendDecision,
} from 'shared/operator';

type View = 'waiting' | 'second-look';

const VIEWS: QueueViews<View> = [
  {
    value: 'waiting',
    label: 'Waiting for a decision',
    lead: 'Listings visitors and members reported that nobody has decided on: priority first (three or more reporters, or a scam or illegal report), then the longest waiting.',
    countLabel: 'reported listings waiting',
    empty: 'No reported listings are waiting.',
  },
  {
    value: 'second-look',
    label: 'Second looks',
    lead: 'Withdrawn listings whose seller asked for a second look, the longest waiting first. Your decision is the answer they receive.',
    countLabel: 'second looks asked',
    empty: 'No seller is waiting for a second look.',
  },
];

/** The reasons given, each with how many reported it so. */
function reasonsText(entry: ReportedListing): string {
  return entry.reasons.map(({ reason, count }) => `${LISTING_REPORT_REASON_LABELS[reason]} (${count})`).join(', ') || '—';
}

const LIMITS = { maxLength: LISTING_REPORT_LIMITS.reasonMax, requiredMessage: LISTING_DECISION_MESSAGES.reasonRequired };

/** Waiting: keep it (no reason), or withdraw it or warn its seller, each with the reason the seller reads. */
function waitingDecisions(entry: ReportedListing, send: SendDecision): ItemDecisions {
  const decide = (action: ListingDecisionAction, reason = '') =>
    send(
      () => operatorPost<ReportedListing>(LISTING_REPORT_API.decide(entry.kind, entry.id), { action, reason }),
      action === 'withdraw'
        ? `“${entry.name}” is withdrawn; its seller is told why.`
        : action === 'warn'
          ? `“${entry.name}” stays listed; its seller is warned.`
          : `“${entry.name}” stays listed; its reports are settled.`,
      action !== 'keep',
    );
  const withdraw = {
    action: 'Withdraw',
    label: 'Why it is withdrawn (the seller reads this)',
    hint: 'Say what is wrong with the listing, so the seller can understand and ask for a second look.',
    onDecide: (reason: string) => decide('withdraw', reason),
  };
  const warn = {
    action: 'Warn the seller',
    tone: 'primary' as const,
    label: 'The warning (the seller reads this; the listing stays)',
    onDecide: (reason: string) => decide('warn', reason),
  };
  return { ...LIMITS, plain: { label: 'Keep it listed', onDecide: () => decide('keep') }, reasons: [withdraw, entry.seller ? warn : null] };
}

/** A second look: list it again (no reason), or keep it withdrawn with the reason the seller reads. */
function secondLookDecisions(entry: ReportedListing, send: SendDecision): ItemDecisions {
  const answer = (outcome: ListingSecondLookOutcome, reason = '') =>
    send(
      () => operatorPost<ReportedListing>(LISTING_REPORT_API.secondLook(entry.kind, entry.id), { outcome, reason }),
      outcome === 'reverse'
        ? `“${entry.name}” is listed again; its seller is told.`
        : `“${entry.name}” stays withdrawn; its seller is told why.`,
      outcome === 'uphold',
    );
  const uphold = {
    action: 'Keep it withdrawn',
    label: 'Why it stays withdrawn (the seller reads this)',
    onDecide: (reason: string) => answer('uphold', reason),
  };
  return { ...LIMITS, plain: { label: 'List it again', onDecide: () => answer('reverse') }, reasons: [uphold] };
}

function ReportedListingItem({ entry, view, onDecided }: { entry: ReportedListing; view: View; onDecided: () => void }) {
  const secondLook = entry.decision?.second_look;
  return (
    <ReportedItem
      titleId={`reported-listing-${entry.kind}-${entry.id}`}
      kind={entry.kind === 'new' ? 'New yacht' : 'Used yacht'}
      title={entry.name}
      badge={
        entry.priority ? (
          <StatusBadge tone="bad">Priority</StatusBadge>
        ) : entry.status === 'withdrawn' ? (
          <StatusBadge tone="bad">Withdrawn</StatusBadge>
        ) : (
          <StatusBadge tone="waiting">Listed</StatusBadge>
        )
      }
      byline={`Sold by ${entry.seller ? entry.seller.name : 'no known seller'}`}
      reports={entry.reports}
      firstReportedAt={entry.first_reported_at}
      secondLook={secondLook ? { who: 'The seller', askedAt: secondLook.asked_at, text: secondLook.text } : null}
      details={entry.details}
      open={entry.status === 'withdrawn' ? null : { to: entry.link, label: 'Open the listing' }}
      account={entry.seller ? { uuid: entry.seller.uuid, label: 'The seller’s account' } : null}
      decisions={(send) => (view === 'waiting' ? waitingDecisions(entry, send) : secondLookDecisions(entry, send))}
      onDecided={onDecided}
    >
      {view === 'waiting' ? (
        <ConsoleFacts
          rows={[
            ['Reported as', reasonsText(entry)],
            ['Reporters who want an answer', String(entry.contacts)],
          ]}
        />
      ) : null}
      {entry.decision?.reason && entry.decision.action === 'withdraw' ? (
        <p className="console-quote">
          <strong>Withdrawn because:</strong> {entry.decision.reason}
        </p>
      ) : null}
    </ReportedItem>
  );
}

export function ListingReportsQueue() {
  return (
    <ReportQueuePage<ReportedListing, View>
      title="Reported listings"
      views={VIEWS}
      path={LISTING_REPORT_API.queue}
      cacheKey="operator-listing-reports"
    >
      {(entry, view, reload) => <ReportedListingItem key={`${entry.kind}-${entry.id}`} entry={entry} view={view} onDecided={reload} />}
    </ReportQueuePage>
  );
}
