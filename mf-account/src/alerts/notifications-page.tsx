// /user/notifications: which notices the member also gets by e-mail (decision 033). Every notice reaches the bell in
// the header; here a switch per kind (replies, mentions, praise, price drops) chooses whether it is e-mailed too,
// saved as soon as it changes and said in a status line. What the site must tell is listed as always e-mailed, and
// saved searches link to their own page, where each search has its frequency.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_NOTICE_KINDS, EMAIL_NOTICE_LABELS, type EmailNoticeKind, type EmailSettings } from '@yachts/contracts/account';
import { paths } from '@yachts/contracts/paths';
import { errorMessage, needsLogin } from 'shared/api';
import { sessionStore } from 'shared/session';
import { useMemberAsync } from 'shared/ui';
import { getEmailSettings, setEmailSetting } from '../api/email-settings';
import { AsyncView } from '../user-area/async-view';
import { SkeletonRows } from '../user-area/skeleton-rows';
import { UserPage } from '../user-area/user-page';

export const NOTIFICATIONS_TITLE = 'Notifications';

const ALWAYS = [
  'Decisions of our moderators and reviewers about your posts and listings, with their reasons',
  'Messages from buyers about your yachts',
  'Codes and changes that keep your account safe',
];

function NoticeSwitch({
  kind,
  on,
  busy,
  onChange,
}: {
  kind: EmailNoticeKind;
  on: boolean;
  busy: boolean;
  onChange: (kind: EmailNoticeKind, on: boolean) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { label, hint } = EMAIL_NOTICE_LABELS[kind];
  return (
    <li className="notice-switch">
      <input
        id={inputId}
        type="checkbox"
        checked={on}
        disabled={busy}
        aria-describedby={hintId}
        onChange={(event) => onChange(kind, event.target.checked)}
      />
      <label htmlFor={inputId}>{label}</label>
      <span id={hintId} className="notice-switch-hint">
        {hint}
      </span>
    </li>
  );
}

function EmailChoices({ initial }: { initial: EmailSettings }) {
  const titleId = useId();
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState<EmailNoticeKind | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');

  const change = (kind: EmailNoticeKind, on: boolean) => {
    // The switch moves at once; a refusal puts it back and says why.
    const before = settings;
    setSettings({ ...settings, [kind]: on });
    setBusy(kind);
    setProblem('');
    setStatus('');
    setEmailSetting(kind, on)
      .then(
        (next) => {
          setSettings(next);
          const label = EMAIL_NOTICE_LABELS[kind].label;
          setStatus(next[kind] ? `Saved: we e-mail you ${label.toLowerCase()}.` : `Saved: ${label.toLowerCase()} show on the bell only.`);
        },
        (error: unknown) => {
          setSettings(before);
          if (needsLogin(error)) sessionStore.forgetLogin();
          else setProblem(errorMessage(error));
        },
      )
      .finally(() => setBusy(null));
  };

  return (
    <>
      <section className="notice-settings" aria-labelledby={titleId}>
        <h2 id={titleId} className="toolbar-title">
          Also by e-mail
        </h2>
        <p className="notice-settings-lead">
          Everything reaches the bell at the top of the page. Choose what we also e-mail you: a few minutes later, and only if you have not
          read it here by then.
        </p>
        <ul className="stack-list notice-switches">
          {EMAIL_NOTICE_KINDS.map((kind) => (
            <NoticeSwitch key={kind} kind={kind} on={settings[kind]} busy={busy !== null} onChange={change} />
          ))}
        </ul>
        <p className="saved-search-status" role="status">
          {status}
        </p>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      <section className="notice-settings" aria-labelledby={`${titleId}-searches`}>
        <h2 id={`${titleId}-searches`} className="toolbar-title">
          Saved searches
        </h2>
        <p className="notice-settings-lead">
          Each saved search has its own alerts: as soon as a yacht is listed, once a day, once a week, or off.{' '}
          <Link to={paths.userSavedSearches()}>Choose them on your saved searches</Link>.
        </p>
      </section>
      <section className="notice-settings" aria-labelledby={`${titleId}-always`}>
        <h2 id={`${titleId}-always`} className="toolbar-title">
          Always e-mailed
        </h2>
        <ul className="notice-always">
          {ALWAYS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function NotificationsPage() {
  return (
    <UserPage title={NOTIFICATIONS_TITLE} lead="What we tell you about, and how." loginWhat="your notification settings">
      <NotificationSettings />
    </UserPage>
  );
}

function NotificationSettings() {
  const [state, reload] = useMemberAsync((signal) => getEmailSettings(signal), 'email-settings');
  return (
    <AsyncView
      state={state}
      reload={reload}
      skeleton={<SkeletonRows count={4} media="none" label="Loading your notification settings" />}
      errorTitle="We couldn't load your notification settings"
      loginWhat="your notification settings"
    >
      {(settings) => <EmailChoices initial={settings} />}
    </AsyncView>
  );
}
