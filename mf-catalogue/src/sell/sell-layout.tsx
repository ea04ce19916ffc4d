// The frame of every selling page: the section's own navigation (sell, applications, listings, and the dealer
// workspace for a member who works for a dealer) above the page. Links rather than tabs: each view has its own
// address; aria-current marks the one shown, sub-pages included.
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { BuildStamp } from 'shared/ui';
import { DealerNavLink } from './dealer/dealer-nav-link';
import './sell.css';

const SELL_NAV = [
  { label: 'Sell a yacht', to: paths.sell(), match: (path: string) => path === paths.sell() || /^\/sell\/(new|used)(\/|$)/.test(path) },
  { label: 'My applications', to: paths.sellApplications(), match: (path: string) => path.startsWith(paths.sellApplications()) },
  { label: 'My listings', to: paths.myListings(), match: (path: string) => path.startsWith(paths.myListings()) },
];

export function SellLayout() {
  const { pathname } = useLocation();
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <div className="container sell-shell">
      <nav className="sell-nav pill-nav" aria-label="Selling">
        <ul>
          {SELL_NAV.map((item) => (
            <li key={item.to}>
              <Link className="pill-link" to={item.to} aria-current={item.match(here) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <DealerNavLink here={here} />
        </ul>
      </nav>
      <Outlet />
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
}

/** The heading block of a selling page. */
export function SellIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="spread-row sell-intro">
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
      {children ? <div className="sell-intro-actions">{children}</div> : null}
    </header>
  );
}
