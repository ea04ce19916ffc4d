import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { sessionStore } from 'shared/session';
import { BuildStamp, LengthUnitToggle, PageIntro } from 'shared/ui';

const Preferences = observer(function Preferences() {
  return (
    <section className="card account-card" aria-labelledby="preferences-title">
      <div className="card-body">
        <h2 id="preferences-title">Display preferences</h2>
        <p>
          Lengths are shown in <strong data-testid="length-unit">{sessionStore.lengthUnit === 'ft' ? 'feet' : 'metres'}</strong> across the
          site.
        </p>
        <LengthUnitToggle />
      </div>
    </section>
  );
});

export const AccountInformationPage = observer(function AccountInformationPage() {
  return (
    <div className="container account-page">
      <PageIntro title="Account information" />
      {sessionStore.isLoggedIn ? (
        <section className="card account-card" aria-labelledby="profile-title">
          <div className="card-body">
            <h2 id="profile-title">Your profile</h2>
            <p>
              Signed in as user <code>{sessionStore.uuid}</code>.
            </p>
          </div>
        </section>
      ) : (
        <section className="card account-card account-login-prompt" aria-labelledby="login-prompt-title">
          <div className="card-body">
            <h2 id="login-prompt-title">Log in to see your account</h2>
            <p>Your followed yachts, messages, topics and sell applications are kept in your account.</p>
            <div className="account-actions">
              <Link className="btn btn-primary" to={paths.userLogin()}>
                Log in
              </Link>
              <Link className="btn btn-secondary" to={paths.userRegister()}>
                Create an account
              </Link>
            </div>
          </div>
        </section>
      )}
      <Preferences />
      <BuildStamp area="account" version={__BUILD_VERSION__} />
    </div>
  );
});
