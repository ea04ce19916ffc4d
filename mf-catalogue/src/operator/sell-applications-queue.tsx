// The sell-application queue (admin): the applications of one status, the longest waiting first, each with its
// applicant, photos and values, and the decisions its status allows: start the review, approve it (the yacht is
// listed at once, the seller is told), or reject it with the reason the seller reads.
import { OPERATOR_SELL_STATUSES, SELL_STATUS_LABELS, type OperatorApplication, type OperatorSellStatus } from '@yachts/contracts/selling';
import { ConsoleFacts, DecisionError, QueueItem, ReasonGiven, StatusBadge, StatusQueue, When, useDecision } from 'shared/operator';
import { FallbackImage, SiteLink } from 'shared/ui';
import { summaryLine } from '../sell/applications/application-row';
import { valueGroups } from '../sell/applications/value-groups';
import { RejectForm } from './reject-form';
import { listApplications, reviewApplication } from './review-calls';

// The tabs say the operators' short words for the statuses; an item's badge says the seller's (statusLabel).
const TABS: Record<OperatorSellStatus, string> = {
  submitted: 'New',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const TONE = { submitted: 'waiting', under_review: 'waiting', approved: 'good', rejected: 'bad', withdrawn: 'neutral' } as const;

function statusLabel(status: OperatorSellStatus): string {
  return status === 'withdrawn' ? 'Withdrawn by the seller' : SELL_STATUS_LABELS[status];
}

const DONE = {
  approved: (title: string) => `“${title}” is approved and listed.`,
  rejected: (title: string) => `“${title}” is rejected; the seller is told why.`,
  under_review: (title: string) => `“${title}” is under review.`,
} as const;

function ApplicationItem({ application, onDecided }: { application: OperatorApplication; onDecided: () => void }) {
  const { busy, error, decide: run } = useDecision();
  const open = application.status === 'submitted' || application.status === 'under_review';
  const decide = (status: 'under_review' | 'approved' | 'rejected', reason?: string) =>
    run(() => reviewApplication(application.id, status, reason), {
      done: DONE[status](application.title),
      then: onDecided,
      fromForm: reason !== undefined,
    });

  return (
    <QueueItem
      titleId={`sell-application-${application.id}`}
      title={application.title}
      badge={<StatusBadge tone={TONE[application.status]}>{statusLabel(application.status)}</StatusBadge>}
      className="operator-application"
    >
      <p className="console-meta">
        <span>{summaryLine(application)}</span>
        <span>
          From {application.user.name} ({application.user.email})
        </span>
        <span>
          Sent <When at={application.createdAt} />
        </span>
      </p>
      {application.values.photos.length ? (
        <ol className="console-pictures cover-media" aria-label="Photos">
          {application.values.photos.map((url, index) => (
            <li key={url}>
              <FallbackImage src={url} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} />
            </li>
          ))}
        </ol>
      ) : null}
      <details className="operator-values">
        <summary>Everything the seller sent</summary>
        {valueGroups(application.kind, application.values).map((group) => (
          <div key={group.title}>
            <h3>{group.title}</h3>
            <ConsoleFacts rows={group.rows.map(([name, value]) => [name, value ?? '—'] as const)} />
          </div>
        ))}
        <h3>Description</h3>
        <p className="console-quote">{application.values.description}</p>
      </details>
      <ReasonGiven reason={application.status === 'rejected' ? application.reason : null} />
      <DecisionError error={error} />
      <div className="console-actions">
        {application.listingUrl ? (
          <SiteLink to={application.listingUrl} className="btn btn-secondary">
            See the listing
          </SiteLink>
        ) : null}
        {application.status === 'submitted' ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decide('under_review')}>
            Start review
          </button>
        ) : null}
        {open ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('approved')}>
            Approve and list
          </button>
        ) : null}
      </div>
      {open ? <RejectForm reader="the seller" onDecide={(reason) => decide('rejected', reason)} /> : null}
    </QueueItem>
  );
}

export function SellApplicationsQueue() {
  return (
    <StatusQueue
      title="Sell applications"
      statuses={OPERATOR_SELL_STATUSES}
      tabLabel={(status) => TABS[status]}
      filtersLabel="Applications by status"
      countLabel={(label) => `${label.toLowerCase()} applications`}
      lead="The longest waiting first. Approving lists the yacht at once; the seller reads every decision in their inbox and by e-mail."
      load={listApplications}
      cacheKey="operator-sell"
      what="the applications"
      empty="No applications with this status."
    >
      {(application, reload) => <ApplicationItem key={application.id} application={application} onDecided={reload} />}
    </StatusQueue>
  );
}
