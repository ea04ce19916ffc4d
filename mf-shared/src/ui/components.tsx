import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { DISPLAY_CURRENCIES, DISPLAY_CURRENCY_NAMES, type DisplayCurrency } from '@yachts/contracts/catalogue';
import { sessionStore, type LengthUnit } from '../session/session-store';
import { currencySymbol, formatPrice } from './format';
import { SkeletonList } from './loading-status';
import { usePageTitle } from './use-page-title';

export function PageIntro({ title, lead, aside }: { title: string; lead?: ReactNode; aside?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="page-intro-row">
        <div>
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </div>
        {aside}
      </div>
    </header>
  );
}

// Each name starts with the visible abbreviation and spells it out after (WCAG 2.5.3 Label in Name: a voice user says
// what they see).
const UNIT_LABELS: Record<LengthUnit, string> = { m: 'm (metres)', ft: 'ft (feet)' };

/** Switches how lengths are shown everywhere; bound to the one session store. */
export const LengthUnitToggle = observer(function LengthUnitToggle({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div className={`segmented${tone === 'dark' ? ' segmented-dark' : ''}`} role="group" aria-label="Length unit">
      {(Object.keys(UNIT_LABELS) as LengthUnit[]).map((unit) => (
        <button
          key={unit}
          type="button"
          aria-pressed={sessionStore.lengthUnit === unit}
          aria-label={UNIT_LABELS[unit]}
          onClick={() => sessionStore.setLengthUnit(unit)}
        >
          {unit}
        </button>
      ))}
    </div>
  );
});

/** Switches the currency prices are shown in everywhere; bound to the one session store like the length unit. */
export const CurrencySelect = observer(function CurrencySelect({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <label className={`currency-select${tone === 'dark' ? ' currency-select-dark' : ''}`}>
      <span className="visually-hidden">Show prices in</span>
      <select value={sessionStore.currency} onChange={(event) => sessionStore.setCurrency(event.target.value as DisplayCurrency)}>
        {DISPLAY_CURRENCIES.map((currency) => (
          <option key={currency} value={currency} title={DISPLAY_CURRENCY_NAMES[currency]}>
            {currencySymbol(currency) === currency ? currency : `${currencySymbol(currency)} ${currency}`}
          </option>
        ))}
      </select>
    </label>
  );
});

/**
 * A yacht's price in the visitor's currency with the asking price beside it ("≈ US$108,696 €100,000"), or the
 * asking price alone when it is in that currency (or nothing was converted). The converted one is marked as
 * approximate, for sight and for screen readers.
 */
export function PriceTag({
  price,
  currency,
  shownPrice,
}: {
  price: number;
  currency: string;
  shownPrice?: { amount: number; currency: string } | undefined;
}) {
  if (!shownPrice) return <>{formatPrice(price, currency)}</>;
  return (
    <>
      <span className="price-shown">
        <span aria-hidden="true">≈ </span>
        <span className="visually-hidden">about </span>
        {formatPrice(shownPrice.amount, shownPrice.currency)}
      </span>{' '}
      <span className="price-asking">
        <span className="visually-hidden">(asked as </span>
        {formatPrice(price, currency)}
        <span className="visually-hidden">)</span>
      </span>
    </>
  );
}

export function SkeletonCards({ count = 6, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <SkeletonList
      label={label}
      count={count}
      listClassName="card-grid"
      itemClassName="card"
      item={() => (
        <>
          <div className="skeleton" style={{ aspectRatio: '16 / 10', borderRadius: 0 }} />
          <div className="card-body">
            <div className="skeleton" style={{ height: 18, width: '70%', marginBottom: 10 }} />
            <div className="skeleton" style={{ height: 14, width: '45%' }} />
          </div>
        </>
      )}
    />
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="state-panel">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <section className="state-panel state-panel-error" role="alert">
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </section>
  );
}

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="container">
      <section className="state-panel" aria-labelledby="not-found-title">
        <p className="badge">404</p>
        <h1 id="not-found-title">We couldn’t find that page</h1>
        <p>The page may have moved, or the listing may have been sold. Try the catalogue or the community instead.</p>
        <div className="state-actions">
          <Link className="btn btn-primary" to="/new-yachts-for-sale/">
            Browse new yachts
          </Link>
          <Link className="btn btn-secondary" to="/">
            Back to the home page
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * Which build of an area is on screen: independent deploys are visible to the people who make them, in the page's
 * markup (the developer tools, the server's HTML), not to visitors or their screen readers. The shared package's own
 * build is named in an attribute (this component is compiled into `shared`).
 */
export function BuildStamp({ area, version }: { area: string; version: string }) {
  return (
    <p className="build-stamp" hidden data-shared-build={__BUILD_VERSION__}>
      {area} build <span data-build-version={version}>{version}</span>
    </p>
  );
}

export function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="btn btn-secondary" to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="btn btn-secondary" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
