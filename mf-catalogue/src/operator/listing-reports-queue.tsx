// Reported listings (moderator; DSA Art. 16 notices and Art. 17 statements of reasons): listed yachts visitors and
// members reported that no operator has decided on, priority first (several reporters, or a scam or illegal report),
// then the longest waiting; withdraw with the reason the seller reads (inbox and e-mail), keep it, or warn the seller.
// The second view holds withdrawals whose seller asked for a second look: list the yacht again, or keep it withdrawn
// with a reason. Every decision is in the audit log.
import { Link } from 'react-router-dom';
import {
  LISTING_DECISION_MESSAGES,
  LISTING_REPORT_API,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_REASON_LABELS,
  type ListingDecisionAction,
  type ListingSecondLookOutcome,
} from '@yachts/contracts/listing-reports';
import type { Page } from '@yachts/contracts/envelope';
import { operatorPaths } from '@yachts/contracts/paths';
import type { ReportedListing } from '@yachts/contracts/wire/listing-reports';
import {
  ConsoleFacts,
  ConsoleHeading,
  DecisionError,
  FilterTabs,
  QueueItem,
  QueueResults,
  ReasonForm,
  StatusBadge,
  When,
  operatorGet,
  operatorPost,
  useDecision,
  useQueueAddress,
} from 'shared/operator';
import { SiteLink, useAsync, usePageTitle } from 'shared/ui';
import './listing-reports-queue.css';

const PAGE_SIZE = 10;

const STATES = [
  { value: 'waiting', label: 'Waiting for a decision' },
  { value: 'second-look', label: 'Second looks' },
] as const;
type View = (typeof STATES)[number]['value'];

const LEADS: Record<View, string> = {
  waiting:
    'Listings visitors and members reported that nobody has decided on: priority first (three or more reporters, or a scam or illegal report), then the longest waiting.',
  'second-look':
    'Withdrawn listings whose seller asked for a second look, the longest waiting first. Your decision is the answer they receive.',
};

/** The reasons given, each with how many reported it so. */
function reasonsText(entry: ReportedListing): string {
  return entry.reasons.map(({ reason, count }) => `${LISTING_REPORT_REASON_LABELS[reason]} (${count})`).join(', ') || '—';
}

/** What the reporters wrote, and the seller's words asking for a second look. */
function ListingWords({ entry }: { entry: ReportedListing }) {
  const secondLook = entry.decision?.second_look;
  return (
    <>
      {entry.decision?.reason && entry.decision.action === 'withdraw' ? (
        <p className="console-quote">
          <strong>Withdrawn because:</strong> {entry.decision.reason}
        </p>
      ) : null}
      {secondLook ? (
        <div className="listing-report-second-look">
          <p className="console-meta">
            The seller asked for a second look <When at={secondLook.asked_at} />:
          </p>
          <p className="console-quote">{secondLook.text}</p>
        </div>
      ) : null}
      {entry.details.length ? (
        <ul className="stack-list listing-report-details" aria-label="What reporters wrote">
          {entry.details.map((detail, index) => (
            <li key={index} className="console-quote">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type Send = (call: () => Promise<unknown>, done: string, fromForm: boolean) => Promise<void>;

/** Withdraw or warn, each with the reason the seller reads; keep needs none. */
function WaitingDecisions({ entry, send, busy }: { entry: ReportedListing; send: Send; busy: boolean }) {
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
  return (
    <>
      <div className="console-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decide('keep')}>
          Keep it listed
        </button>
      </div>
      <div className="console-decisions">
        <ReasonForm
          action="Withdraw"
          label="Why it is withdrawn (the seller reads this)"
          hint="Say what is wrong with the listing, so the seller can understand and ask for a second look."
          maxLength={LISTING_REPORT_LIMITS.reasonMax}
          requiredMessage={LISTING_DECISION_MESSAGES.reasonRequired}
          onDecide={(reason) => decide('withdraw', reason)}
        />
        {entry.seller ? (
          <ReasonForm
            action="Warn the seller"
            tone="primary"
            label="The warning (the seller reads this; the listing stays)"
            maxLength={LISTING_REPORT_LIMITS.reasonMax}
            requiredMessage={LISTING_DECISION_MESSAGES.reasonRequired}
            onDecide={(reason) => decide('warn', reason)}
          />
        ) : null}
      </div>
    </>
  );
}

/** List it again, or keep it withdrawn with the reason the seller reads. */
function SecondLookDecisions({ entry, send, busy }: { entry: ReportedListing; send: Send; busy: boolean }) {
  const answer = (outcome: ListingSecondLookOutcome, reason = '') =>
    send(
      () => operatorPost<ReportedListing>(LISTING_REPORT_API.secondLook(entry.kind, entry.id), { outcome, reason }),
      outcome === 'reverse'
        ? `“${entry.name}” is listed again; its seller is told.`
        : `“${entry.name}” stays withdrawn; its seller is told why.`,
      outcome === 'uphold',
    );
  return (
    <>
      <div className="console-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void answer('reverse')}>
          List it again
        </button>
      </div>
      <div className="console-decisions">
        <ReasonForm
          action="Keep it withdrawn"
          label="Why it stays withdrawn (the seller reads this)"
          maxLength={LISTING_REPORT_LIMITS.reasonMax}
          requiredMessage={LISTING_DECISION_MESSAGES.reasonRequired}
          onDecide={(reason) => answer('uphold', reason)}
        />
      </div>
    </>
  );
}

function ReportedListingItem({ entry, view, onDecided }: { entry: ReportedListing; view: View; onDecided: () => void }) {
  const { busy, error, decide } = useDecision();
  const send: Send = (call, done, fromForm) => decide(call, { done, then: onDecided, fromForm });
  return (
    <QueueItem
      titleId={`reported-listing-${entry.kind}-${entry.id}`}
      title={
        <>
          <span className="overline listing-report-kind">{entry.kind === 'new' ? 'New yacht' : 'Used yacht'}</span> {entry.name}
        </>
      }
      badge={
        entry.priority ? (
          <StatusBadge tone="bad">Priority</StatusBadge>
        ) : entry.status === 'withdrawn' ? (
          <StatusBadge tone="bad">Withdrawn</StatusBadge>
        ) : (
          <StatusBadge tone="waiting">Listed</StatusBadge>
        )
      }
    >
      <p className="console-meta">
        <span>Sold by {entry.seller ? entry.seller.name : 'no known seller'}</span>
        {entry.first_reported_at ? (
          <span>
            {entry.reports} {entry.reports === 1 ? 'report' : 'reports'}, the first <When at={entry.first_reported_at} />
          </span>
        ) : null}
      </p>
      {view === 'waiting' ? (
        <ConsoleFacts
          rows={[
            ['Reported as', reasonsText(entry)],
            ['Reporters who want an answer', String(entry.contacts)],
          ]}
        />
      ) : null}
      <ListingWords entry={entry} />
      <DecisionError error={error} />
      <div className="console-actions">
        {entry.status === 'withdrawn' ? null : (
          <SiteLink to={entry.link} className="btn btn-secondary">
            Open the listing
          </SiteLink>
        )}
        {entry.seller ? (
          <Link to={operatorPaths.members(entry.seller.uuid)} className="btn btn-secondary">
            The seller’s account
          </Link>
        ) : null}
      </div>
      {view === 'waiting' ? (
        <WaitingDecisions entry={entry} send={send} busy={busy} />
      ) : (
        <SecondLookDecisions entry={entry} send={send} busy={busy} />
      )}
    </QueueItem>
  );
}

export function ListingReportsQueue() {
  usePageTitle('Reported listings');
  const view = useQueueAddress(
    'state',
    STATES.map((option) => option.value),
    'waiting',
  );
  const current = view.filter as View;
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<ReportedListing>>(LISTING_REPORT_API.queue, { state: current, page: view.page, page_size: PAGE_SIZE }, signal),
    `operator-listing-reports|${current}|${view.page}`,
  );
  return (
    <div className="console-page">
      <ConsoleHeading
        title="Reported listings"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={current === 'second-look' ? 'second looks asked' : 'reported listings waiting'}
        lead={LEADS[current]}
      />
      <FilterTabs label="Reported listings by state" options={STATES} current={current} hrefFor={(value) => view.hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what="the reported listings"
        emptyTitle="Nothing to decide"
        empty={current === 'second-look' ? 'No seller is waiting for a second look.' : 'No reported listings are waiting.'}
        page={view.page}
        hrefFor={(target) => view.hrefFor(current, target)}
      >
        {(entry) => <ReportedListingItem key={`${entry.kind}-${entry.id}`} entry={entry} view={current} onDecided={reload} />}
      </QueueResults>
    </div>
  );
}
