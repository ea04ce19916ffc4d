// /user/alerts/unsubscribe?token=…: where an alert mail's unsubscribe link lands (decision 027). No login needed: the
// signed, expiring token is the key. Once the page is in the browser it posts the token once and says what stopped,
// in the api's words; a bad or expired link is said in the api's words too. Both lead on to the saved searches and
// the home page. Not for search engines (the gateway sends noindex for /user/ pages; the page says so as well).
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import { paths } from '@yachts/contracts/paths';
import type { UnsubscribeResult } from '@yachts/contracts/wire/alerts';
import { errorMessage } from 'shared/api';
import { unsubscribeAlerts } from 'shared/catalogue';
import { usePageMeta, usePageTitle } from 'shared/ui';
import { AuthPage } from '../auth/auth-page';

type Outcome = { status: 'sending' } | { status: 'done'; result: UnsubscribeResult } | { status: 'failed'; message: string };

export const UNSUBSCRIBE_TITLES = {
  sending: 'Stopping your alerts',
  done: 'You are unsubscribed',
  failed: 'We couldn’t stop these alerts',
} as const;

function WaysOn() {
  return (
    <div className="account-actions account-actions-center">
      <Link className="btn btn-primary" to={paths.userSavedSearches()}>
        Your saved searches
      </Link>
      <Link className="btn btn-secondary" to={paths.home()}>
        Home page
      </Link>
    </div>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { status: 'sending' } : { status: 'failed', message: ALERT_MESSAGES.unsubscribeInvalid },
  );
  // One call per token, also when React runs the effect twice (development) or the page renders again.
  const sent = useRef<{ token: string; answer: Promise<UnsubscribeResult> } | null>(null);
  usePageTitle('Unsubscribe');
  usePageMeta({ noindex: true });

  useEffect(() => {
    if (!token) {
      setOutcome({ status: 'failed', message: ALERT_MESSAGES.unsubscribeInvalid });
      return;
    }
    let request = sent.current;
    if (request?.token !== token) {
      setOutcome({ status: 'sending' });
      request = { token, answer: unsubscribeAlerts(token) };
      sent.current = request;
    }
    let live = true;
    request.answer.then(
      (result) => live && setOutcome({ status: 'done', result }),
      (error: unknown) => live && setOutcome({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthPage title={UNSUBSCRIBE_TITLES[outcome.status]}>
      <div className="auth-done" aria-busy={outcome.status === 'sending' || undefined}>
        {/* One status line from the start, so what it comes to say is read out when it changes. */}
        <p role="status">
          {outcome.status === 'sending' ? 'Stopping the e-mails this link is for…' : null}
          {outcome.status === 'done' ? outcome.result.message : null}
        </p>
        {outcome.status === 'failed' ? <p role="alert">{outcome.message}</p> : null}
        {outcome.status === 'sending' ? null : <WaysOn />}
      </div>
    </AuthPage>
  );
}
