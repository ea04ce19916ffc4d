// The seller and business entry queue (admin): who asks to sell on the site, the longest waiting first; approve, or
// reject with the reason the applicant reads.
import { ENTRY_STATUSES, OPERATOR_REVIEW_LIMITS, OPERATOR_SELLING_MESSAGES, type OperatorEntry } from '@yachts/contracts/selling';
import {
  ConsoleHeading,
  QueueResults,
  DecisionError,
  FilterTabs,
  ReasonForm,
  StatusBadge,
  When,
  useDecision,
  useQueueAddress,
} from 'shared/operator';
import { useAsync, usePageTitle } from 'shared/ui';
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

  const titleId = `entry-${entry.id}`;
  return (
    <li className="console-item" aria-labelledby={titleId}>
      <div className="console-item-head">
        <h2 id={titleId}>{entry.companyName || entry.contactName}</h2>
        <StatusBadge tone={tone}>{words}</StatusBadge>
      </div>
      <dl className="console-facts">
        <div>
          <dt>Applies as</dt>
          <dd>
            {entry.type === 'business' ? 'Business' : 'Seller'}, {entry.category}
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {entry.contactName} ({entry.email})
          </dd>
        </div>
        <div>
          <dt>Member</dt>
          <dd>
            {entry.user.name} ({entry.user.email})
          </dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{countryName(entry.country)}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            {entry.website ? (
              <a href={entry.website} rel="noopener noreferrer nofollow" target="_blank">
                {entry.website}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <When at={entry.createdAt} />
          </dd>
        </div>
      </dl>
      {entry.status === 'rejected' && entry.reason ? (
        <p className="console-quote">
          <strong>Reason given:</strong> {entry.reason}
        </p>
      ) : null}
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
    </li>
  );
}

export function EntriesQueue() {
  usePageTitle('Seller entries');
  const { filter, page, hrefFor } = useQueueAddress(
    'status',
    FILTERS.map((option) => option.value),
    'submitted',
  );
  const [state, reload] = useAsync((signal) => listEntries(filter, page, signal), `operator-entries|${filter}|${page}`);
  return (
    <div className="console-page">
      <ConsoleHeading
        title="Seller entries"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel="entry applications"
        lead="Sellers, brokers, dealers and builders asking to sell on the site, the longest waiting first."
      />
      <FilterTabs label="Entries by status" options={FILTERS} current={filter} hrefFor={(value) => hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what="the entries"
        emptyTitle="Nothing here"
        empty="No entry applications with this status."
        page={page}
        hrefFor={(target) => hrefFor(filter, target)}
      >
        {(entry) => <EntryItem key={entry.id} entry={entry} onDecided={reload} />}
      </QueueResults>
    </div>
  );
}
