// A selling status as a badge (tokens.css's .status-badge in the selling pages' size, with a dot): the label carries
// the meaning, the tone and the dot only repeat it.
import { SELL_STATUS_LABELS, type SellStatus } from '@yachts/contracts/selling';

export type BadgeTone = 'ok' | 'warn' | 'danger';

/** `status` is written on the badge (data-status) where tests and tools read it. */
export function SellBadge({ label, tone, status }: { label: string; tone?: BadgeTone; status?: string }) {
  return (
    <span className={tone ? `status-badge sell-status status-${tone}` : 'status-badge sell-status'} data-status={status}>
      <span className="sell-status-dot" aria-hidden="true" />
      {label}
    </span>
  );
}

const STATUS_TONES: Partial<Record<SellStatus, BadgeTone>> = { under_review: 'warn', approved: 'ok', rejected: 'danger' };

/** An application's status. */
export function StatusBadge({ status }: { status: SellStatus }) {
  return <SellBadge label={SELL_STATUS_LABELS[status] ?? status} tone={STATUS_TONES[status]} status={status} />;
}
