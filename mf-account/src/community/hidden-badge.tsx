// Marks what only its author still sees: a topic or comment hidden after reports (decision 018).
export function HiddenBadge() {
  return (
    <span className="badge badge-hidden" title="Hidden after reports: only you can still see it">
      Hidden after reports
    </span>
  );
}
