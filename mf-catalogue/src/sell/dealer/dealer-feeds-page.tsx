// /sell/dealer/feeds (owners and staff, decision 045): the dealer's stock by feed. A feed file uploaded and imported
// at once with its report; the feed addresses fetched on a schedule (the owner's to add and remove); the latest
// imports with their reports; the CSV template, its columns and the exports. A visitor gets the sell area's login
// panel without a call; a member who works for no dealer gets the api's words and the way back to selling.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { paths } from '@yachts/contracts/paths';
import type { DealerFeeds, FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { sessionStore } from 'shared/session';
import { AsyncView, useMemberAsync, usePageTitle } from 'shared/ui';
import { getDealerFeeds } from '../api/get-dealer-feeds';
import { SkeletonRows } from '../sell-async-view';
import { LoginPanel } from '../sell-panels';
import { FeedRuns } from './dealer-feeds-runs';
import { FeedSources } from './dealer-feeds-sources';
import { FeedTemplates } from './dealer-feeds-templates';
import { FeedUploadForm } from './dealer-feeds-upload';
import './dealer-feeds.css';

const LOGIN_TITLE = 'Log in to manage your stock feeds';

function NotDealerPanel() {
  return (
    <section className="state-panel" aria-labelledby="feeds-not-dealer-title">
      <h2 id="feeds-not-dealer-title">No stock feeds here</h2>
      <p>{DEALER_FEEDS_MESSAGES.notDealer}</p>
      <p>
        Dealers bring their stock by feed once our team approves their business entry. A private seller lists a yacht with the sell form.
      </p>
      <div className="button-row button-row-center">
        <Link className="btn btn-primary" to={paths.sell()}>
          Selling on Yacht Harbour
        </Link>
      </div>
    </section>
  );
}

/** The page once loaded: kept here and refreshed quietly after each change, so no part falls back to a skeleton. */
function FeedsWorkspace({ initial }: { initial: DealerFeeds }) {
  const [feeds, setFeeds] = useState(initial);
  const refresh = () => {
    getDealerFeeds().then(setFeeds, () => undefined);
  };
  const imported = (run: FeedRun) => {
    setFeeds((current) => ({ ...current, runs: [run, ...current.runs.filter((one) => one.id !== run.id)] }));
    refresh();
  };
  return (
    <>
      <header className="sell-intro">
        <h1>Stock feeds</h1>
        <p>
          Bring your stock from your yacht software: upload a feed file now, or give us its address and we fetch it on a schedule. Each
          yacht is matched on your own reference, so an import creates, updates or withdraws only what changed.
        </p>
      </header>
      <div className="feeds-layout">
        <div className="feeds-main">
          <FeedUploadForm onImported={imported} />
          <FeedRuns runs={feeds.runs} />
        </div>
        <div className="feeds-side">
          <FeedSources feeds={feeds} onChanged={refresh} />
        </div>
      </div>
      <FeedTemplates />
    </>
  );
}

const LoadedFeeds = observer(function LoadedFeeds() {
  const [state, reload] = useMemberAsync((signal) => getDealerFeeds(signal), 'dealer-feeds');
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows label="Loading your stock feeds" count={2} media={false} />}
      errorTitle="We couldn’t load your stock feeds"
      login={<LoginPanel title={LOGIN_TITLE} />}
      notFound={<NotDealerPanel />}
      notFoundText={DEALER_FEEDS_MESSAGES.notDealer}
    >
      {(feeds) => <FeedsWorkspace initial={feeds} />}
    </AsyncView>
  );
});

export const DealerFeedsPage = observer(function DealerFeedsPage() {
  usePageTitle('Stock feeds');
  return (
    <div className="sell-page dealer-page feeds-page">
      <Link to={paths.dealerWorkspace()} className="sell-back dealer-back">
        <span aria-hidden="true">← </span>Dealer workspace
      </Link>
      {sessionStore.isLoggedIn ? (
        <LoadedFeeds />
      ) : (
        <LoginPanel title={LOGIN_TITLE} reason="Your dealer workspace and its feeds are kept with your account." />
      )}
    </div>
  );
});
