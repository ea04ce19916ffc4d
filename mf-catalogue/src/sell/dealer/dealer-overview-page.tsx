// /sell/dealer: the dealer workspace's first page (decision 045): the dealer's name with its Verified badge, the
// member's role, how many listings are listed, off the market for want of confirmation, and withdrawn, how quickly the
// dealer replies to buyers, and the way to each part: the page (owners), the staff (owners), the stock, its figures,
// the stock feeds, the conversations with buyers.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { CONVERSATION_LIMITS } from '@yachts/contracts/conversations';
import { DEALER_ROLE_LABELS, DEALER_STOCK_STATUS_LABELS } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { DealerResponseTime, DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { SiteLink, StatFigures, usePageTitle } from 'shared/ui';
import { TraderBadge } from '../../common/trader';
import { DealerGate } from './dealer-frame';
import '../../common/trader.css';

const TRADER_KINDS = ['builder', 'dealer', 'broker'] as const;
const traderKind = (category: string) => TRADER_KINDS.find((kind) => kind === category) ?? 'dealer';

interface Part {
  title: string;
  text: string;
  to: string;
  /** Owners only. */
  owners?: boolean;
  /** Another area's page (a full address for SiteLink). */
  site?: boolean;
}

const PARTS: readonly Part[] = [
  {
    title: 'Stock',
    text: 'Every listing with its views, followers and conversations; confirm, withdraw or reprice.',
    to: paths.dealerStock(),
  },
  {
    title: 'Figures',
    text: 'Views, follows, saves to compare and enquiries by day, for the whole stock or one listing, as a chart and a table.',
    to: paths.dealerFigures(),
  },
  {
    title: 'Conversations',
    text: 'Buyers’ messages about your listings, answered by anyone in the workspace.',
    to: paths.userConversations('selling'),
    site: true,
  },
  { title: 'Stock feeds', text: 'Import your listings from your dealer software’s feed, on a schedule.', to: paths.dealerFeeds() },
  {
    title: 'Dealer page',
    text: 'Address, phone, opening hours, languages, description, website and logo.',
    to: paths.dealerProfile(),
    owners: true,
  },
  { title: 'Staff', text: 'Invite colleagues by e-mail and remove those who left.', to: paths.dealerStaff(), owners: true },
];

/** "Usually replies within 3 hours · 92% of buyers answered within 24 hours, over 25 conversations in 90 days". */
export function responseTimeWords({ text, within24h, threads }: DealerResponseTime): string {
  const days = CONVERSATION_LIMITS.responseDays;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} · ${Math.round(within24h * 100)}% of buyers answered within 24 hours, over ${threads} conversations in ${days} days`;
}

function ResponseTimeCard({ responseTime }: { responseTime: DealerResponseTime | null }) {
  return (
    <section className="surface-panel sell-card dealer-counts" aria-labelledby="dealer-response-title">
      <h2 id="dealer-response-title">How quickly you reply</h2>
      <p>
        {responseTime
          ? responseTimeWords(responseTime)
          : `Not enough conversations in the last ${CONVERSATION_LIMITS.responseDays} days to say how quickly you reply.`}
      </p>
      <p className="sell-note">Buyers read the first part on your listings and your dealer page.</p>
    </section>
  );
}

function Overview({ workspace }: { workspace: DealerWorkspace }) {
  const { dealer, role, verified, counts, responseTime } = workspace;
  const parts = PARTS.filter((part) => !part.owners || role === 'owner');
  return (
    <>
      <header className="sell-intro dealer-intro">
        <div>
          <p className="dealer-kicker">Dealer workspace</p>
          <h1 className="dealer-name">
            {dealer.name} <TraderBadge kind={traderKind(dealer.category)} verified={verified} />
          </h1>
          <p>
            You are {role === 'owner' ? 'an owner' : 'on the staff'} of this workspace ({DEALER_ROLE_LABELS[role]}).{' '}
            {verified ? null : 'Our team has not checked the trader details yet, so the page shows no Verified badge.'}
          </p>
        </div>
        <div className="sell-intro-actions">
          <SiteLink to={dealer.url} className="btn btn-secondary">
            View the public page
          </SiteLink>
        </div>
      </header>
      <section className="surface-panel sell-card dealer-counts" aria-labelledby="dealer-counts-title">
        <h2 id="dealer-counts-title">Your listings</h2>
        <StatFigures
          className="dealer-figures"
          figures={[
            [DEALER_STOCK_STATUS_LABELS.listed, counts.listed],
            [DEALER_STOCK_STATUS_LABELS.unconfirmed, counts.unconfirmed],
            [DEALER_STOCK_STATUS_LABELS.withdrawn, counts.withdrawn],
          ]}
        />
      </section>
      <ResponseTimeCard responseTime={responseTime} />
      <nav aria-label="Workspace">
        <ul className="tile-list dealer-parts">
          {parts.map((part) => (
            <li key={part.title} className="surface-panel dealer-part">
              <h2 className="dealer-part-title">
                {part.site ? <SiteLink to={part.to}>{part.title}</SiteLink> : <Link to={part.to}>{part.title}</Link>}
              </h2>
              <p>{part.text}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export const DealerOverviewPage = observer(function DealerOverviewPage() {
  usePageTitle('Dealer workspace');
  return (
    <div className="sell-page dealer-page">
      <DealerGate loginTitle="Log in to open your dealer workspace">{(workspace) => <Overview workspace={workspace} />}</DealerGate>
    </div>
  );
});
