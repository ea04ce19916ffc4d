// The directory of dealers, brokers and builders (/dealers/, decision 028): every business seller with an approved
// page, by name, as cards that lead to each one's page and stock. A row of links narrows it to one kind of business
// (?category=broker), which works as plain links before the script and without one.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { DealerSummary } from '@yachts/contracts/catalogue';
import { absoluteUrl } from 'shared/ssr';
import { BuildStamp, EmptyState, ErrorState, PageIntro, SITE_NAME, useAsync, usePageMeta, usePageTitle } from 'shared/ui';
import { listDealers } from '../api/list-dealers';
import { countOf } from '../common/format';
import { BrowseLinks } from '../common/browse-links';
import { DealerCard, DealerCardSkeletons } from './dealer-card';
import {
  DEALER_CATEGORIES,
  DEALER_CATEGORY_LABELS,
  DEALER_CATEGORY_PLURALS,
  DEALERS_TITLE,
  isDealerCategory,
  type DealerCategory,
} from './dealer-format';

const LEAD = `Yacht dealers, brokers and builders who sell on ${SITE_NAME}: who they are, where to find them and every yacht they have listed.`;

export function DealersPage() {
  const [state, reload] = useAsync(listDealers, 'dealers');
  const [params] = useSearchParams();
  const asked = params.get('category');
  const category = isDealerCategory(asked) ? asked : null;
  const dealers = state.status === 'ready' ? state.data : null;
  const joinId = useId();

  usePageTitle(DEALERS_TITLE);
  usePageMeta({
    description: LEAD,
    canonicalPath: paths.dealers(),
    structuredData: dealers
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: DEALERS_TITLE,
            itemListElement: dealers.map((dealer, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: dealer.name,
              url: absoluteUrl(dealer.url),
            })),
          },
        ]
      : undefined,
  });

  return (
    <div className="container dealers-page">
      <PageIntro title={DEALERS_TITLE} lead={LEAD} />
      {state.status === 'loading' ? <DealerCardSkeletons label="Loading the dealers and brokers" /> : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load the dealers and brokers" message={state.error.message} onRetry={reload} />
      ) : null}
      {dealers ? <DealerDirectory dealers={dealers} category={category} /> : null}
      <aside className="spread-row dealers-join" aria-labelledby={joinId}>
        <div>
          <h2 id={joinId}>Are you a dealer, broker or builder?</h2>
          <p>Apply as a business to list your yachts and get a page of your own with your stock and contact details.</p>
        </div>
        <Link className="btn btn-secondary" to={paths.sell()}>
          Sell with us
        </Link>
      </aside>
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
}

function DealerDirectory({ dealers, category }: { dealers: DealerSummary[]; category: DealerCategory | null }) {
  const countId = useId();
  if (dealers.length === 0) {
    return (
      <EmptyState title="No dealers or brokers yet">
        <p>Business sellers appear here once their application is approved. Their yachts are in the lists meanwhile.</p>
        <BrowseLinks />
      </EmptyState>
    );
  }
  const counts = new Map<DealerCategory, number>();
  for (const dealer of dealers) counts.set(dealer.category, (counts.get(dealer.category) ?? 0) + 1);
  const offered = DEALER_CATEGORIES.filter((kind) => counts.has(kind));
  const shown = category ? dealers.filter((dealer) => dealer.category === category) : dealers;
  const href = (kind: DealerCategory | null) => (kind ? `${paths.dealers()}?category=${kind}` : paths.dealers());
  return (
    <section className="dealers-directory" aria-labelledby={countId}>
      {offered.length > 1 ? (
        <nav className="dealer-filter pill-nav" aria-label="Kind of business">
          <ul>
            <li>
              <Link className="pill-link" to={href(null)} aria-current={category === null ? 'page' : undefined}>
                All <span className="dealer-filter-count">{dealers.length}</span>
              </Link>
            </li>
            {offered.map((kind) => (
              <li key={kind}>
                <Link className="pill-link" to={href(kind)} aria-current={category === kind ? 'page' : undefined}>
                  {DEALER_CATEGORY_PLURALS[kind]} <span className="dealer-filter-count">{counts.get(kind)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p id={countId} className="result-count dealers-count">
        {category ? countOf(shown.length, DEALER_CATEGORY_LABELS[category].toLowerCase()) : directoryCount(dealers.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="tile-list dealer-grid" aria-label={category ? DEALER_CATEGORY_PLURALS[category] : DEALERS_TITLE}>
          {shown.map((dealer, index) => (
            <DealerCard key={dealer.slug} dealer={dealer} eager={index < 6} />
          ))}
        </ul>
      ) : (
        <EmptyState title={`No ${DEALER_CATEGORY_PLURALS[category ?? 'dealer'].toLowerCase()} yet`}>
          <Link className="btn btn-primary" to={paths.dealers()}>
            See all dealers and brokers
          </Link>
        </EmptyState>
      )}
    </section>
  );
}

/** "1 dealer, broker or builder", "12 dealers, brokers and builders". */
function directoryCount(count: number): string {
  return count === 1 ? '1 dealer, broker or builder' : `${countOf(count, 'dealer')}, brokers and builders`;
}
