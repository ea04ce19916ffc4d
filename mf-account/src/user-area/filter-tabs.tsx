// A row of links that switch what a list shows (message type, kind of item). They are links, not ARIA tabs: each
// view has its own address, so it can be bookmarked and the back button works; aria-current marks the one shown.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FilterTab {
  key: string;
  label: string;
  to: string;
  /** A count shown after the label, such as unread messages. */
  badge?: ReactNode;
}

interface FilterTabsProps {
  label: string;
  tabs: FilterTab[];
  current: string;
  /** Chips that narrow a list inside a tab: they mark the current one as "true" rather than as the page. */
  variant?: 'tabs' | 'chips';
}

export function FilterTabs({ label, tabs, current, variant = 'tabs' }: FilterTabsProps) {
  const currentValue = variant === 'tabs' ? 'page' : 'true';
  return (
    <nav className={variant === 'tabs' ? 'account-tabs' : 'account-chips'} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              className={variant === 'tabs' ? undefined : 'pill-link'}
              to={tab.to}
              aria-current={tab.key === current ? currentValue : undefined}
            >
              {tab.label}
              {tab.badge !== undefined && tab.badge !== null ? <span className="soft-pill account-count">{tab.badge}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
