// The seller and business entry queue (admin): who asks to sell on the site, the longest waiting first; approve, or
// reject with the reason the applicant reads.
import { ENTRY_STATUSES, OPERATOR_REVIEW_LIMITS, OPERATOR_SELLING_MESSAGES, type OperatorEntry } from '@yachts/contracts/selling';
import {
  ConsoleFacts,
  DecisionError,
  QueueItem,
  ReasonForm,
  ReasonGiven,
  StatusBadge,
  StatusQueue,
  When,
  useDecision,
} from 'shared/operator';
import { countryName } from '../common/format';
import { listEntries, reviewEntry } from './review-calls';

const FILTERS = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
] as const;

const STATUS_WORDS: Record<(typeof ENTRY_STATUSES)[number], [string, 'waiting' | 'good' | 'bad']> = {
  submitted: ['Waiting', 'waiting'],
  approved: ['Approved', 'good'],
  rejected: ['Rejected', 'bad'],
};

function EntryItem({ entry, onDecided }: { entry: OperatorEntry; onDecided: () => void }) {
  const { busy, error, decide: run } = useDecision();
  const [words, tone] = STATUS_WORDS[entry.status];
  const decide = (status: 'approved' | 'rejected', reason?: string) =>
    run(() => reviewEntry(entry.id, status, reason), {
      done: status === 'approved' ? `${entry.companyName || entry.contactName} is approved.` : 'Rejected; the applicant is told why.',
      then: onDecided,
      fromForm: reason !== undefined,
    });

  const facts = [
    ['Applies as', `${entry.type === 'business' ? 'Business' : 'Seller'}, ${entry.category}`],
    ['Contact', `${entry.contactName} (${entry.email})`],
    ['Member', `${entry.user.name} (${entry.user.email})`],
    ['Country', countryName(entry.country)],
    [
      'Website',
      entry.website ? (
        <a href={entry.website} rel="noopener noreferrer nofollow" target="_blank">
          {entry.website}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Sent', <When at={entry.createdAt} />],
  ] as const;
  return (
    <QueueItem
      titleId={`entry-${entry.id}`}
      title={entry.companyName || entry.contactName}
      badge={<StatusBadge tone={tone}>{words}</StatusBadge>}
    >
      <ConsoleFacts rows={facts} />
      <ReasonGiven reason={entry.status === 'rejected' ? entry.reason : null} />
      <DecisionError error={error} />
      {entry.status === 'submitted' ? (
        <>
          <div className="console-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('approved')}>
              Approve
            </button>
          </div>
          <ReasonForm
            action="Reject"
            label="Why it is rejected (the applicant reads this)"
            maxLength={OPERATOR_REVIEW_LIMITS.reasonMax}
            requiredMessage={OPERATOR_SELLING_MESSAGES.reasonRequired}
            onDecide={(reason) => decide('rejected', reason)}
          />
        </>
      ) : null}
    </QueueItem>
  );
}

export function EntriesQueue() {
  return (
    <StatusQueue
      title="Seller entries"
      filters={FILTERS}
      filtersLabel="Entries by status"
      countLabel={() => 'entry applications'}
      lead="Sellers, brokers, dealers and builders asking to sell on the site, the longest waiting first."
      load={listEntries}
      cacheKey="operator-entries"
      what="the entries"
      empty="No entry applications with this status."
    >
      {(entry, reload) => <EntryItem key={entry.id} entry={entry} onDecided={reload} />}
    </StatusQueue>
  );
}
