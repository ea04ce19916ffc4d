// /sell/dealer/figures (owners and staff, decision 045): how the dealer's listings do over the last 30 days, for the
// whole stock or, with ?kind=&id=, one listing: the totals, the chart the server draws (an <img> of the same query)
// and the numbers as a table beside it. A visitor gets the sell area's login panel without a call; a member who works
// for no dealer, and an address naming a listing that is not the dealer's, get friendly words and a way back.
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { CATALOGUE_KINDS } from '@yachts/contracts/catalogue-terms';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { DEALER_FIGURES_MESSAGES } from '@yachts/contracts/dealer-figures';
import { paths } from '@yachts/contracts/paths';
import type { DealerFigures } from '@yachts/contracts/wire/dealer-figures';
import { errorMessage } from 'shared/api';
import { sessionStore } from 'shared/session';
import { AsyncView, StatFigures, useMemberAsync, usePageTitle } from 'shared/ui';
import { LoginPanel } from '../sell-panels';
import { dealerFiguresChartUrl } from './api/dealer-figures-chart-url';
import { getDealerFigures, type FiguresListing } from './api/get-dealer-figures';
import { BackToWorkspace, DealerStatePanel, SellingLink, dealerLoadFaces } from './dealer-frame';
import { FiguresTable } from './dealer-figures-table';
import './dealer-figures.css';

const LOGIN_TITLE = 'Log in to see your figures';

/** The listing the address names, null for the whole stock, or 'unknown' for an address no listing can have. */
export function listingFromAddress(params: URLSearchParams): FiguresListing | null | 'unknown' {
  const kind = params.get('kind');
  const id = params.get('id');
  if (kind === null && id === null) return null;
  const known = CATALOGUE_KINDS.find((one) => one === kind);
  if (!known || !id || !/^[1-9]\d{0,8}$/.test(id)) return 'unknown';
  return { kind: known, id: Number(id) };
}

function NotDealerPanel() {
  const more =
    'A dealer sees how its listings do once our team approves its business entry. Your own listings show their figures on their pages.';
  return (
    <DealerStatePanel id="figures-not-dealer-title" title="No figures here" text={DEALER_FEEDS_MESSAGES.notDealer} more={more}>
      <Link className="btn btn-primary" to={paths.myListings()}>
        Your listings
      </Link>
      <SellingLink look="secondary" />
    </DealerStatePanel>
  );
}

function ListingNotFoundPanel() {
  const more = 'The link may be cut short, or the listing belongs to another seller. Open the figures from your stock instead.';
  return (
    <DealerStatePanel id="figures-no-listing-title" title="No figures for this listing" text={DEALER_FIGURES_MESSAGES.listing} more={more}>
      <Link className="btn btn-primary" to={paths.dealerFigures()}>
        Figures of the whole stock
      </Link>
      <Link className="btn btn-secondary" to={paths.dealerStock()}>
        Your stock
      </Link>
    </DealerStatePanel>
  );
}

function Figures({ figures, listing }: { figures: DealerFigures; listing: FiguresListing | null }) {
  const { title, days, totals } = figures;
  return (
    <>
      <header className="sell-intro figures-intro">
        <div>
          <p className="dealer-kicker">Figures</p>
          <h1>{title}</h1>
          <p>
            A view is one visitor opening the yacht’s page on a day (search engines’ robots left out), and a save to compare one visitor
            putting it aside to compare on a day; enquiries are the conversations buyers opened, spam left out.
          </p>
        </div>
        {listing ? (
          <div className="sell-intro-actions">
            <Link className="btn btn-secondary" to={paths.dealerFigures()}>
              Figures of the whole stock
            </Link>
          </div>
        ) : null}
      </header>
      <section className="surface-panel sell-card dealer-counts" aria-labelledby="figures-totals-title">
        <h2 id="figures-totals-title">Over the last {days.length} days</h2>
        <StatFigures
          className="dealer-figures"
          figures={[
            ['Views', totals.views],
            ['Follows', totals.follows],
            ['Saved to compare', totals.compares],
            ['Enquiries', totals.enquiries],
          ]}
        />
      </section>
      <div className="figures-layout">
        <figure className="surface-panel sell-card figures-chart">
          <img src={dealerFiguresChartUrl(listing)} alt={title} width={720} height={260} />
        </figure>
        <div className="surface-panel sell-card figures-side">
          <FiguresTable days={days} />
        </div>
      </div>
    </>
  );
}

const LoadedFigures = observer(function LoadedFigures({ listing }: { listing: FiguresListing | null }) {
  const [state, reload] = useMemberAsync(
    (signal) => getDealerFigures(listing, signal),
    `dealer-figures|${listing ? `${listing.kind}:${listing.id}` : 'stock'}`,
  );
  const missingListing = state.status === 'error' && errorMessage(state.error) === DEALER_FIGURES_MESSAGES.listing;
  return (
    <AsyncView
      state={state}
      reload={reload}
      {...dealerLoadFaces('your figures', LOGIN_TITLE)}
      notFound={missingListing ? <ListingNotFoundPanel /> : <NotDealerPanel />}
      notFoundText={DEALER_FEEDS_MESSAGES.notDealer}
    >
      {(figures) => <Figures figures={figures} listing={listing} />}
    </AsyncView>
  );
});

export const DealerFiguresPage = observer(function DealerFiguresPage() {
  usePageTitle('Figures');
  const [params] = useSearchParams();
  const listing = listingFromAddress(params);
  let content;
  if (!sessionStore.isLoggedIn)
    content = <LoginPanel title={LOGIN_TITLE} reason="Your dealer workspace and its figures are kept with your account." />;
  else if (listing === 'unknown') content = <ListingNotFoundPanel />;
  else content = <LoadedFigures listing={listing} />;
  return (
    <div className="sell-page dealer-page figures-page">
      <BackToWorkspace />
      {content}
    </div>
  );
});
