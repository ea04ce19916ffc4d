// The seller and business entry queue (admin): who asks to sell on the site, the longest waiting first; approve, or
// reject with the reason the applicant reads. A business shows its trader details (EU Digital Services Act Art. 30,
// decision 045): approving its entry verifies the trader, whose listings may then go live.
import type { ReactNode } from 'react';
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

export const VERIFY_NOTE =
  'Approving a business verifies it as a trader: check its address, phone and trade register first. Its listings can go live only once it is verified.';

function websiteLink(website: string | null): ReactNode {
  return website ? (
    <a href={website} rel="noopener noreferrer nofollow" target="_blank">
      {website}
    </a>
  ) : (
    '—'
  );
}

function phoneLink(phone: string): ReactNode {
  return phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : '—';
}

/** What a business gave to be verified as a trader (DSA Art. 30(1)), with its self-certification or its absence. */
function TraderDetails({ entry }: { entry: OperatorEntry }) {
  const titleId = `entry-${entry.id}-trader`;
  const rows = [
    ['Postal address', entry.address || '—'],
    ['Phone', phoneLink(entry.phone)],
    ['Trade register', entry.tradeRegister || '—'],
    ['Website', websiteLink(entry.website)],
    ['E-mail', <a href={`mailto:${entry.email}`}>{entry.email}</a>],
    [
      'Self-certification',
      entry.selfCertifiedAt ? (
        <>
          Self-certified on <When at={entry.selfCertifiedAt} />
        </>
      ) : (
        <span className="status-badge status-warn">Not self-certified</span>
      ),
    ],
  ] as const;
  return (
    <section className="operator-trader" aria-labelledby={titleId}>
      <h3 id={titleId}>Trader details</h3>
      <ConsoleFacts rows={rows} />
    </section>
  );
}

function EntryItem({ entry, onDecided }: { entry: OperatorEntry; onDecided: () => void }) {
  const { busy, error, decide: run } = useDecision();
  const [words, tone] = STATUS_WORDS[entry.status];
  const business = entry.type === 'business';
  const name = entry.companyName || entry.contactName;
  const decide = (status: 'approved' | 'rejected', reason?: string) =>
    run(() => reviewEntry(entry.id, status, reason), {
      done:
        status === 'rejected'
          ? 'Rejected; the applicant is told why.'
          : business
            ? `${name} is verified as a trader and approved.`
            : `${name} is approved.`,
      then: onDecided,
      fromForm: reason !== undefined,
    });

  const facts = [
    ['Applies as', `${business ? 'Business' : 'Seller'}, ${entry.category}`],
    ['Contact', business ? entry.contactName : `${entry.contactName} (${entry.email})`],
    ['Member', `${entry.user.name} (${entry.user.email})`],
    ['Country', countryName(entry.country)],
    // A business's phone and website are among its trader details.
    ...(business
      ? []
      : ([
          ['Phone', phoneLink(entry.phone)],
          ['Website', websiteLink(entry.website)],
        ] as const)),
    ['Sent', <When at={entry.createdAt} />],
  ] as const;
  return (
    <QueueItem titleId={`entry-${entry.id}`} title={name} badge={<StatusBadge tone={tone}>{words}</StatusBadge>}>
      <ConsoleFacts rows={facts} />
      {business ? <TraderDetails entry={entry} /> : null}
      <ReasonGiven reason={entry.status === 'rejected' ? entry.reason : null} />
      <DecisionError error={error} />
      {entry.status === 'submitted' ? (
        <>
          {business ? <p className="console-lead">{VERIFY_NOTE}</p> : null}
          <div className="console-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('approved')}>
              {business ? 'Verify and approve' : 'Approve'}
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
      lead="Sellers, brokers, dealers and builders asking to sell on the site, the longest waiting first. Approving a business verifies it as a trader."
      load={listEntries}
      cacheKey="operator-entries"
      what="the entries"
      empty="No entry applications with this status."
    >
      {(entry, reload) => <EntryItem key={entry.id} entry={entry} onDecided={reload} />}
    </StatusQueue>
  );
}
