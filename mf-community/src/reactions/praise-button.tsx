// Praise of a topic, an article (/index/ajax/support) or a comment (signed call): a toggle with its count. The
// accessible name stays the same in both states (aria-pressed says which); the count is its description. Members
// cannot praise their own post (the api refuses it), so they see the count alone.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { PraiseState } from '@yachts/contracts/community';
import { sessionStore } from 'shared/session';
import { HeartIcon } from 'shared/ui';
import { praiseComment, praisePost } from '../api/reactions';
import { countText } from '../post/count-text';
import { LOGIN_REASONS } from './reasons';
import { ToggleAction } from './toggle-action';
import { useReaction } from './use-reaction';
import '../post/post.css';

export type PraiseTarget = 'topic' | 'article' | 'comment';

export const praiseCountText = (count: number) => countText(count, 'praise', 'praises');

export interface PraiseButtonProps {
  target: PraiseTarget;
  id: number;
  /** The accessible name: "Praise this topic", "Praise comment by Ana". */
  label: string;
  praised?: boolean;
  count: number;
  /** The member wrote it: the count without a button. */
  mine: boolean;
  compact?: boolean;
}

export const PraiseButton = observer(function PraiseButton({
  target,
  id,
  label,
  praised,
  count,
  mine,
  compact = false,
}: PraiseButtonProps) {
  const countId = useId();
  const loggedIn = sessionStore.isLoggedIn;
  const { state, busy, toggle } = useReaction<PraiseState>({
    initial: { praised: loggedIn && Boolean(praised), praiseCount: count },
    guess: (s) => ({ praised: !s.praised, praiseCount: Math.max(0, s.praiseCount + (s.praised ? -1 : 1)) }),
    send: () => (target === 'comment' ? praiseComment(id) : praisePost(target, id)),
    reason: LOGIN_REASONS.praise,
  });
  const ownClass = `post-praise${compact ? ' post-action-compact' : ''}`;
  if (mine) {
    return (
      <span className={`post-action ${ownClass} post-action-static`} data-testid="praise-count">
        <HeartIcon filled={false} size={18} />
        <span>{praiseCountText(state.praiseCount)}</span>
      </span>
    );
  }
  const pressed = loggedIn && state.praised;
  return (
    <ToggleAction
      className={ownClass}
      label={label}
      pressed={pressed}
      busy={busy}
      describedBy={countId}
      reason={LOGIN_REASONS.praise}
      onClick={toggle}
      icon={<HeartIcon filled={pressed} size={18} />}
      text={['Praise', 'Praised']}
      textHidden={compact}
    >
      <span className="post-action-count" id={countId}>
        {state.praiseCount.toLocaleString('en-GB')}
        <span className="visually-hidden"> {state.praiseCount === 1 ? 'praise' : 'praises'}</span>
      </span>
    </ToggleAction>
  );
});
