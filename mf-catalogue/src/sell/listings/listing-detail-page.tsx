// /sell/listings/{new|used}/{id}: one of the user's listings with the enquiries buyers sent about it, newest first,
// a page at a time (?page=2), and a form to change its asking price. Only the owner gets it, also while it is off the
// market for want of confirmation (decision 029): the page says when it was confirmed and offers to confirm it.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { ListingEnquiry, ListingPrice, MyListing, MyListingDetail } from '@yachts/contracts/selling';
import {
  FallbackImage,
  formatDate,
  formatDateTime,
  formatPrice,
  pageCount,
  Pager,
  SiteLink,
  useFocusAfterPaging,
  useListAddress,
  useMemberAsync,
  usePageTitle,
} from 'shared/ui';
import { getMyListing } from '../api/get-my-listing';
import { KIND_LABELS } from '../kinds';
import { SellAsyncView, SkeletonRows } from '../sell-async-view';
import { SellIntro } from '../sell-layout';
import { SellItemPage } from '../sell-item-page';
import { SellStatePanel } from '../sell-panels';
import { ChangePriceForm } from './change-price-form';
import { FRESHNESS_RULE } from './freshness';
import { ListingFreshness } from './listing-freshness';
import { SellToolbar } from '../sell-toolbar';
import { ListingStats } from './listings-page';

function ListingNotFound() {
  return (
    <SellStatePanel
      id="listing-missing-title"
      title="We could not find that listing."
      text="It may have been withdrawn, or the link may be mistyped."
    >
      <Link className="btn btn-primary" to={paths.myListings()}>
        Go to my listings
      </Link>
    </SellStatePanel>
  );
}

function Enquiry({ enquiry }: { enquiry: ListingEnquiry }) {
  const fromId = useId();
  const phone = enquiry.mobile ? `+${enquiry.areaCode} ${enquiry.mobile}` : null;
  return (
    <article className="sell-enquiry" aria-labelledby={fromId}>
      <header className="spread-row sell-enquiry-head">
        <h3 id={fromId} className="sell-enquiry-from">
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </h3>
        <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
      </header>
      {phone ? (
        <p className="sell-enquiry-phone">
          <a href={`tel:+${enquiry.areaCode}${enquiry.mobile}`}>{phone}</a>
        </p>
      ) : null}
      <p className="sell-enquiry-content">{enquiry.content}</p>
    </article>
  );
}

/** The enquiries buyers sent about the listing, newest first, a page at a time. */
function EnquiriesSection({ enquiries, page }: { enquiries: MyListingDetail['enquiriesList']; page: number }) {
  const address = useListAddress();
  const headingRef = useFocusAfterPaging(page);
  return (
    <section className="surface-panel sell-card" aria-labelledby="enquiries-title">
      <SellToolbar title="Enquiries" id="enquiries-title" total={enquiries.total} one="enquiry" many="enquiries" headingRef={headingRef} />
      {enquiries.items.length === 0 ? (
        <p className="sell-note">
          {enquiries.total === 0
            ? 'No enquiries yet. Buyers who write about this yacht appear here, and in your messages.'
            : 'There is nothing on this page. Go back to an earlier page.'}
        </p>
      ) : (
        <ul className="stack-list sell-enquiries" aria-label="Enquiries">
          {enquiries.items.map((enquiry) => (
            <li key={enquiry.id}>
              <Enquiry enquiry={enquiry} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount(enquiries.total, enquiries.pageSize)} hrefFor={address.hrefFor} />
    </section>
  );
}

function Detail({ listing, page }: { listing: MyListingDetail; page: number }) {
  // A changed price holds until the listing is loaded again (another page of enquiries, a retry).
  const [changed, setChanged] = useState<{ source: MyListingDetail; price: ListingPrice } | null>(null);
  const price = changed?.source === listing ? changed.price : null;
  const priced = { ...listing, price: price?.price ?? listing.price, currency: price?.currency ?? listing.currency };
  // So does a confirmation: the listing's status and dates as the api answered it.
  const [confirmed, setConfirmed] = useState<{ source: MyListingDetail; listing: MyListing } | null>(null);
  const fresh: MyListing = confirmed?.source === listing ? confirmed.listing : listing;
  usePageTitle(listing.title);
  return (
    <>
      <SellIntro title={listing.title} lead={`${KIND_LABELS[listing.kind]} · listed ${formatDate(listing.listedAt)}`} />
      <div className="sell-detail">
        <div className="sell-detail-main">
          <section className="surface-panel sell-card" aria-labelledby="freshness-title">
            <h2 id="freshness-title" className="sell-price-title">
              Still for sale?
            </h2>
            <p className="sell-note">{FRESHNESS_RULE}</p>
            <ListingFreshness
              listing={fresh}
              alwaysOffer
              confirmLabel="Confirm still for sale"
              onConfirmed={(next) => setConfirmed({ source: listing, listing: next })}
            />
          </section>
          <ChangePriceForm listing={priced} onChanged={(result) => setChanged({ source: listing, price: result })} />
          <EnquiriesSection enquiries={listing.enquiriesList} page={page} />
        </div>
        <aside className="sell-detail-side" aria-label="The listing">
          <div className="surface-panel sell-card sell-side-card">
            <div className="sell-side-media">
              <FallbackImage src={listing.coverUrl} alt="" />
            </div>
            <p className="sell-listing-price">{formatPrice(priced.price, priced.currency)}</p>
            <ListingStats listing={listing} />
            <div className="sell-side-actions">
              {/* Off the market, the yacht's page answers 404 to everyone. */}
              {fresh.status === 'listed' ? (
                <SiteLink to={listing.url} className="btn btn-primary">
                  View listing
                </SiteLink>
              ) : null}
              {listing.applicationId ? (
                <Link to={paths.sellApplication(listing.applicationId)} className="btn btn-secondary">
                  View application
                </Link>
              ) : null}
            </div>
            <Link to={paths.myListings()} className="sell-back">
              All my listings
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

const DetailLoader = observer(function DetailLoader({ kind, id }: { kind: CatalogueKind; id: number }) {
  const { page } = useListAddress();
  const [state, reload] = useMemberAsync((signal) => getMyListing(kind, id, page, signal), `my-listing:${kind}:${id}:${page}`);
  return (
    <SellAsyncView
      state={state}
      reload={reload}
      skeleton={
        <>
          <SellIntro title="Listing" />
          <SkeletonRows count={3} media={false} label="Loading the enquiries" />
        </>
      }
      errorTitle="We couldn’t load the listing"
      loginTitle="Log in to see your listings"
      notFound={<ListingNotFound />}
    >
      {(listing) => <Detail listing={listing} page={page} />}
    </SellAsyncView>
  );
});

export function ListingDetailPage({ kind }: { kind: CatalogueKind }) {
  return (
    <SellItemPage title="Listing" loginTitle="Log in to see your listings" notFound={<ListingNotFound />}>
      {(id) => <DetailLoader kind={kind} id={id} />}
    </SellItemPage>
  );
}
