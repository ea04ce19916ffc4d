// Follow a topic (signed POST /api/v1/topic/{id}/operation): the member hears about new comments. A toggle whose
// name stays "Follow this topic" (aria-pressed says the state, the visible text says Follow / Following); the
// followers count is its description and follows the api's answer.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { FollowState } from '@yachts/contracts/account';
import { sessionStore } from 'shared/session';
import { showToast } from 'shared/ui';
import { followTopic } from '../api/reactions';
import { countText } from '../post/count-text';
import { LOGIN_REASONS } from './reasons';
import { ToggleAction } from './toggle-action';
import { useReaction } from './use-reaction';

export const FOLLOWING_TOPIC = 'You follow this topic. New comments will show in your followed topics.';
export const UNFOLLOWED_TOPIC = 'You no longer follow this topic.';

export const FollowTopicButton = observer(function FollowTopicButton({
  id,
  followed,
  followers,
}: {
  id: number;
  followed?: boolean;
  followers: number;
}) {
  const countId = useId();
  const loggedIn = sessionStore.isLoggedIn;
  const { state, busy, toggle } = useReaction<FollowState>({
    initial: { followed: loggedIn && Boolean(followed), followers },
    guess: (s) => ({ followed: !s.followed, followers: Math.max(0, s.followers + (s.followed ? -1 : 1)) }),
    send: (s) => followTopic(id, s.followed ? 'unfollow' : 'follow'),
    reason: LOGIN_REASONS.follow,
    onAnswer: (s) => showToast(s.followed ? FOLLOWING_TOPIC : UNFOLLOWED_TOPIC, { tone: 'success' }),
  });
  const pressed = loggedIn && state.followed;
  return (
    <ToggleAction
      className="post-follow"
      label="Follow this topic"
      pressed={pressed}
      busy={busy}
      describedBy={countId}
      reason={LOGIN_REASONS.follow}
      onClick={toggle}
      icon="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.1-1.6-5.6-4.5-6.3V4a2.5 2.5 0 0 0-5 0v.7C6.6 5.4 5 7.9 5 11v5l-2 2v1h18v-1z"
      text={['Follow', 'Following']}
    >
      <span className="post-action-count" id={countId}>
        {countText(state.followers, 'follower', 'followers')}
      </span>
    </ToggleAction>
  );
});
