// A listing's freshness (decision 029) on My listings and on the listing's own page: when the seller last confirmed
// it is still for sale and, once they are being asked, when it leaves the market; for one already off the market a
// badge that says so and why. The "Still for sale" button (SELL_CALLS.confirmListing) shows where it is asked for
// (always on the listing's page); the api's sentence is said in a status line and the caller shows the listing as the
// api now has it. A refusal is said in the api's words; an expired login turns the page into its login panel.
import { useEffect, useRef, useState } from 'react';
import { LISTING_FRESHNESS } from '@yachts/contracts/catalogue';
import type { MyListing } from '@yachts/contracts/selling';
import { errorMessage, isSilentCancel, needsLogin } from 'shared/api';
import { sessionStore } from 'shared/session';
import { BusyButton, formatDate } from 'shared/ui';
import { confirmListing } from '../api/confirm-listing';
import { SellBadge } from '../status-badge';
import { freshnessOf, UNCONFIRMED_LABEL } from './freshness';

interface ListingFreshnessProps {
  listing: MyListing;
  onConfirmed: (listing: MyListing) => void;
  /** The button's words. */
  confirmLabel?: string;
  /** Offer the button whatever the listing's state (its own page); otherwise only when off the market or due. */
  alwaysOffer?: boolean;
  /** Named to screen readers after the button's words ("Still for sale: Princess F55"), to tell a list's buttons apart. */
  hiddenName?: string;
}

function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** Says the still-for-sale confirmation; the listing as the api now has it goes to onConfirmed. */
function useConfirmListing(listing: MyListing, onConfirmed: (listing: MyListing) => void) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    if (busy) return;
    setBusy(true);
    setDone('');
    setError('');
    confirmListing(listing.kind, listing.id)
      .then(
        (result) => {
          setDone(result.message);
          onConfirmed(result.listing);
        },
        (failure: unknown) => {
          // Without cookie consent the call never went out and the banner asks; nothing to say here.
          if (isSilentCancel(failure)) return;
          // The api no longer knows the login: the page turns into its login panel.
          if (needsLogin(failure)) {
            sessionStore.forgetLogin();
            return;
          }
          setError(errorMessage(failure));
        },
      )
      .finally(() => setBusy(false));
  };
  return { busy, done, error, confirm };
}

/** Off the market (a badge and why), or when it was confirmed and, when due, when it leaves the market. */
function FreshnessLine({ listing, freshness, now }: { listing: MyListing; freshness: ReturnType<typeof freshnessOf>; now: number }) {
  const unlistsPassed = Date.parse(listing.unlistsAt) <= now;
  return freshness === 'unconfirmed' ? (
    <>
      <p className="sell-freshness-badge">
        <SellBadge label={UNCONFIRMED_LABEL} tone="warn" status="unconfirmed" />
      </p>
      <p className="sell-freshness-note">
        Buyers no longer see it in the lists, in search or on its page: it was not confirmed for {LISTING_FRESHNESS.unlistDays} days (last
        confirmed <Day iso={listing.confirmedAt} />
        ). Its photos, followers and enquiries are kept. Confirm it is still for sale to put it back on the market.
      </p>
    </>
  ) : (
    <p className={freshness === 'due' ? 'sell-freshness-line is-due' : 'sell-freshness-line'}>
      Confirmed <Day iso={listing.confirmedAt} />
      {freshness === 'due' ? (
        unlistsPassed ? (
          ' · leaves the market shortly unless confirmed'
        ) : (
          <>
            {' · leaves the market on '}
            <Day iso={listing.unlistsAt} /> unless confirmed
          </>
        )
      ) : null}
    </p>
  );
}

export function ListingFreshness({
  listing,
  onConfirmed,
  confirmLabel = 'Still for sale',
  alwaysOffer = false,
  hiddenName,
}: ListingFreshnessProps) {
  const { busy, done, error, confirm } = useConfirmListing(listing, onConfirmed);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The time the page was drawn at: a render reads no clock of its own.
  const [now] = useState(() => Date.now());
  const freshness = freshnessOf(listing, now);
  const offer = alwaysOffer || freshness !== 'current';

  // A confirmed listing of My listings no longer asks: its button goes, so the focus goes to what was said.
  useEffect(() => {
    if (done && !offer) statusRef.current?.focus();
  }, [done, offer]);

  const label = busy ? 'Confirming…' : confirmLabel;
  return (
    <div className={`sell-freshness sell-freshness-${freshness}`}>
      <FreshnessLine listing={listing} freshness={freshness} now={now} />
      {offer ? (
        <BusyButton
          className="btn btn-primary btn-small"
          onClick={confirm}
          busy={busy}
          aria-label={hiddenName ? `${label}: ${hiddenName}` : undefined}
        >
          {label}
        </BusyButton>
      ) : null}
      {/* One status line from the start, so what it comes to say is read out when it changes. */}
      <p className="sell-freshness-status" role="status" ref={statusRef} tabIndex={-1}>
        {done}
      </p>
      {error ? (
        <p className="sell-freshness-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
