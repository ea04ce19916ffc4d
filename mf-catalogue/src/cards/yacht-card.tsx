// A yacht in a list: cover picture (default picture on error, lazy, fixed ratio so nothing jumps), name linking to
// its page, year, length in m and ft, cabins, place, price in its currency, the condition of a used one, and the
// follow heart. The whole card is one link target; the heart sits above it as its own button.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { CONDITION_LABELS, YACHT_TYPE_LABELS, type YachtSummary } from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { FallbackImage, formatPrice, PriceTag } from 'shared/ui';
import { FollowHeart } from '../follow/follow-button';
import { CompareToggle } from '../compare/compare-toggle';
import { lengthBoth, placeName } from '../common/format';
import { yachtName, yachtPath } from '../common/kinds';
import { PlaceLine } from '../common/place-line';

/**
 * `eager`: the card is in the first screen, so its picture loads at once; `lead`: it is the first one, most likely the
 * largest thing a phone paints, so the browser fetches its picture before anything of lower priority.
 */
export const YachtCard = observer(function YachtCard({
  yacht,
  eager = false,
  lead = false,
}: {
  yacht: YachtSummary;
  eager?: boolean;
  lead?: boolean;
}) {
  const name = yachtName(yacht);
  const nameId = `yacht-${yacht.kind}-${yacht.id}-name`;
  const place = placeName(yacht.location, yacht.country);
  return (
    <li className="card yacht-card" data-testid="yacht-card">
      <article aria-labelledby={nameId}>
        <div className="yacht-card-media">
          <FallbackImage
            src={yacht.imageUrl}
            alt=""
            width={640}
            height={400}
            loading={eager || lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : undefined}
          />
          <span className="badge yacht-card-type">{YACHT_TYPE_LABELS[yacht.type]}</span>
          {yacht.kind === 'idle' && yacht.condition ? (
            <span className={`badge yacht-card-condition condition-${yacht.condition}`}>{CONDITION_LABELS[yacht.condition]}</span>
          ) : null}
          {yacht.photoCount > 1 ? (
            <span className="yacht-card-photos">
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M4 7h3l2-2h6l2 2h3v12H4zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" fill="currentColor" />
              </svg>
              {yacht.photoCount}
              <span className="visually-hidden"> photos</span>
            </span>
          ) : null}
          <FollowHeart kind={yacht.kind} id={yacht.id} name={name} followed={yacht.followed} />
        </div>
        <div className="card-body yacht-card-body">
          <h3 id={nameId} className="yacht-card-name">
            <Link to={yachtPath(yacht)} className="yacht-card-link card-link">
              <span className="yacht-card-builder">{yacht.builder}</span> {yacht.model}
            </Link>
          </h3>
          <p className="yacht-card-meta">
            <span>{yacht.year}</span>
            <span data-testid="yacht-length">{lengthBoth(yacht.lengthM, sessionStore.lengthUnit)}</span>
            {/* A day boat without a cabin says nothing rather than "0 cabins". */}
            {yacht.cabins > 0 ? (
              <span>
                {yacht.cabins} {yacht.cabins === 1 ? 'cabin' : 'cabins'}
              </span>
            ) : null}
          </p>
          {place ? <PlaceLine className="yacht-card-place" place={place} /> : null}
          {yacht.reducedFrom ? (
            <p className="yacht-card-reduced">
              <span className="badge-reduced">Price reduced</span> <span className="visually-hidden">from </span>
              <s>{formatPrice(yacht.reducedFrom.price, yacht.reducedFrom.currency)}</s>
            </p>
          ) : null}
          <div className="spread-row yacht-card-foot">
            <p className="yacht-card-price">
              <span className="visually-hidden">{yacht.kind === 'idle' ? 'Asking price ' : 'Base price '}</span>
              <PriceTag price={yacht.price} currency={yacht.currency} shownPrice={yacht.shownPrice} />
            </p>
            <CompareToggle kind={yacht.kind} id={yacht.id} name={name} className="compare-toggle compare-toggle-quiet" />
          </div>
        </div>
      </article>
    </li>
  );
});
