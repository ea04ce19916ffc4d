// What each named action of the submit flow does on success (SPEC §4, §7A "Named actions").
import { sessionStore } from '../session/session-store';
import { modalStore } from '../modals/modal-store';
import { MODAL_IDS } from '../modals/modal-registry';

export type SubmitAction =
  | 'send_email'
  | 'user_register'
  | 'user_login'
  | 'user_logout'
  | 'user_change_email'
  | 'user_resetpwd'
  | 'new_yacht_message'
  | 'idle_yacht_message'
  | 'side_message'
  | 'community_recommends_topic'
  | 'community_my_follow_topic'
  | 'email_verify'
  | 'feedback';

/** SPEC §9: the page reloads 1 s after a login, registration or password reset succeeds. */
export const AUTH_RELOAD_DELAY_MS = 1000;
export const EMAIL_VERIFY_EVENT = 'email_verify';

/** SPEC §4: the success modal's tip is specific to each action (the texts are ours). */
export const SUCCESS_TIPS: Partial<Record<SubmitAction, { title: string; tip: string }>> = {
  user_login: { title: 'Welcome back', tip: 'You are logged in. The page will refresh in a moment.' },
  user_register: { title: 'Welcome aboard', tip: 'Your account is ready. The page will refresh in a moment.' },
  user_resetpwd: { title: 'Password changed', tip: 'Your new password is set. The page will refresh in a moment.' },
  side_message: { title: 'Message sent', tip: 'Thank you. We have your message and will reply by e-mail.' },
};

export interface SuccessContext {
  result: unknown;
  resetFields: () => void;
  /** Injected for tests; the browser's own by default. */
  reload?: () => void;
  goHome?: () => void;
  target?: EventTarget;
}

export function afterSuccess(action: SubmitAction, context: SuccessContext): void {
  const reload = context.reload ?? (() => window.location.reload());
  const goHome = context.goHome ?? (() => window.location.assign('/'));
  switch (action) {
    case 'side_message':
      context.resetFields();
      modalStore.open(MODAL_IDS.submitSuccess, SUCCESS_TIPS.side_message);
      return;
    case 'user_login':
    case 'user_register':
    case 'user_resetpwd':
      modalStore.open(MODAL_IDS.submitSuccess, SUCCESS_TIPS[action]);
      setTimeout(reload, AUTH_RELOAD_DELAY_MS);
      return;
    case 'user_logout':
      sessionStore.forgetLogin();
      goHome();
      return;
    case 'email_verify':
      (context.target ?? window).dispatchEvent(new CustomEvent(EMAIL_VERIFY_EVENT, { detail: context.result }));
      return;
    default:
      return;
  }
}
