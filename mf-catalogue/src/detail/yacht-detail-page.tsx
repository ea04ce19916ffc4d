// A yacht's page (/yachts/{id}-{slug}, /yachts/used/{id}-{slug}): the id decides the yacht and a wrong or old slug
// is replaced by the yacht's own, so every yacht has one address. Gallery, price, follow, enquiry, seller,
// specifications, description and similar yachts; a clear page when the yacht is not (or no longer) listed.
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@yachts/contracts/rules';
import { paths } from '@yachts/contracts/paths';
import { YACHT_TYPE_LABELS, type CatalogueKind, type NewYachtDetail, type UsedYachtDetail } from '@yachts/contracts/catalogue';
import { observer } from 'mobx-react-lite';
import { isNotFound } from 'shared/api';
import { openEnquiry } from 'shared/catalogue';
import { sessionStore } from 'shared/session';
import {
  AreaSlot,
  Breadcrumbs,
  BuildStamp,
  ErrorState,
  LengthUnitToggle,
  LoadingStatus,
  PriceTag,
  useAsync,
  usePageMeta,
  usePageTitle,
  type AsyncState,
  MissingPanel,
} from 'shared/ui';
import { getYacht } from '../api/get-yacht';
import { FollowButton } from '../follow/follow-button';
import { CompareLink, CompareToggle } from '../compare/compare-toggle';
import { RecentlyViewed } from '../recent/recently-viewed';
import { recentlyViewed } from '../recent/recently-viewed-store';
import { ShareButton } from './share-button';
import { ListingFreshness } from './listing-freshness';
import { accommodation, lengthBoth, placeName } from '../common/format';
import { KINDS, yachtName, yachtPath } from '../common/kinds';
import { listHref } from '../list/catalogue-address';
import { Gallery } from './gallery';
import { parseIdSlug } from './id-slug';
import { PricePanel } from './price-panel';
import { ReportListing } from './report-listing';
import { SellerBox } from './seller-box';
import { SimilarYachts } from './similar-yachts';
import { SpecsTable } from './specs-table';
import { yachtMeta } from './yacht-meta';
import { PlaceLine } from '../common/place-line';
import { Description, paragraphsOf } from '../common/description';

type Detail = NewYachtDetail | UsedYachtDetail;

export function YachtDetailPage({ kind }: { kind: CatalogueKind }) {
  const { idSlug = '' } = useParams();
  const parsed = parseIdSlug(idSlug);
  if (!parsed) return <YachtNotFound />;
  return <YachtDetailLoader key={`${kind}:${parsed.id}`} kind={kind} id={parsed.id} slug={parsed.slug} />;
}

const YachtDetailLoader = observer(function YachtDetailLoader({ kind, id, slug }: { kind: CatalogueKind; id: number; slug: string }) {
  const { currency } = sessionStore;
  const [asked, reload] = useAsync<Detail>((signal) => getYacht(kind, id, currency, signal), `${kind}:${id}:${currency}`);
  // Another currency asks again: the yacht stays on the page meanwhile rather than going back to its skeleton.
  const last = useRef<Detail | null>(null);
  if (asked.status === 'ready') last.current = asked.data;
  const state: AsyncState<Detail> = asked.status === 'loading' && last.current ? { status: 'ready', data: last.current } : asked;
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const yacht = state.status === 'ready' ? state.data : null;

  // The canonical address: the id with the yacht's own slug (a renamed listing keeps working links).
  useEffect(() => {
    if (yacht && yacht.slug !== slug) void navigate(`${yachtPath(yacht)}${search}${hash}`, { replace: true });
  }, [yacht, slug, search, hash, navigate]);

  usePageTitle(
    yacht ? `${yachtName(yacht)} (${yacht.year}) for sale` : state.status === 'error' && isNotFound(state.error) ? 'Yacht not found' : null,
  );

  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'error') {
    if (isNotFound(state.error)) return <YachtNotFound />;
    return (
      <div className="container yacht-page">
        <ErrorState title="We couldn’t load this yacht" message={state.error.message} onRetry={reload} />
      </div>
    );
  }
  return <YachtDetailView yacht={state.data} />;
});

export function YachtNotFound() {
  return (
    <MissingPanel
      id="yacht-missing-title"
      title={MESSAGES.yachtMissing.replace(/\.$/, '')}
      text="It may have been sold or withdrawn by its seller, or the link is not quite right. Yachts like it may still be for sale."
    >
      <Link className="btn btn-primary" to={paths.newYachts()}>
        Browse new yachts
      </Link>
      <Link className="btn btn-secondary" to={paths.usedYachts()}>
        Browse used yachts
      </Link>
    </MissingPanel>
  );
}

function DetailSkeleton() {
  return (
    <LoadingStatus label="Loading the yacht" className="container yacht-page">
      <div aria-hidden="true">
        <div className="skeleton" style={{ height: 14, width: 220, margin: '24px 0 16px' }} />
        <div className="skeleton" style={{ height: 34, width: '55%', marginBottom: 24 }} />
        <div className="yacht-layout">
          <div className="skeleton" style={{ aspectRatio: '16 / 10', borderRadius: 16 }} />
          <div className="skeleton" style={{ height: 260, borderRadius: 16 }} />
        </div>
      </div>
    </LoadingStatus>
  );
}

/** Home, the list, the builder's yachts, and this yacht. */
function YachtBreadcrumbs({ yacht }: { yacht: Detail }) {
  const info = KINDS[yacht.kind];
  const trail = [
    { to: paths.home(), label: 'Home' },
    { to: info.listPath, label: info.plural },
    { to: listHref(yacht.kind, { builder: [yacht.builder] }), label: yacht.builder },
  ];
  return <Breadcrumbs trail={trail} current={yacht.model} />;
}

/** The yacht's kind, type and year, its name, and its length, berths and place (in the visitor's length unit). */
const YachtHead = observer(function YachtHead({ yacht, name, place }: { yacht: Detail; name: string; place: string }) {
  return (
    <header className="spread-row yacht-head">
      <div>
        <p className="yacht-kicker">
          <span>{yacht.kind === 'idle' ? 'Used' : 'New'}</span>
          <span>{YACHT_TYPE_LABELS[yacht.type]}</span>
          <span>{yacht.year}</span>
        </p>
        <h1 className="yacht-title">{name}</h1>
        <p className="yacht-subline">
          <span>{lengthBoth(yacht.lengthM, sessionStore.lengthUnit)}</span>
          {accommodation(yacht.cabins, yacht.berths) ? <span>{accommodation(yacht.cabins, yacht.berths)}</span> : null}
          {place ? <span>{place}</span> : null}
        </p>
      </div>
      {/* One m/ft switch on screen: the header's on wide screens, this one where the header folds it into its menu. */}
      <div className="page-unit-toggle">
        <LengthUnitToggle />
      </div>
    </header>
  );
});

interface BuyCardProps {
  yacht: Detail;
  name: string;
  place: string;
  onEnquire: () => void;
}

/** The price, the place, and what a buyer can do: enquire, follow, compare, share. */
function BuyCard({ yacht, name, place, onEnquire }: BuyCardProps) {
  const info = KINDS[yacht.kind];
  return (
    <div className="card yacht-buy">
      <div className="card-body">
        <PricePanel yacht={yacht} label={info.priceLabel} />
        {place ? <PlaceLine className="yacht-buy-place" place={place} /> : null}
        <div className="yacht-buy-actions">
          <button type="button" className="btn btn-primary btn-block" onClick={onEnquire}>
            Send an enquiry
          </button>
          <FollowButton kind={yacht.kind} id={yacht.id} name={name} followed={yacht.followed} followers={yacht.followers} />
          <div className="yacht-buy-secondary">
            <CompareToggle kind={yacht.kind} id={yacht.id} name={name} />
            <ShareButton title={`${name} for sale`} path={yachtPath(yacht)} />
          </div>
          <CompareLink />
        </div>
      </div>
    </div>
  );
}

/** The seller's description, a paragraph for each blank-line-separated part; nothing when there is none. */
function YachtAbout({ description }: { description: string }) {
  const aboutId = useId();
  const paragraphs = paragraphsOf(description);
  if (paragraphs.length === 0) return null;
  return (
    <section className="yacht-section" aria-labelledby={aboutId}>
      <h2 id={aboutId}>About this yacht</h2>
      <Description paragraphs={paragraphs} />
    </section>
  );
}

const YachtDetailView = observer(function YachtDetailView({ yacht }: { yacht: Detail }) {
  const name = yachtName(yacht);
  const place = placeName(yacht.location, yacht.country);
  const specsId = useId();
  usePageMeta(yachtMeta(yacht, place));
  // This browser's "Recently viewed" list: the yacht as it was seen, without its price.
  useEffect(() => {
    recentlyViewed.record({ ...yacht, imageUrl: yacht.photos[0] ?? yacht.imageUrl });
  }, [yacht]);
  const enquire = () => openEnquiry({ kind: yacht.kind, yachtId: yacht.id, yachtName: name });

  return (
    <div className="container yacht-page">
      <YachtBreadcrumbs yacht={yacht} />
      <YachtHead yacht={yacht} name={name} place={place} />
      {/* Price and actions follow the gallery in the page's order, so a phone shows them before the specs; a wide
          screen puts them in a column beside the gallery and the details (catalogue.css, .yacht-layout). */}
      <div className="yacht-layout">
        <div className="yacht-gallery-area">
          <Gallery photos={yacht.photos} name={name} />
        </div>
        <aside className="yacht-aside" aria-label="Price and seller">
          <BuyCard yacht={yacht} name={name} place={place} onEnquire={enquire} />
          <SellerBox seller={yacht.seller} />
          <ListingFreshness listedAt={yacht.listedAt} confirmedAt={yacht.confirmedAt} />
        </aside>
        <div className="yacht-details">
          <section className="yacht-section" aria-labelledby={specsId}>
            <h2 id={specsId}>Specifications</h2>
            <SpecsTable yacht={yacht} name={name} />
          </section>
          <YachtAbout description={yacht.description} />
          {/* The community area's topics about this builder, composed through federation (decision 030). */}
          <AreaSlot remote="community" module="yacht-topics" props={{ builder: yacht.builder, model: yacht.model }} />
          <ReportListing kind={yacht.kind} yachtId={yacht.id} />
        </div>
      </div>
      <SimilarYachts kind={yacht.kind} id={yacht.id} />
      <RecentlyViewed except={{ kind: yacht.kind, id: yacht.id }} />
      {/* On a phone the price and the way to the seller stay on screen while the visitor scrolls the specs and photos
          (catalogue.css shows it below the wide layout's breakpoint only). */}
      <div className="yacht-contact-bar" role="region" aria-label="Contact the seller">
        <p className="yacht-contact-price">
          <PriceTag price={yacht.price} currency={yacht.currency} shownPrice={yacht.shownPrice} />
        </p>
        <button type="button" className="btn btn-primary" onClick={enquire}>
          Enquire
        </button>
      </div>
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
});
