// What every page of the dealer workspace (/sell/dealer/…, decision 045) shares: the member's workspace loaded once
// per page, the login panel for a visitor, the panel for a member who works for no dealer, the owners-only panel,
// and the way back to the workspace's overview. The pages are the members' own (client-rendered, not indexed: the
// gateway sends noindex for every /sell/ page but the landing page).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { sessionStore } from 'shared/session';
import { AsyncView, useMemberAsync } from 'shared/ui';
import { getDealerWorkspace } from './api/get-dealer-workspace';
import { LoginPanel } from '../sell-panels';
import { SkeletonRows } from '../sell-async-view';

/** The member's workspace; call from an observer. */
export function useDealerWorkspace() {
  return useMemberAsync((signal) => getDealerWorkspace(signal), 'dealer-workspace');
}

function NotMemberPanel() {
  return (
    <section className="state-panel" aria-labelledby="dealer-not-member-title">
      <h2 id="dealer-not-member-title">No dealer workspace</h2>
      <p>{DEALER_MESSAGES.notMember}</p>
      <p>
        A business gets a workspace once our team approves its business entry. If a colleague invited you, open the link in their invitation
        mail.
      </p>
      <div className="button-row button-row-center">
        <Link className="btn btn-primary" to={paths.sell()}>
          Selling on Yacht Harbour
        </Link>
      </div>
    </section>
  );
}

function OwnersOnlyPanel() {
  return (
    <section className="state-panel" aria-labelledby="dealer-owners-only-title">
      <h2 id="dealer-owners-only-title">For the dealer’s owners</h2>
      <p>{DEALER_MESSAGES.ownersOnly}</p>
      <div className="button-row button-row-center">
        <Link className="btn btn-secondary" to={paths.dealerWorkspace()}>
          Back to the workspace
        </Link>
      </div>
    </section>
  );
}

export interface DealerGateProps {
  loginTitle: string;
  /** Owners only: staff see a panel that says so. */
  owners?: boolean;
  children: (workspace: DealerWorkspace, reload: () => void) => ReactNode;
}

/** The page's content for a member of a workspace, or the panel that says why not. */
export const DealerGate = observer(function DealerGate({ loginTitle, owners = false, children }: DealerGateProps) {
  if (!sessionStore.isLoggedIn) return <LoginPanel title={loginTitle} reason="Your dealer workspace is kept with your account." />;
  return (
    <LoadedGate loginTitle={loginTitle} owners={owners}>
      {children}
    </LoadedGate>
  );
});

const LoadedGate = observer(function LoadedGate({ loginTitle, owners, children }: Required<DealerGateProps>) {
  const [state, reload] = useDealerWorkspace();
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows label="Loading your dealer workspace" count={2} media={false} />}
      errorTitle="We couldn’t load your dealer workspace"
      login={<LoginPanel title={loginTitle} />}
      notFound={<NotMemberPanel />}
      notFoundText={DEALER_MESSAGES.notMember}
    >
      {(workspace) => (owners && workspace.role !== 'owner' ? <OwnersOnlyPanel /> : children(workspace, reload))}
    </AsyncView>
  );
});

/** The way back to the overview, above a workspace page's heading. */
export function BackToWorkspace() {
  return (
    <Link to={paths.dealerWorkspace()} className="sell-back dealer-back">
      <span aria-hidden="true">← </span>Dealer workspace
    </Link>
  );
}
