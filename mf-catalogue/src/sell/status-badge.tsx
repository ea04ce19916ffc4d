// An application's status as a badge: the label carries the meaning, the colour and mark only repeat it.
import { SELL_STATUS_LABELS, type SellStatus } from '@yachts/contracts/selling';

export function StatusBadge({ status }: { status: SellStatus }) {
  return (
    <span className={`sell-status sell-status-${status}`} data-status={status}>
      <span className="sell-status-dot" aria-hidden="true" />
      {SELL_STATUS_LABELS[status] ?? status}
    </span>
  );
}
