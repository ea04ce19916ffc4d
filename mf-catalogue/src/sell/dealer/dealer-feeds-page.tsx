// /sell/dealer/feeds (owners and staff, decision 045): the dealer's stock by feed. A feed file uploaded and imported
// at once with its report; the feed addresses fetched on a schedule (the owner's to add and remove); the latest
// imports with their reports; the CSV template, its columns and the exports. A visitor gets the sell area's login
// panel without a call; a member who works for no dealer gets the api's words and the way back to selling.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import type { DealerFeeds, FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { sessionStore } from 'shared/session';
import { AsyncView, useMemberAsync, usePageTitle } from 'shared/ui';
import { getDealerFeeds } from '../api/get-dealer-feeds';
import { LoginPanel } from '../sell-panels';
import { BackToWorkspace, DealerStatePanel, dealerLoadFaces } from './dealer-frame';
import { FeedRuns } from './dealer-feeds-runs';
import { FeedSources } from './dealer-feeds-sources';
import { FeedTemplates } from './dealer-feeds-templates';
import { FeedUploadForm } from './dealer-feeds-upload';
import './dealer-feeds.css';

const LOGIN_TITLE = 'Log in to manage your stock feeds';

function NotDealerPanel() {
  const more =
    'Dealers bring their stock by feed once our team approves their business entry. A private seller lists a yacht with the sell form.';
  return <DealerStatePanel id="feeds-not-dealer-title" title="No stock feeds here" text={DEALER_FEEDS_MESSAGES.notDealer} more={more} />;
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
      {...dealerLoadFaces('your stock feeds', LOGIN_TITLE)}
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
      <BackToWorkspace />
      {sessionStore.isLoggedIn ? (
        <LoadedFeeds />
      ) : (
        <LoginPanel title={LOGIN_TITLE} reason="Your dealer workspace and its feeds are kept with your account." />
      )}
    </div>
  );
});
