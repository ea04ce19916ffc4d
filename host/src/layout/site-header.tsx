import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { CurrencySelect, LengthUnitToggle } from 'shared/ui';
import { HeaderSearch } from 'shared/site';
import { HeaderAccount } from './account-menu';
import { NotificationBell } from './notification-bell';

const NAV = [
  { to: paths.newYachts(), label: 'New yachts' },
  { to: paths.usedYachts(), label: 'Used yachts' },
  { to: paths.community(), label: 'Community' },
  { to: paths.sell(), label: 'Sell' },
];

/**
 * The header stays at the top of the screen; what else sticks to the top (a list's filters, a yacht's price column)
 * and what the page scrolls to (a result count, an anchor) stays below it: its height is `--site-header-height`,
 * measured here (host.css gives the usual heights until the script runs).
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--site-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const ref = useHeaderHeight();
  return (
    <header ref={ref} className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand" aria-label="Yacht Harbour home">
          <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true">
            <path d="M33 10v34h19L33 10z" fill="#fff" />
            <path d="M30 18v26H14l16-26z" fill="#9fd3ea" />
            <path d="M8 48h48l-6 7H15z" fill="#c99a3c" />
          </svg>
          <span>Yacht Harbour</span>
        </Link>
        <div className="header-search-slot">
          <HeaderSearch onSearched={() => setMenuOpen(false)} />
        </div>
        <div className="header-quick">
          {/* The bell stays on the first row on a phone too, beside the menu button, not inside the menu. */}
          <NotificationBell />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">Menu</span>
            <span aria-hidden="true" className="menu-icon" />
          </button>
        </div>
        <nav id="site-nav" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="header-tools">
            <CurrencySelect tone="dark" />
            <LengthUnitToggle tone="dark" />
            <HeaderAccount onNavigate={() => setMenuOpen(false)} />
          </div>
        </nav>
      </div>
    </header>
  );
}
