// The seller and business entry queue (admin): who asks to sell on the site, the longest waiting first; approve, or
// reject with the reason the applicant reads.
import { ENTRY_STATUSES, type OperatorEntry } from '@yachts/contracts/selling';
import { ConsoleFacts, DecisionError, QueueItem, ReasonGiven, StatusBadge, StatusQueue, When, useDecision } from 'shared/operator';
import { countryName } from '../common/format';
import { RejectForm } from './reject-form';
import { listEntries, reviewEntry } from './review-calls';

// Each status's words and tone: on an item's badge and on the status's tab.
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
          <RejectForm reader="the applicant" onDecide={(reason) => decide('rejected', reason)} />
        </>
      ) : null}
    </QueueItem>
  );
}

export function EntriesQueue() {
  return (
    <StatusQueue
      title="Seller entries"
      statuses={ENTRY_STATUSES}
      tabLabel={(status) => STATUS_WORDS[status][0]}
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
