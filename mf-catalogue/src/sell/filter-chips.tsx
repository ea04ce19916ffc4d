// A row of links that narrow a list (kind of yacht, status). Links, not ARIA tabs: each view has its own address;
// aria-current marks the one shown.
import { Link } from 'react-router-dom';

export interface FilterChip {
  key: string;
  label: string;
  to: string;
}

export function FilterChips({ label, chips, current }: { label: string; chips: FilterChip[]; current: string }) {
  return (
    <nav className="sell-chips" aria-label={label}>
      <span className="sell-chips-label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className="pill-link" to={chip.to} aria-current={chip.key === current ? 'true' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
