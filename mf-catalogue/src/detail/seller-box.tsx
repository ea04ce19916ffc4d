// Who sells the yacht: name, what kind of seller (a verified trader or a private seller, decision 045), how quickly they
// usually reply, since when a member, where based, a trader's checked details, and their public page: a
// dealer's, broker's or builder's business page with its office and stock (decision 028), otherwise the member's
// profile (a business's has nothing a buyer is looking for).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { SELLER_KIND_LABELS, type SellerInfo } from '@yachts/contracts/catalogue';
import { Avatar, formatMonth } from 'shared/ui';
import { countryName } from '../common/format';
import { ResponseTime, TraderBadge, TraderFacts } from '../common/trader';

export function SellerBox({ seller }: { seller: SellerInfo | null }) {
  const titleId = useId();
  return (
    <section className="card seller-box" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="seller-box-title">
          Seller
        </h2>
        {seller ? (
          <>
            <div className="seller-box-who">
              <Avatar src={seller.avatarUrl} alt="" size={48} />
              <div>
                <p className="seller-box-name" data-testid="seller-name">
                  {seller.name}
                </p>
                <p className="seller-box-kind">
                  {seller.kind === 'private' ? null : SELLER_KIND_LABELS[seller.kind]}{' '}
                  <TraderBadge kind={seller.kind} verified={seller.verified} />
                </p>
              </div>
            </div>
            {seller.responseTime ? <ResponseTime text={seller.responseTime} /> : null}
            <ul className="seller-box-facts">
              {seller.memberSince ? (
                <li>
                  Member since <time dateTime={seller.memberSince}>{formatMonth(seller.memberSince)}</time>
                </li>
              ) : null}
              {seller.country ? <li>Based in {countryName(seller.country)}</li> : null}
            </ul>
            {seller.trader ? <TraderFacts trader={seller.trader} /> : null}
            {seller.dealerUrl ? (
              <Link className="btn btn-secondary btn-block seller-box-dealer" to={seller.dealerUrl}>
                See {seller.name}’s page and stock
              </Link>
            ) : seller.uuid ? (
              <Link className="seller-box-link" to={paths.member(seller.uuid)}>
                See {seller.name}’s profile
              </Link>
            ) : null}
          </>
        ) : (
          <p className="seller-box-none">The seller’s details come with their reply to your enquiry.</p>
        )}
      </div>
    </section>
  );
}
