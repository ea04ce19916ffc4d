// /user/alerts/unsubscribe?token=…: where an alert mail's unsubscribe link lands (decision 027). No login needed: the
// signed, expiring token is the key. Once the page is in the browser it posts the token once and says what stopped,
// in the api's words; a bad or expired link is said in the api's words too. Both lead on to the saved searches (or,
// for a notice's mail, the notice choices) and the home page. Not for search engines (the gateway sends noindex for /user/ pages; the page says so as well).
import { Link } from 'react-router-dom';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import { paths } from '@yachts/contracts/paths';
import { unsubscribeAlerts } from 'shared/catalogue';
import { useLinkCall, useMailLinkToken } from 'shared/ui';
import { AuthPage } from '../auth/auth-page';

export const UNSUBSCRIBE_TITLES = {
  sending: 'Stopping your alerts',
  done: 'You are unsubscribed',
  failed: 'We couldn’t stop these alerts',
} as const;

/** A saved search's alerts lead on to the saved searches; every other kind of mail to the notice choices. */
function WaysOn({ stopped }: { stopped: string | null }) {
  const search = stopped === null || stopped === 'search';
  return (
    <div className="button-row button-row-center">
      <Link className="btn btn-primary" to={search ? paths.userSavedSearches() : paths.userNotifications()}>
        {search ? 'Your saved searches' : 'Your notification settings'}
      </Link>
      <Link className="btn btn-secondary" to={paths.home()}>
        Home page
      </Link>
    </div>
  );
}

export function UnsubscribePage() {
  const token = useMailLinkToken('Unsubscribe');
  const outcome = useLinkCall(token, unsubscribeAlerts, ALERT_MESSAGES.unsubscribeInvalid);

  return (
    <AuthPage title={UNSUBSCRIBE_TITLES[outcome.status]}>
      <div className="auth-done" aria-busy={outcome.status === 'sending' || undefined}>
        {/* One status line from the start, so what it comes to say is read out when it changes. */}
        <p role="status">
          {outcome.status === 'sending' ? 'Stopping the e-mails this link is for…' : null}
          {outcome.status === 'done' ? outcome.result.message : null}
        </p>
        {outcome.status === 'failed' ? <p role="alert">{outcome.message}</p> : null}
        {outcome.status === 'sending' ? null : <WaysOn stopped={outcome.status === 'done' ? outcome.result.stopped : null} />}
      </div>
    </AuthPage>
  );
}
