// What every page of the dealer workspace (/sell/dealer/…, decision 045) shares: the member's workspace loaded once
// per page, the login panel for a visitor, the panel for a member who works for no dealer, the owners-only panel,
// the faces of a page's load and of its state panels, the way back to the workspace's overview, and the frame of a
// page below it (title, heading, words). The pages are the members' own (client-rendered, not indexed: the gateway
// sends noindex for every /sell/ page but the landing page).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { sessionStore } from 'shared/session';
import { AsyncView, useMemberAsync, usePageTitle } from 'shared/ui';
import { getDealerWorkspace } from './api/get-dealer-workspace';
import { LoginPanel, SellStatePanel } from '../sell-panels';
import { SkeletonRows } from '../sell-async-view';

/** The member's workspace; call from an observer. */
export function useDealerWorkspace() {
  return useMemberAsync((signal) => getDealerWorkspace(signal), 'dealer-workspace');
}

/** The faces of a dealer page's load besides its content and not-found panel: the skeleton, the error, the login. */
export function dealerLoadFaces(what: string, loginTitle: string) {
  return {
    skeleton: <SkeletonRows label={`Loading ${what}`} count={2} media={false} />,
    errorTitle: `We couldn’t load ${what}`,
    login: <LoginPanel title={loginTitle} />,
  };
}

export interface DealerStatePanelProps {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  /** The api's words. */
  text: string;
  /** What it means here, if more is to be said. */
  more?: ReactNode;
  /** The ways on: links drawn as buttons; the way back to selling unless said. */
  children?: ReactNode;
}

/** Why a dealer page shows nothing (no workspace, owners only, no feeds or figures), and the ways on. */
export function DealerStatePanel({ id, title, text, more, children = <SellingLink /> }: DealerStatePanelProps) {
  return (
    <SellStatePanel id={id} title={title} text={text}>
      {more === undefined ? null : <p>{more}</p>}
      <div className="button-row button-row-center">{children}</div>
    </SellStatePanel>
  );
}

/** The way back to selling, for a member who works for no dealer. */
export function SellingLink({ look = 'primary' }: { look?: 'primary' | 'secondary' }) {
  return (
    <Link className={`btn btn-${look}`} to={paths.sell()}>
      Selling on Yacht Harbour
    </Link>
  );
}

function NotMemberPanel() {
  const more =
    'A business gets a workspace once our team approves its business entry. If a colleague invited you, open the link in their invitation mail.';
  return <DealerStatePanel id="dealer-not-member-title" title="No dealer workspace" text={DEALER_MESSAGES.notMember} more={more} />;
}

function OwnersOnlyPanel() {
  return (
    <DealerStatePanel id="dealer-owners-only-title" title="For the dealer’s owners" text={DEALER_MESSAGES.ownersOnly}>
      <Link className="btn btn-secondary" to={paths.dealerWorkspace()}>
        Back to the workspace
      </Link>
    </DealerStatePanel>
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
      {...dealerLoadFaces('your dealer workspace', loginTitle)}
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

export interface DealerWorkspacePageProps extends DealerGateProps {
  /** The page's title and its heading. */
  title: string;
  /** The words under the heading, about this workspace. */
  intro: (workspace: DealerWorkspace) => ReactNode;
  /** A page with a wide table (the stock). */
  wide?: boolean;
}

/** A workspace page below the overview: the way back, then its heading, its words and its content for a member. */
export const DealerWorkspacePage = observer(function DealerWorkspacePage({
  title,
  intro,
  wide = false,
  loginTitle,
  owners,
  children,
}: DealerWorkspacePageProps) {
  usePageTitle(title);
  return (
    <div className={wide ? 'sell-page dealer-page dealer-page-wide' : 'sell-page dealer-page'}>
      <BackToWorkspace />
      <DealerGate loginTitle={loginTitle} owners={owners}>
        {(workspace, reload) => (
          <>
            <header className="sell-intro">
              <h1>{title}</h1>
              <p>{intro(workspace)}</p>
            </header>
            {children(workspace, reload)}
          </>
        )}
      </DealerGate>
    </div>
  );
});
