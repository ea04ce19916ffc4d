// Save a topic or an article to the member's collection (signed POST /api/v1/article/operation); saved posts are
// listed in the user area's My collection. A toggle named "Save this topic|article"; the visible text says Save /
// Saved.
import { observer } from 'mobx-react-lite';
import type { CommunityItemKind } from '@yachts/contracts/account';
import type { CollectState } from '@yachts/contracts/community';
import { sessionStore } from 'shared/session';
import { showToast } from 'shared/ui';
import { collectPost } from '../api/reactions';
import { LOGIN_REASONS } from './reasons';
import { ToggleAction } from './toggle-action';
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
    <ToggleAction
      className="post-save"
      label={`Save this ${kind}`}
      pressed={pressed}
      busy={busy}
      reason={LOGIN_REASONS.save}
      onClick={toggle}
      icon="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
      text={['Save', 'Saved']}
    />
  );
});
