// The follow control of a yacht, as a heart on its card or a button on its page. A visitor gets the login-required
// modal (product rules §2, §6); a member toggles with the signed call, and aria-pressed says the state. The accessible
// name stays "Follow {yacht}" in both states, so the control is found the same way whether pressed or not.
import { observer } from 'mobx-react-lite';
import { LoginRequiredButton } from 'shared/modals';
import { formatNumber } from '../common/format';
import { FOLLOW_REASON, followAfterLogin, useFollow, type FollowTarget } from './use-follow';

function Heart({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 20.7 10.6 19.4C5.4 14.7 2 11.6 2 7.9 2 4.8 4.4 2.5 7.4 2.5c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.3 5.4 5.4 0 3.7-3.4 6.8-8.6 11.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The follow state, and what the heart and the button both say and do: the same name, state, login and toggle. */
function useFollowControl(target: FollowTarget) {
  const { followed, followers, busy, toggle } = useFollow(target);
  const buttonProps = {
    'aria-label': `Follow ${target.name}`,
    'aria-pressed': followed,
    'aria-busy': busy || undefined,
    reason: FOLLOW_REASON,
    resumeAs: followAfterLogin(target.kind, target.id),
    onClick: toggle,
  };
  return { followed, followers, buttonProps };
}

/** The heart over a card's picture. */
export const FollowHeart = observer(function FollowHeart(target: FollowTarget) {
  const { followed, buttonProps } = useFollowControl(target);
  return (
    <LoginRequiredButton className={`icon-button yacht-card-follow${followed ? ' is-followed' : ''}`} {...buttonProps}>
      <Heart filled={followed} />
    </LoginRequiredButton>
  );
});

/** The button on a yacht's page, with how many people follow it. */
export const FollowButton = observer(function FollowButton(target: FollowTarget) {
  const { followed, followers, buttonProps } = useFollowControl(target);
  return (
    <div className="follow-control">
      <LoginRequiredButton className={`btn ${followed ? 'btn-followed' : 'btn-secondary'} follow-button`} {...buttonProps}>
        <Heart filled={followed} />
        <span aria-hidden="true">{followed ? 'Following' : 'Follow'}</span>
      </LoginRequiredButton>
      {followers !== null ? (
        <p className="follow-count" aria-live="polite" data-testid="followers">
          {followers === 1 ? '1 follower' : `${formatNumber(followers)} followers`}
        </p>
      ) : null}
    </div>
  );
});
