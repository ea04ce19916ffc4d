// The follow control of a yacht, as a heart on its card or a button on its page. A visitor gets the login-required
// modal (product rules §2, §6); a member toggles with the signed call, and aria-pressed says the state. The accessible
// name stays "Follow {yacht}" in both states, so the control is found the same way whether pressed or not.
import { observer } from 'mobx-react-lite';
import { LoginRequiredButton } from 'shared/modals';
import { HeartIcon } from 'shared/ui';
import { formatNumber } from '../common/format';
import { FOLLOW_REASON, followAfterLogin, useFollow, type FollowTarget } from './use-follow';

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
      <HeartIcon filled={followed} size={20} />
    </LoginRequiredButton>
  );
});

/** The button on a yacht's page, with how many people follow it. */
export const FollowButton = observer(function FollowButton(target: FollowTarget) {
  const { followed, followers, buttonProps } = useFollowControl(target);
  return (
    <div className="follow-control">
      <LoginRequiredButton className={`btn ${followed ? 'btn-followed' : 'btn-secondary'} follow-button`} {...buttonProps}>
        <HeartIcon filled={followed} size={20} />
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
