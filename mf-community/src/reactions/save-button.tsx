// Save a topic or an article to the member's collection (signed POST /api/v1/article/operation); saved posts are
// listed in the user area's My collection. A toggle named "Save this topic|article"; the visible text says Save /
// Saved.
import { observer } from 'mobx-react-lite';
import type { CommunityItemKind } from '@yachts/contracts/account';
import type { CollectState } from '@yachts/contracts/community';
import { LoginRequiredButton } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { showToast } from 'shared/ui';
import { collectPost } from '../api/reactions';
import { LOGIN_REASONS } from './reasons';
import { useReaction } from './use-reaction';

export const SAVED_TEXT = 'Saved. You will find it in My collection.';
export const UNSAVED_TEXT = 'Removed from My collection.';

export const SaveButton = observer(function SaveButton({
  kind,
  id,
  collected,
}: {
  kind: CommunityItemKind;
  id: number;
  collected?: boolean;
}) {
  const loggedIn = sessionStore.isLoggedIn;
  const { state, busy, toggle } = useReaction<CollectState>({
    initial: { collected: loggedIn && Boolean(collected) },
    guess: (s) => ({ collected: !s.collected }),
    send: (s) => collectPost(kind, id, s.collected ? 'uncollect' : 'collect'),
    reason: LOGIN_REASONS.save,
    onAnswer: (s) => showToast(s.collected ? SAVED_TEXT : UNSAVED_TEXT, { tone: 'success' }),
  });
  const pressed = loggedIn && state.collected;
  return (
    <LoginRequiredButton
      className={`post-action post-save${pressed ? ' is-on' : ''}`}
      aria-label={`Save this ${kind}`}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      reason={LOGIN_REASONS.save}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="post-action-label">{pressed ? 'Saved' : 'Save'}</span>
    </LoginRequiredButton>
  );
});
