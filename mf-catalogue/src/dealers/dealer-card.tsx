// A dealer in the directory: mark, name linking to its page, category, where it is, and how many yachts it has
// listed. The whole card is one link target, like a yacht's card; the skeleton keeps the same shape while loading.
import { Link } from 'react-router-dom';
import type { DealerSummary } from '@yachts/contracts/catalogue';
import { SkeletonList } from 'shared/ui';
import { placeName } from '../common/format';
import { DEALER_CATEGORY_LABELS, stockSummary } from './dealer-format';
import { DealerLogo } from './dealer-logo';
import { PlaceLine } from '../common/place-line';

export function DealerCard({ dealer, eager = false }: { dealer: DealerSummary; eager?: boolean }) {
  const nameId = `dealer-${dealer.slug}-name`;
  const place = placeName(dealer.city, dealer.country);
  const listed = dealer.listings.new + dealer.listings.idle > 0;
  return (
    <li className="card dealer-card" data-testid="dealer-card">
      <article aria-labelledby={nameId} className="dealer-card-body">
        <div className="dealer-card-head">
          <DealerLogo name={dealer.name} logoUrl={dealer.logoUrl} eager={eager} />
          <div className="dealer-card-title">
            <h2 id={nameId} className="dealer-card-name">
              <Link to={dealer.url} className="dealer-card-link card-link">
                {dealer.name}
              </Link>
            </h2>
            <p className={`badge dealer-category dealer-category-${dealer.category}`}>{DEALER_CATEGORY_LABELS[dealer.category]}</p>
          </div>
        </div>
        {place ? <PlaceLine className="dealer-card-place" place={place} /> : null}
        <p className={`dealer-card-stock${listed ? '' : ' is-empty'}`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 17h18l-2.5 4h-13zM11 3v12H5zm2 2 6 10h-6z" fill="currentColor" />
          </svg>
          {stockSummary(dealer.listings)}
        </p>
      </article>
    </li>
  );
}

export function DealerCardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <SkeletonList
      label={label}
      count={count}
      listClassName="tile-list dealer-grid"
      itemClassName="card dealer-card"
      item={() => (
        <div className="dealer-card-body">
          <div className="dealer-card-head">
            <div className="skeleton dealer-logo dealer-logo-md" />
            <div className="dealer-card-title">
              <div className="skeleton" style={{ height: 18, width: '75%', marginBottom: 8 }} />
              <div className="skeleton" style={{ height: 14, width: 64 }} />
            </div>
          </div>
          <div className="skeleton" style={{ height: 14, width: '55%' }} />
          <div className="skeleton" style={{ height: 14, width: '40%' }} />
        </div>
      )}
    />
  );
}
