// /sell: "Sell your yacht". The two ways in (a new yacht for builders and dealers, a used one for owners and
// brokers), how it works (submit, review, listed), and the seller and business applications: the buttons open their
// modals (a visitor gets the login-required modal), and a logged-in user sees the ones already sent.
import { formatDate, useMemberAsync, usePageTitle } from 'shared/ui';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { SELLER_KIND_LABELS, type SellerKind } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { EntryApplication, EntryStatus } from '@yachts/contracts/selling';
import { openSellerApplication, openUserEnter } from 'shared/catalogue';
import { sessionStore } from 'shared/session';
import { listEntries } from '../api/list-entries';
import { countryName } from '../../common/format';
import { SellAsyncView, SkeletonRows } from '../sell-async-view';
import { type BadgeTone, SellBadge } from '../status-badge';

export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const ENTRY_STATUS_TONES: Partial<Record<EntryStatus, BadgeTone>> = { approved: 'ok', rejected: 'danger' };

const ENTRY_TYPE_LABELS = { seller: 'Seller application', business: 'Business registration' } as const;

const STEPS = [
  { title: 'Submit', text: 'Describe the yacht, set the price and add up to 12 photos. It takes about ten minutes.' },
  { title: 'Review', text: 'Our team checks the details and photos, usually within two working days, and tells you by message.' },
  { title: 'Listed', text: 'Your yacht appears in the catalogue. Buyers follow her and send enquiries straight to you.' },
];

function Entry({ entry }: { entry: EntryApplication }) {
  const country = entry.country ? countryName(entry.country) : '';
  return (
    <article className="sell-entry" aria-label={`${ENTRY_TYPE_LABELS[entry.type]}, ${ENTRY_STATUS_LABELS[entry.status]}`}>
      <div className="spread-row sell-entry-head">
        <h4 className="sell-entry-title">{ENTRY_TYPE_LABELS[entry.type]}</h4>
        <SellBadge label={ENTRY_STATUS_LABELS[entry.status]} tone={ENTRY_STATUS_TONES[entry.status]} />
      </div>
      <p className="sell-row-meta">
        {[SELLER_KIND_LABELS[entry.category as SellerKind] ?? entry.category, entry.companyName || entry.contactName, country]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="sell-row-dates">
        Sent {formatDate(entry.createdAt)}
        {entry.reviewedAt ? ` · reviewed ${formatDate(entry.reviewedAt)}` : ''}
      </p>
      {entry.status === 'rejected' && entry.reason ? (
        <div className="sell-reason">
          <p className="sell-reason-title">Why it was rejected</p>
          <p>{entry.reason}</p>
        </div>
      ) : null}
    </article>
  );
}

const Entries = observer(function Entries() {
  const [state, reload] = useMemberAsync((signal) => listEntries(signal), 'entries');
  // An application waiting or approved is not offered again; a rejected one may be sent anew.
  const open = (type: EntryApplication['type']) =>
    state.status !== 'ready' || !state.data.some((entry) => entry.type === type && entry.status !== 'rejected');
  return (
    <div className="sell-entries">
      {open('seller') || open('business') ? (
        <div className="sell-entries-actions">
          {open('seller') ? (
            <button type="button" className="btn btn-primary" onClick={() => openSellerApplication({ onSubmitted: reload })}>
              Apply as a seller
            </button>
          ) : null}
          {open('business') ? (
            <button type="button" className="btn btn-secondary" onClick={() => openUserEnter({ onSubmitted: reload })}>
              Register your business
            </button>
          ) : null}
        </div>
      ) : null}
      <h3 id="entries-title">Your applications to sell</h3>
      <SellAsyncView
        state={state}
        reload={reload}
        skeleton={<SkeletonRows count={1} media={false} label="Loading your seller applications" />}
        errorTitle="We couldn’t load your seller applications"
        loginTitle="Log in to see your seller applications"
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="sell-note">You have not sent a seller or business application yet.</p>
          ) : (
            <ul className="stack-list sell-entry-list" aria-labelledby="entries-title">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ul>
          )
        }
      </SellAsyncView>
    </div>
  );
});

/** The two ways in: a new yacht (builders and dealers) or a used one (owners and brokers). */
const CHOICES = [
  {
    to: paths.sellNew(),
    icon: [
      { d: 'M25 6v26h15z', fill: '#0b6e99' },
      { d: 'M22 12v20H10z', fill: '#9fd3ea' },
      { d: 'M5 35h38l-5 7H11z', fill: '#c99a3c' },
    ],
    title: 'A new yacht',
    text: 'For builders and dealers: a model of your range with its base price.',
    go: 'List a new yacht →',
  },
  {
    to: paths.sellUsed(),
    icon: [
      { d: 'M6 30h36l-6 9H12z', fill: '#0b2540' },
      { d: 'M14 22h18l4 8H10z', fill: '#9fd3ea' },
      { d: 'M20 15h8v7h-8z', fill: '#c99a3c' },
    ],
    title: 'A used yacht',
    text: 'For owners and brokers: a yacht with a history, where she lies and her asking price.',
    go: 'Sell a used yacht →',
  },
];

function SellChoice({ to, icon, title, text, go }: (typeof CHOICES)[number]) {
  return (
    <Link to={to} className="surface-panel sell-choice">
      <span className="sell-choice-icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="40" height="40">
          {icon.map((path) => (
            <path key={path.d} d={path.d} fill={path.fill} />
          ))}
        </svg>
      </span>
      <span className="sell-choice-title">{title}</span>
      <span className="sell-choice-text">{text}</span>
      <span className="sell-choice-go" aria-hidden="true">
        {go}
      </span>
    </Link>
  );
}

export const SellLandingPage = observer(function SellLandingPage() {
  usePageTitle('Sell your yacht');
  const loggedIn = sessionStore.isLoggedIn;
  return (
    <div className="sell-page sell-landing">
      <header className="sell-hero">
        <p className="sell-hero-kicker">Yacht Harbour for sellers</p>
        <h1>Sell your yacht</h1>
        <p className="sell-hero-lead">
          Reach buyers who are looking for exactly your yacht. Listing is free; our team checks every application before it goes live.
        </p>
      </header>

      <section aria-labelledby="choose-title" className="sell-block">
        <h2 id="choose-title">What would you like to list?</h2>
        <ul className="stack-list sell-choices">
          {CHOICES.map((choice) => (
            <li key={choice.title}>
              <SellChoice {...choice} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="sell-block">
        <h2 id="steps-title">How it works</h2>
        <ol className="stack-list sell-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="sell-steps-item">
              <span className="sell-steps-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sellers-title" className="sell-block surface-panel sell-card">
        <h2 id="sellers-title">Brokers, dealers and builders</h2>
        <p className="sell-section-lead">
          Apply once to sell as a broker, or register your business to list yachts under your company’s name with a business profile.
        </p>
        {loggedIn ? (
          <Entries />
        ) : (
          <div className="sell-entries-actions">
            <button type="button" className="btn btn-primary" onClick={() => openSellerApplication()}>
              Apply as a seller
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => openUserEnter()}>
              Register your business
            </button>
          </div>
        )}
      </section>
    </div>
  );
});
