// On the seller's listings page: the listings our team withdrew after reports (DSA Art. 17), each with the reason the
// seller was given, and the way to contest it (Art. 20): a second look, asked once, in the seller's own words. The
// answer (listed again, or kept withdrawn with the reason) comes to the inbox and by e-mail. Nothing is drawn when
// no listing was withdrawn.
import { useId } from 'react';
import { LISTING_REPORT_API, LISTING_REPORT_LIMITS, LISTING_SECOND_LOOK_MESSAGES } from '@yachts/contracts/listing-reports';
import type { WithdrawnListing } from '@yachts/contracts/wire/listing-reports';
import { formClient } from 'shared/api';
import { AskSecondLook } from 'shared/forms';
import { formatDate, useAsync } from 'shared/ui';
import './listing-withdrawals.css';

export async function listWithdrawals(signal?: AbortSignal): Promise<WithdrawnListing[]> {
  const response = await formClient.post<WithdrawnListing[]>(LISTING_REPORT_API.withdrawals, {}, { signal });
  return Array.isArray(response.data) ? response.data : [];
}

/** What became of the seller's second look, or the way to ask for one, once. */
export function ListingSecondLook({ listing }: { listing: WithdrawnListing }) {
  if (listing.second_look) {
    return (
      <p className="listing-withdrawal-note">
        {listing.second_look.outcome === 'upheld'
          ? 'Our team looked again, as you asked, and the listing stays withdrawn.'
          : `You asked for a second look on ${formatDate(listing.second_look.asked_at)}; our team will decide once more.`}
      </p>
    );
  }
  return (
    <AskSecondLook
      label="Why should it be listed again?"
      hint="Our team reads this and decides once more. You can ask once."
      minLength={LISTING_REPORT_LIMITS.secondLookMin}
      maxLength={LISTING_REPORT_LIMITS.secondLookMax}
      messages={LISTING_SECOND_LOOK_MESSAGES}
      path={LISTING_REPORT_API.askSecondLook}
      item={listing}
    />
  );
}

export function ListingWithdrawals() {
  const titleId = useId();
  const [state] = useAsync((signal) => listWithdrawals(signal), 'my-listing-withdrawals');
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="listing-withdrawals" aria-labelledby={titleId}>
      <h2 id={titleId}>Withdrawn by our team</h2>
      <ul className="stack-list">
        {state.data.map((listing) => (
          <li key={`${listing.kind}-${listing.id}`} className="listing-withdrawal">
            <h3>{listing.name}</h3>
            <p className="listing-withdrawal-date">Withdrawn on {formatDate(listing.withdrawn_at)}</p>
            <p>
              <strong>Why:</strong> {listing.reason}
            </p>
            <ListingSecondLook listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
