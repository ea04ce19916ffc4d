// A dealer's, broker's or builder's page (/dealers/{slug}, decision 028): who they are, where, since when they sell
// here, what they say about themselves, how to reach them, and their yachts, a few of each kind with a link to the
// whole list filtered by them. A clear 404 page for a slug without a page (the gateway answers 404 for it too).
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { DEALER_SLUG, DEALER_SLUG_MAX, type CatalogueKind, type Dealer } from '@yachts/contracts/catalogue';
import { isNotFound } from 'shared/api';
import {
  Breadcrumbs,
  BuildStamp,
  ErrorState,
  LoadingStatus,
  MissingPanel,
  formatMonth,
  useAsync,
  usePageMeta,
  usePageTitle,
} from 'shared/ui';
import { getDealer } from '../api/get-dealer';
import { countOf, countryName, placeName } from '../common/format';
import { KINDS } from '../common/kinds';
import { BrowseLinks } from '../common/browse-links';
import { DEALER_CATEGORY_LABELS, DEALERS_TITLE, telHref, websiteLink } from './dealer-format';
import { DealerLogo } from './dealer-logo';
import { dealerMeta } from './dealer-meta';
import { DealerStock, stockAnchor } from './dealer-stock';
import { Description, paragraphsOf } from '../common/description';
import { ResponseTime, TraderBadge, TraderFacts } from '../common/trader';

export function DealerPage() {
  const { slug = '' } = useParams();
  if (slug.length > DEALER_SLUG_MAX || !DEALER_SLUG.test(slug)) return <DealerNotFound />;
  return <DealerLoader key={slug} slug={slug} />;
}

function DealerLoader({ slug }: { slug: string }) {
  const [state, reload] = useAsync((signal) => getDealer(slug, signal), `dealer:${slug}`);
  usePageTitle(state.status === 'ready' ? dealerTitle(state.data) : null);

  if (state.status === 'loading') return <DealerSkeleton />;
  if (state.status === 'error') {
    if (isNotFound(state.error)) return <DealerNotFound />;
    return (
      <div className="container dealer-page">
        <ErrorState title="We couldn’t load this dealer’s page" message={state.error.message} onRetry={reload} />
      </div>
    );
  }
  return <DealerView dealer={state.data} />;
}

/** "Azure Coast Yachting, yacht dealer in Antibes": the tab's title and the search result's. */
export function dealerTitle(dealer: Dealer): string {
  return `${dealer.name}, yacht ${DEALER_CATEGORY_LABELS[dealer.category].toLowerCase()}${dealer.city ? ` in ${dealer.city}` : ''}`;
}

/** The kinds this dealer has listed, the larger stock first (used first when even). */
function stockKinds(dealer: Dealer): CatalogueKind[] {
  const kinds: CatalogueKind[] = dealer.listings.new > dealer.listings.idle ? ['new', 'idle'] : ['idle', 'new'];
  return kinds.filter((kind) => dealer.listings[kind] > 0);
}

function DealerView({ dealer }: { dealer: Dealer }) {
  const place = placeName(dealer.city, dealer.country);
  const aboutId = useId();
  usePageMeta(dealerMeta(dealer, place));
  const paragraphs = paragraphsOf(dealer.about);
  const kinds = stockKinds(dealer);

  return (
    <div className="container dealer-page">
      <Breadcrumbs
        trail={[
          { to: paths.home(), label: 'Home' },
          { to: paths.dealers(), label: DEALERS_TITLE },
        ]}
        current={dealer.name}
      />
      <header className="dealer-head">
        <DealerLogo name={dealer.name} logoUrl={dealer.logoUrl} size="lg" eager />
        <div className="dealer-head-text">
          <p className="dealer-badges">
            <span className={`badge dealer-category dealer-category-${dealer.category}`}>{DEALER_CATEGORY_LABELS[dealer.category]}</span>{' '}
            <TraderBadge kind={dealer.category} verified={dealer.verified} />
          </p>
          <h1 className="dealer-title">{dealer.name}</h1>
          <p className="dealer-subline">
            {place ? (
              <span>
                <span className="visually-hidden">Based in </span>
                {place}
              </span>
            ) : null}
            <span>
              Member since <time dateTime={dealer.memberSince}>{formatMonth(dealer.memberSince)}</time>
            </span>
          </p>
          {dealer.responseTime ? <ResponseTime text={dealer.responseTime} /> : null}
          {kinds.length > 0 ? (
            <ul className="dealer-head-stock" aria-label="Yachts for sale">
              {kinds.map((kind) => (
                <li key={kind}>
                  <a href={`#${stockAnchor(kind)}`}>{countOf(dealer.listings[kind], KINDS[kind].noun)}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className={`dealer-layout${paragraphs.length > 0 ? '' : ' is-contact-only'}`}>
        {paragraphs.length > 0 ? (
          <section className="dealer-about" aria-labelledby={aboutId}>
            <h2 id={aboutId}>About {dealer.name}</h2>
            <Description paragraphs={paragraphs} />
          </section>
        ) : null}
        <DealerContact dealer={dealer} />
      </div>
      {kinds.length > 0 ? (
        kinds.map((kind) => <DealerStock key={kind} dealer={dealer} kind={kind} />)
      ) : (
        <section className="state-panel dealer-no-stock" aria-labelledby={`${aboutId}-stock`}>
          <h2 id={`${aboutId}-stock`}>No yachts listed right now</h2>
          <p>{dealer.name} has no yachts for sale here at the moment. Get in touch with them, or browse the lists.</p>
          <BrowseLinks />
        </section>
      )}
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
}

/** Address, phone, e-mail, website and languages, each only when the dealer gave it. */
function DealerContact({ dealer }: { dealer: Dealer }) {
  const titleId = useId();
  const tel = dealer.phone ? telHref(dealer.phone) : null;
  const website = websiteLink(dealer.website);
  const country = dealer.country ? countryName(dealer.country) : '';
  const email = dealer.email.includes('@') ? dealer.email : '';
  const any = dealer.address || dealer.phone || email || website || dealer.languages.length > 0 || dealer.openingHours;
  return (
    <aside className="card dealer-contact" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="dealer-contact-title">
          Contact {dealer.name}
        </h2>
        {any ? (
          <dl className="dealer-contact-list">
            {dealer.address ? (
              <div>
                <dt>Address</dt>
                <dd>
                  <address>
                    {dealer.address}
                    {country && !dealer.address.toLowerCase().includes(country.toLowerCase()) ? (
                      <>
                        <br />
                        {country}
                      </>
                    ) : null}
                  </address>
                </dd>
              </div>
            ) : null}
            {dealer.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>{tel ? <a href={tel}>{dealer.phone}</a> : dealer.phone}</dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {website ? (
              <div>
                <dt>Website</dt>
                <dd>
                  <a href={website.href} target="_blank" rel="noopener">
                    {website.text}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" fill="currentColor" />
                    </svg>
                  </a>
                </dd>
              </div>
            ) : null}
            {dealer.languages.length > 0 ? (
              <div>
                <dt>Languages spoken</dt>
                <dd>{dealer.languages.join(', ')}</dd>
              </div>
            ) : null}
            {dealer.openingHours ? (
              <div>
                <dt>Opening hours</dt>
                <dd className="dealer-hours">{dealer.openingHours}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="dealer-contact-none">Send an enquiry from any of their yachts and they will reply on the site.</p>
        )}
        {dealer.trader ? <TraderFacts trader={dealer.trader} /> : null}
      </div>
    </aside>
  );
}

export function DealerNotFound() {
  usePageTitle('Dealer not found');
  return (
    <MissingPanel
      id="dealer-missing-title"
      title="We couldn’t find this dealer"
      text="The business may no longer sell with us, or the link is not quite right. Their yachts may still be in the lists."
    >
      <Link className="btn btn-primary" to={paths.dealers()}>
        See all dealers and brokers
      </Link>
      <Link className="btn btn-secondary" to={paths.usedYachts()}>
        Browse used yachts
      </Link>
      <Link className="btn btn-secondary" to={paths.newYachts()}>
        Browse new yachts
      </Link>
    </MissingPanel>
  );
}

function DealerSkeleton() {
  return (
    <LoadingStatus label="Loading the dealer’s page" className="container dealer-page">
      <div aria-hidden="true">
        <div className="skeleton" style={{ height: 14, width: 240, margin: '24px 0 16px' }} />
        <div className="dealer-head">
          <div className="skeleton dealer-logo dealer-logo-lg" />
          <div className="dealer-head-text">
            <div className="skeleton" style={{ height: 14, width: 72, marginBottom: 12 }} />
            <div className="skeleton" style={{ height: 34, width: 'min(420px, 80%)', marginBottom: 12 }} />
            <div className="skeleton" style={{ height: 14, width: 'min(300px, 60%)' }} />
          </div>
        </div>
        <div className="dealer-layout">
          <div className="skeleton" style={{ height: 160, borderRadius: 16 }} />
          <div className="skeleton" style={{ height: 220, borderRadius: 16 }} />
        </div>
      </div>
    </LoadingStatus>
  );
}
