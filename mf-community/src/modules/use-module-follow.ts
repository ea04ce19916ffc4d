// Following a section: the state starts from what the api said (a visitor never follows), changes when the signed
// call answers and takes the answer's word for both the state and the count. A login the api no longer knows turns
// the page into a visitor's and asks them to log in.
import { errorMessage, needsLogin } from 'shared/api';
import { useState } from 'react';
import type { FollowState } from '@yachts/contracts/account';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { showToast, useStateFrom } from 'shared/ui';
import { followModule } from '../api/reactions';

export const FOLLOW_MODULE_REASON = 'Log in to follow sections and find their new topics under Following.';

export interface ModuleFollow {
  followed: boolean;
  followers: number;
  busy: boolean;
  toggle: () => void;
}

export function useModuleFollow(id: number, name: string, initial: FollowState): ModuleFollow {
  // A reloaded page brings the api's state: it replaces the one held when it differs.
  const [state, setState] = useStateFrom<FollowState>(initial, `${initial.followed}:${initial.followers}`);
  const [busy, setBusy] = useState(false);

  const followed = state.followed && sessionStore.isLoggedIn;
  const toggle = () => {
    if (busy) return;
    setBusy(true);
    followModule(id, followed ? 'unfollow' : 'follow')
      .then(
        (result) => {
          setState(result);
          showToast(result.followed ? `You follow ${name}.` : `You no longer follow ${name}.`, { tone: 'success' });
        },
        (error: unknown) => {
          if (needsLogin(error)) {
            sessionStore.forgetLogin();
            modalStore.open(MODAL_IDS.loginRequired, { reason: FOLLOW_MODULE_REASON });
            return;
          }
          showToast(errorMessage(error), { tone: 'error' });
        },
      )
      .finally(() => setBusy(false));
  };
  return { followed, followers: state.followers, busy, toggle };
}
