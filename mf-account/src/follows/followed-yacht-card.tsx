// A followed yacht: picture, name, length in both units, price, a link to its page and Unfollow.
import { errorMessage } from 'shared/api';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { FollowedYacht } from '@yachts/contracts/account';
import { sessionStore } from 'shared/session';
import { FallbackImage, formatDate, formatLengthBoth, PriceTag, showToast, SiteLink } from 'shared/ui';
import { followYacht } from 'shared/catalogue';

export function yachtKey(yacht: Pick<FollowedYacht, 'kind' | 'id'>): string {
  return `${yacht.kind}:${yacht.id}`;
}

export const FollowedYachtCard = observer(function FollowedYachtCard({
  yacht,
  onUnfollowed,
}: {
  yacht: FollowedYacht;
  onUnfollowed: (yacht: FollowedYacht) => void;
}) {
  const [busy, setBusy] = useState(false);
  const nameId = `followed-${yacht.kind}-${yacht.id}`;
  const unfollow = () => {
    setBusy(true);
    followYacht(yacht.kind, yacht.id, 'unfollow').then(
      () => {
        showToast(`You no longer follow the ${yacht.name}.`, { tone: 'success' });
        onUnfollowed(yacht);
      },
      (error: unknown) => {
        setBusy(false);
        showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };
  return (
    <li className="card followed-yacht" data-testid="followed-yacht">
      <article aria-labelledby={nameId}>
        <div className="card-cover cover-media">
          <FallbackImage src={yacht.imageUrl} alt={yacht.name} width={320} height={200} />
          <span className="badge card-cover-tag">{yacht.kind === 'idle' ? 'Used' : 'New'}</span>
        </div>
        <div className="card-body">
          <h3 id={nameId} className="followed-yacht-name linked-title">
            <SiteLink to={yacht.url}>{yacht.name}</SiteLink>
          </h3>
          <dl className="followed-yacht-specs">
            <div>
              <dt>Length</dt>
              <dd>{formatLengthBoth(yacht.lengthM, sessionStore.lengthUnit)}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd className="followed-yacht-price">
                {yacht.price === null ? (
                  'Price on request'
                ) : (
                  <PriceTag price={yacht.price} currency={yacht.currency} shownPrice={yacht.shownPrice} />
                )}
              </dd>
            </div>
          </dl>
          <div className="spread-row followed-yacht-foot">
            <p className="account-row-meta">
              Following since <time dateTime={yacht.followedAt}>{formatDate(yacht.followedAt)}</time>
            </p>
            <button type="button" className="btn btn-secondary btn-small" onClick={unfollow} disabled={busy}>
              {busy ? 'Unfollowing…' : 'Unfollow'}
              <span className="visually-hidden"> the {yacht.name}</span>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
});
