// What each named action of the submit flow does on success (docs/product.md §4, §7A "Named actions").
import { sessionStore } from '../session/session-store';
import { modalStore } from '../modals/modal-store';
import { MODAL_IDS } from '../modals/modal-registry';

export type SubmitAction =
  | 'send_email'
  | 'user_register'
  | 'user_login'
  | 'user_logout'
  | 'user_change_email'
  | 'user_change_password'
  | 'user_resetpwd'
  | 'new_yacht_message'
  | 'idle_yacht_message'
  | 'side_message'
  | 'community_recommends_topic'
  | 'community_my_follow_topic'
  | 'email_verify'
  | 'feedback'
  // Selling (decision 017; not named by product rules §7A): the sell forms and the seller application / user enter
  // modals.
  | 'yacht_sell'
  | 'idle_yacht_sell'
  | 'seller_application'
  | 'user_enter';

/** Product rules §9: the page reloads 1 s after a login, registration or password reset succeeds (and, ours, after a
 * change of password or e-mail address, so every area shows the account as it now is). */
export const AUTH_RELOAD_DELAY_MS = 1000;
export const EMAIL_VERIFY_EVENT = 'email_verify';

/** Product rules §4: the success modal's tip is specific to each action (the texts are ours). */
export const SUCCESS_TIPS: Partial<Record<SubmitAction, { title: string; tip: string }>> = {
  user_login: { title: 'Welcome back', tip: 'You are logged in. The page will refresh in a moment.' },
  user_register: { title: 'Welcome aboard', tip: 'Your account is ready. The page will refresh in a moment.' },
  user_resetpwd: { title: 'Password changed', tip: 'Your new password is set. The page will refresh in a moment.' },
  user_change_password: {
    title: 'Password updated',
    tip: 'Use your new password next time you log in. The page will refresh in a moment.',
  },
  user_change_email: {
    title: 'E-mail address changed',
    tip: 'We will write to your new address from now on. The page will refresh in a moment.',
  },
  side_message: { title: 'Message sent', tip: 'Thank you. We have your message and will reply by e-mail.' },
  yacht_sell: {
    title: 'Application submitted',
    tip: 'Thank you. Our team reviews new listings within two working days; you can follow the progress on the application’s page.',
  },
  idle_yacht_sell: {
    title: 'Application submitted',
    tip: 'Thank you. Our team reviews used-yacht listings within two working days; you can follow the progress on the application’s page.',
  },
  seller_application: {
    title: 'Seller application sent',
    tip: 'Thank you. We check seller applications within two working days and write to you by e-mail and in your messages.',
  },
  user_enter: {
    title: 'Business application sent',
    tip: 'Thank you. We check business applications within three working days and write to you by e-mail and in your messages.',
  },
};

/** The message-success modal's tip after an enquiry about a yacht (new_yacht_message, idle_yacht_message). */
export const ENQUIRY_SENT_TIP = 'Your message is on its way to the seller, who replies to the e-mail address you gave.';

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
    case 'user_change_password':
    case 'user_change_email':
      modalStore.open(MODAL_IDS.submitSuccess, SUCCESS_TIPS[action]);
      setTimeout(reload, AUTH_RELOAD_DELAY_MS);
      return;
    case 'yacht_sell':
    case 'idle_yacht_sell':
    case 'seller_application':
    case 'user_enter':
      modalStore.open(MODAL_IDS.submitSuccess, SUCCESS_TIPS[action]);
      return;
    case 'new_yacht_message':
    case 'idle_yacht_message':
      // The enquiry reached the seller: its modal gives way to the message-success modal (one modal at a time).
      context.resetFields();
      modalStore.open(MODAL_IDS.messageSuccess, { tip: ENQUIRY_SENT_TIP });
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
