// Where the pages of a listing's mail links lead on: the yacht's page when it is on the market, and My listings
// (a visitor gets the login panel there; the links themselves need none).
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { SiteLink } from 'shared/ui';

export function LinkWaysOn({ listingUrl }: { listingUrl?: string }) {
  return (
    <div className="button-row">
      {listingUrl ? (
        <SiteLink to={listingUrl} className="btn btn-primary">
          View listing
        </SiteLink>
      ) : null}
      <Link className={listingUrl ? 'btn btn-secondary' : 'btn btn-primary'} to={paths.myListings()}>
        Go to my listings
      </Link>
    </div>
  );
}
