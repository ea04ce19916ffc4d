// /account/information: the logged-in user's overview (who they are, the state of their e-mail address, the
// account actions and their counts), and for everyone the display preferences.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { AccountUser } from '@yachts/contracts/account';
import { logout } from 'shared/auth';
import { EMAIL_VERIFY_EVENT } from 'shared/forms';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { Avatar, formatDate, LengthUnitToggle, useMemberAsync } from 'shared/ui';
import { getAccountUser } from '../api/get-account-user';
import { getMemberProfile } from '../api/get-member-profile';
import { listFollowedYachts } from '../api/list-followed-yachts';
import { inboxStore } from '../messages/inbox-store';
import { NamedAsyncView } from '../user-area/async-view';
import { UserPage } from '../user-area/user-page';

const Preferences = observer(function Preferences() {
  return (
    <section className="card account-card" aria-labelledby="preferences-title">
      <div className="card-body">
        <h2 id="preferences-title">Preferences</h2>
        <div className="spread-row account-preference">
          <div>
            <h3 className="account-preference-title">Length unit</h3>
            <p>
              Lengths are shown in <strong data-testid="length-unit">{sessionStore.lengthUnit === 'ft' ? 'feet' : 'metres'}</strong> across
              the site.
            </p>
          </div>
          <LengthUnitToggle />
        </div>
      </div>
    </section>
  );
});

function EmailState({ user }: { user: AccountUser }) {
  return (
    <p className="account-email">
      <span className="account-email-address">{user.email}</span>{' '}
      {user.emailVerified ? (
        <span className="status-badge status-ok account-verified">Verified</span>
      ) : (
        <span className="status-badge status-warn">Not verified</span>
      )}
    </p>
  );
}

function ProfileCard({ user }: { user: AccountUser }) {
  return (
    <section className="card account-card account-profile" aria-labelledby="account-name">
      <div className="card-body account-profile-body">
        <Avatar src={user.avatarUrl} alt="Your profile photo" size={88} className="account-profile-avatar" />
        <div className="account-profile-text">
          <h2 id="account-name">{user.name}</h2>
          <EmailState user={user} />
          <p className="account-row-meta">
            Member since <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </p>
        </div>
      </div>
      {user.emailVerified ? null : (
        <div className="spread-row account-callout" role="note">
          <p>Verify your e-mail address so sellers can reach you and you can recover your account.</p>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => modalStore.open(MODAL_IDS.emailVerify, { email: user.email })}
          >
            Verify e-mail
          </button>
        </div>
      )}
      <div className="card-body button-row account-profile-actions">
        <Link className="btn btn-secondary btn-small" to={paths.userProfile()}>
          Edit profile
        </Link>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => modalStore.open(MODAL_IDS.changePassword)}>
          Change password
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => modalStore.open(MODAL_IDS.changeEmail)}>
          Change e-mail
        </button>
        <button type="button" className="btn btn-secondary btn-small account-logout" onClick={() => void logout()}>
          Log out
        </button>
      </div>
    </section>
  );
}

interface Counts {
  topics: number | null;
  articles: number | null;
  replies: number | null;
  followed: number | null;
}

/** The counts are extras: each that fails shows a dash instead of failing the page. */
function useCounts(uuid: string): Counts {
  const [counts, setCounts] = useState<Counts>({ topics: null, articles: null, replies: null, followed: null });
  useEffect(() => {
    const controller = new AbortController();
    void Promise.allSettled([
      getMemberProfile(uuid, controller.signal),
      listFollowedYachts({ page: 1, pageSize: 1 }, controller.signal),
    ]).then(([profile, followed]) => {
      if (controller.signal.aborted) return;
      setCounts({
        topics: profile.status === 'fulfilled' ? profile.value.topicCount : null,
        articles: profile.status === 'fulfilled' ? profile.value.articleCount : null,
        replies: profile.status === 'fulfilled' ? profile.value.replyCount : null,
        followed: followed.status === 'fulfilled' ? followed.value.total : null,
      });
    });
    return () => controller.abort();
  }, [uuid]);
  return counts;
}

const ActivityCard = observer(function ActivityCard({ uuid }: { uuid: string }) {
  const counts = useCounts(uuid);
  const items: { label: string; value: number | null; to: string }[] = [
    { label: 'Unread messages', value: inboxStore.unread, to: paths.userMessages() },
    { label: 'Followed yachts', value: counts.followed, to: paths.userFollows() },
    { label: 'Topics', value: counts.topics, to: paths.userTopics() },
    { label: 'Articles', value: counts.articles, to: paths.userArticles() },
    { label: 'Replies', value: counts.replies, to: paths.userReplies() },
  ];
  return (
    <section className="card account-card" aria-labelledby="activity-title">
      <div className="card-body">
        <h2 id="activity-title">Your activity</h2>
        <ul className="tile-list account-stat-links">
          {items.map((item) => (
            <li key={item.label}>
              <Link to={item.to}>
                <span className="account-stat-value">{item.value === null ? '–' : item.value.toLocaleString('en-GB')}</span>
                <span className="account-stat-label">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

const Overview = observer(function Overview() {
  const uuid = sessionStore.uuid ?? '';
  const [state, reload] = useMemberAsync((signal) => getAccountUser(signal), 'account-user');
  useEffect(() => {
    // The e-mail verification modal announces success with this event: show the new state without a reload.
    window.addEventListener(EMAIL_VERIFY_EVENT, reload);
    return () => window.removeEventListener(EMAIL_VERIFY_EVENT, reload);
  }, [reload]);
  return (
    <>
      <NamedAsyncView state={state} reload={reload} what="your account" rows={{ count: 1 }}>
        {(user) => <ProfileCard user={user} />}
      </NamedAsyncView>
      {uuid ? <ActivityCard uuid={uuid} /> : null}
    </>
  );
});

export function AccountInformationPage() {
  return (
    <UserPage
      title="Account information"
      lead="Your profile, your activity on Yacht Harbour and how the site is shown to you."
      loginWhat="your account"
      footer={<Preferences />}
    >
      <Overview />
    </UserPage>
  );
}
