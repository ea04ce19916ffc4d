// /sell/listings/confirm?token=…: where the "still for sale" link of a listing's mail lands (decision 029). No login:
// the signed, expiring token is the key, so the link works on whatever device the mail is read. Once the page is in
// the browser it posts the token once (also when React runs the effect twice) and says what happened in the api's
// words ("Thank you: … stays on the market."), leading on to the yacht's page and My listings; a bad, expired or
// used-up link is said in the api's words too. Not for search engines (the gateway sends noindex for /sell/ pages).
import { LISTING_FRESHNESS, LISTING_LINK_MESSAGES } from '@yachts/contracts/catalogue';
import { useLinkCall, useMailLinkToken } from 'shared/ui';
import { confirmListingByLink } from '../api/listing-link';
import { LinkCard, LinkOutcome } from './link-card';
import { LinkWaysOn } from './link-ways-on';

export const CONFIRM_LINK_TITLES = {
  sending: 'Confirming your listing',
  done: 'Listing confirmed',
  failed: 'We couldn’t confirm this listing',
} as const;

export function ConfirmLinkPage() {
  const token = useMailLinkToken('Confirm listing');
  const outcome = useLinkCall(token, confirmListingByLink, LISTING_LINK_MESSAGES.invalid);

  return (
    <div className="sell-page">
      <LinkCard title={CONFIRM_LINK_TITLES[outcome.status]} busy={outcome.status === 'sending'}>
        <LinkOutcome step={outcome} sendingText="Telling us your yacht is still for sale…" />
        {outcome.status === 'done' ? (
          <>
            <p className="sell-note">Buyers see it as a current listing. We will ask again in {LISTING_FRESHNESS.remindDays} days.</p>
            <LinkWaysOn listingUrl={outcome.result.status === 'listed' ? outcome.result.url : undefined} />
          </>
        ) : null}
        {outcome.status === 'failed' ? <LinkWaysOn /> : null}
      </LinkCard>
    </div>
  );
}
