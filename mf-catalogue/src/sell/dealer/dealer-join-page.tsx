// /sell/dealer/join?token=… : where a workspace invitation's mail leads (decision 045). A visitor sees the login panel
// (the invitation is accepted by the account they log in with); a logged-in member accepts with one press, which
// says the account that joins, so a mail opened in the wrong browser does not join the wrong account unseen. A used,
// replaced or unknown link is said in the api's words.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { FormFailure, usePressCall } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { BusyButton, SuccessMark, usePageTitle } from 'shared/ui';
import { acceptDealerInvitation } from './api/accept-dealer-invitation';
import { LoginPanel, SellStatePanel } from '../sell-panels';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function Joined({ workspace }: { workspace: DealerWorkspace }) {
  return (
    <section className="surface-panel sell-card dealer-join" aria-labelledby="dealer-joined-title">
      <SuccessMark className="dealer-join-mark" />
      <h2 id="dealer-joined-title">Welcome to {workspace.dealer.name}</h2>
      <p>
        You are now {workspace.role === 'owner' ? 'an owner' : 'on the staff'} of its workspace: its stock and its buyers’ conversations are
        open to you.
      </p>
      <div className="button-row button-row-center">
        <Link className="btn btn-primary" to={paths.dealerWorkspace()}>
          Open the workspace
        </Link>
      </div>
    </section>
  );
}

const Accept = observer(function Accept({ token }: { token: string }) {
  const { busy, failure, run } = usePressCall();
  const [joined, setJoined] = useState<DealerWorkspace | null>(null);

  const accept = () => run(() => acceptDealerInvitation(token), setJoined);

  if (joined) return <Joined workspace={joined} />;
  return (
    <section className="surface-panel sell-card dealer-join" aria-labelledby="dealer-join-title">
      <h2 id="dealer-join-title">Join a dealer workspace</h2>
      <p>
        You were invited to work in a dealer’s workspace on Yacht Harbour. Accepting joins the account you are logged in with now; if that
        is not the account you meant, log out and open the link again.
      </p>
      <FormFailure message={failure} />
      <div className="button-row button-row-center">
        <BusyButton type="button" className="btn btn-primary" busy={busy} busyLabel="Joining…" onClick={accept}>
          Accept the invitation
        </BusyButton>
      </div>
    </section>
  );
});

export const DealerJoinPage = observer(function DealerJoinPage() {
  usePageTitle('Join a dealer workspace');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="sell-page dealer-page">
      {!TOKEN.test(token) ? (
        <SellStatePanel
          id="dealer-join-missing-title"
          title="This invitation link is incomplete"
          text="Please open the link exactly as it is in the invitation mail, or ask the dealer to send a new invitation."
        />
      ) : sessionStore.isLoggedIn ? (
        <Accept token={token} />
      ) : (
        <LoginPanel
          title="Log in to join the dealer workspace"
          reason="The invitation is accepted by the account you log in with; you can create one if you have none."
        />
      )}
    </div>
  );
});
