// "Recently viewed": the yachts this browser opened last, as a row of small links (the home page, the lists). Drawn
// after hydration only, since the list lives in the browser; `except` leaves out the yacht being looked at.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { FallbackImage, useHydrated } from 'shared/ui';
import { lengthBoth } from '../common/format';
import { yachtName, yachtPath } from '../common/kinds';
import { recentlyViewed } from './recently-viewed-store';

export const RecentlyViewed = observer(function RecentlyViewed({ except }: { except?: { kind: string; id: number } }) {
  const hydrated = useHydrated();
  const titleId = useId();
  useEffect(() => recentlyViewed.load(), []);
  const items = recentlyViewed.items.filter((item) => !(except && item.kind === except.kind && item.id === except.id));
  if (!hydrated || items.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby={titleId}>
      <div className="recently-viewed-head">
        <h2 id={titleId}>Recently viewed</h2>
        <button type="button" className="link-button filter-link" onClick={() => recentlyViewed.clear()}>
          Clear<span className="visually-hidden"> the recently viewed yachts</span>
        </button>
      </div>
      <ul className="recently-viewed-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={yachtPath(item)} className="recently-viewed-item">
              <FallbackImage src={item.imageUrl} alt="" width={160} height={100} loading="lazy" />
              <span className="recently-viewed-name">{yachtName(item)}</span>
              <span className="recently-viewed-meta">
                {item.year} · {lengthBoth(item.lengthM, sessionStore.lengthUnit)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
