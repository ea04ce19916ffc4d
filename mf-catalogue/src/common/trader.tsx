// Who a buyer deals with (decision 045, DSA Art. 30): a trader whose details an operator checked says "Verified", a
// private seller says so, and a verified trader's identity (business name, address, register entry, how to reach
// them) is readable from the listing and the dealer's page.
import type { SellerKind } from '@yachts/contracts/catalogue';
import type { TraderDetails } from '@yachts/contracts/wire/catalogue';
import { formatMonth } from 'shared/ui';
import { countryName } from './format';

const VERIFIED_WORDS: Record<Exclude<SellerKind, 'private'>, string> = {
  builder: 'Verified builder',
  dealer: 'Verified dealer',
  broker: 'Verified broker',
};

/** "Verified dealer" (a checked trader) or "Private seller"; nothing for a trader not checked yet. */
export function TraderBadge({ kind, verified }: { kind: SellerKind; verified: boolean }) {
  if (kind === 'private') return <span className="badge trader-badge trader-badge-private">Private seller</span>;
  if (!verified) return null;
  return (
    <span className="badge trader-badge trader-badge-verified">
      <span aria-hidden="true">✓ </span>
      {VERIFIED_WORDS[kind]}
    </span>
  );
}

/** The trader's checked details behind a disclosure, so the box stays short until a buyer asks. */
export function TraderFacts({ trader }: { trader: TraderDetails }) {
  return (
    <details className="trader-facts">
      <summary>Trader details</summary>
      <dl className="fact-list">
        <div>
          <dt>Business name</dt>
          <dd>{trader.name}</dd>
        </div>
        {trader.address ? (
          <div>
            <dt>Address</dt>
            <dd>
              {trader.address}
              {trader.country ? `, ${countryName(trader.country)}` : ''}
            </dd>
          </div>
        ) : null}
        {trader.tradeRegister ? (
          <div>
            <dt>Trade register</dt>
            <dd>{trader.tradeRegister}</dd>
          </div>
        ) : null}
        <div>
          <dt>E-mail</dt>
          <dd>{trader.email}</dd>
        </div>
        {trader.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>{trader.phone}</dd>
          </div>
        ) : null}
      </dl>
      <p className="trader-facts-note">
        Checked by our team in <time dateTime={trader.verifiedAt}>{formatMonth(trader.verifiedAt)}</time>. The trader certified that they
        offer only products that comply with EU law.
      </p>
    </details>
  );
}

/** "usually replies within 3 hours", with a clock for the eye. */
export function ResponseTime({ text }: { text: string }) {
  return (
    <p className="response-time">
      <span aria-hidden="true">⏱ </span>
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </p>
  );
}
