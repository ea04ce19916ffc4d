// The follow control of a section: a visitor gets the login-required modal, a member toggles it. The accessible
// name stays "Follow {section}" and aria-pressed says the state, so it is found the same way in both states.
import { observer } from 'mobx-react-lite';
import { LoginRequiredButton } from 'shared/modals';
import { FOLLOW_MODULE_REASON, useModuleFollow } from './use-module-follow';

export function followersText(count: number): string {
  return count === 1 ? '1 follower' : `${count.toLocaleString('en-GB')} followers`;
}

export const ModuleFollowButton = observer(function ModuleFollowButton({
  id,
  name,
  followed: initialFollowed = false,
  followers: initialFollowers,
}: {
  id: number;
  name: string;
  followed?: boolean;
  followers: number;
}) {
  const { followed, followers, busy, toggle } = useModuleFollow(id, name, { followed: initialFollowed, followers: initialFollowers });
  return (
    <div className="module-follow">
      <LoginRequiredButton
        className={`btn btn-secondary module-follow-button${followed ? ' is-followed' : ''}`}
        aria-label={`Follow ${name}`}
        aria-pressed={followed}
        aria-busy={busy || undefined}
        reason={FOLLOW_MODULE_REASON}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {followed ? (
            <path d="m9.5 16.6-4.1-4.1L4 13.9l5.5 5.5L20 8.9l-1.4-1.4z" fill="currentColor" />
          ) : (
            <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
          )}
        </svg>
        <span aria-hidden="true">{followed ? 'Following' : 'Follow'}</span>
      </LoginRequiredButton>
      <p className="module-followers" aria-live="polite" data-testid="module-followers">
        {followersText(followers)}
      </p>
    </div>
  );
});
