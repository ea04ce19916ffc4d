// /sell/listings: the user's yachts that are listed in the catalogue, with how many follow each one and how many
// enquiries it received; each opens its enquiries. Each says when its seller last confirmed it is still for sale and,
// once asked, when it leaves the market; one that left for want of confirmation is shown as off the market. Those
// offer "Still for sale" (decision 029), and the page states the rule. Above them, the listings our team withdrew
// after reports, with the reason and the second look the seller may ask for (listing-withdrawals).
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { MyListing } from '@yachts/contracts/selling';
import { sessionStore } from 'shared/session';
import {
  FallbackImage,
  formatDate,
  formatPrice,
  SiteLink,
  SkeletonList,
  StatFigures,
  useListAddress,
  useMemberAsync,
  usePageTitle,
} from 'shared/ui';
import { listMyListings } from '../api/list-my-listings';
import { KIND_LABELS } from '../kinds';
import { SellIntro } from '../sell-layout';
import { LoginPanel, SellStatePanel } from '../sell-panels';
import { SellPagedList } from '../sell-paged-list';
import { FRESHNESS_RULE } from './freshness';
import { ListingFreshness } from './listing-freshness';
import { ListingWithdrawals } from './listing-withdrawals';

export function ListingStats({ listing }: { listing: Pick<MyListing, 'followers' | 'enquiries'> }) {
  return (
    <StatFigures
      className="sell-stats"
      figures={[
        ['Followers', listing.followers],
        ['Enquiries', listing.enquiries],
      ]}
    />
  );
}

function ListingCard({ listing: loaded }: { listing: MyListing }) {
  const titleId = useId();
  // A confirmed listing shows as the api answered until the list is loaded again (another page, a retry).
  const [confirmed, setConfirmed] = useState<{ source: MyListing; listing: MyListing } | null>(null);
  const listing = confirmed?.source === loaded ? confirmed.listing : loaded;
  const named = <span className="visually-hidden"> for {listing.title}</span>;
  // Off the market, the yacht's page answers 404 to everyone: the title is not a link then.
  const listed = listing.status === 'listed';
  return (
    <article className={listed ? 'surface-panel sell-listing' : 'surface-panel sell-listing sell-listing-off'} aria-labelledby={titleId}>
      <div className="card-cover cover-media">
        <FallbackImage src={listing.coverUrl} alt="" />
        <span className="card-cover-tag sell-listing-kind">{KIND_LABELS[listing.kind]}</span>
      </div>
      <div className="sell-listing-body">
        <h3 id={titleId} className="sell-listing-title linked-title">
          {listed ? <SiteLink to={listing.url}>{listing.title}</SiteLink> : listing.title}
        </h3>
        <p className="sell-listing-price">{formatPrice(listing.price, listing.currency)}</p>
        <p className="sell-row-dates">Listed {formatDate(listing.listedAt)}</p>
        <ListingFreshness
          listing={listing}
          hiddenName={listing.title}
          onConfirmed={(next) => setConfirmed({ source: loaded, listing: next })}
        />
        <ListingStats listing={listing} />
        <div className="sell-row-actions">
          <Link to={paths.myListing(listing.kind, listing.id)} className="btn btn-primary btn-small">
            Enquiries{named}
          </Link>
          {listing.applicationId ? (
            <Link to={paths.sellApplication(listing.applicationId)} className="btn btn-secondary btn-small">
              Application{named}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function SkeletonCards() {
  return (
    <SkeletonList
      label="Loading your listings"
      count={3}
      listClassName="tile-list sell-listing-grid"
      itemClassName="surface-panel sell-listing"
      item={() => (
        <>
          <div className="skeleton card-cover" />
          <div className="sell-listing-body">
            <div className="skeleton skeleton-line" style={{ width: '70%' }} />
            <div className="skeleton skeleton-line skeleton-line-short" />
          </div>
        </>
      )}
    />
  );
}

const Listings = observer(function Listings() {
  const address = useListAddress();
  const [state, reload] = useMemberAsync((signal) => listMyListings(address.page, signal), `my-listings:${address.page}`);
  return (
    <SellPagedList
      state={state}
      reload={reload}
      address={address}
      skeleton={<SkeletonCards />}
      errorTitle="We couldn’t load your listings"
      loginTitle="Log in to see your listings"
      title="Listings"
      one="listing"
      many="listings"
      note={<p className="sell-note sell-freshness-rule">{FRESHNESS_RULE}</p>}
      empty={<NoListings />}
      listClassName="tile-list sell-listing-grid"
      itemKey={(listing) => `${listing.kind}-${listing.id}`}
      renderItem={(listing) => <ListingCard listing={listing} />}
    />
  );
});

function NoListings() {
  return (
    <SellStatePanel
      id="no-listings-title"
      title="No yachts listed yet"
      text="When our team approves one of your applications, the yacht appears here with its followers and enquiries."
    >
      <div className="button-row button-row-center">
        <Link className="btn btn-primary" to={paths.sell()}>
          Sell a yacht
        </Link>
        <Link className="btn btn-secondary" to={paths.sellApplications()}>
          My applications
        </Link>
      </div>
    </SellStatePanel>
  );
}

export const ListingsPage = observer(function ListingsPage() {
  usePageTitle('My listings');
  return (
    <div className="sell-page">
      <SellIntro title="My listings" lead="Your yachts in the catalogue, who follows them and what buyers asked." />
      {sessionStore.isLoggedIn ? (
        <>
          {/* First: a withdrawn listing asks for the seller's answer (a second look), and none draws nothing. */}
          <ListingWithdrawals />
          <Listings />
        </>
      ) : (
        <LoginPanel title="Log in to see your listings" />
      )}
    </div>
  );
});
