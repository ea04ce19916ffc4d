// docs/product.md §2, §6: buttons that need a logged-in user open the login-required modal for a visitor instead.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { sessionStore } from '../session/session-store';
import { rememberAfterLogin } from './after-login';
import { modalStore } from './modal-store';
import { MODAL_IDS } from './modal-registry';

/** What the visitor was doing, finished after they log in (after-login.ts): its name and its data. */
export interface ResumeAfterLogin {
  id: string;
  data?: Record<string, unknown>;
}

/**
 * Runs `action` for a logged-in user; for a visitor opens the login-required modal and returns false, keeping
 * `resume` to be finished once they have logged in.
 */
export function requireLogin(action: () => void, reason?: string, resume?: ResumeAfterLogin): boolean {
  if (!sessionStore.isLoggedIn) {
    if (resume) rememberAfterLogin(resume.id, resume.data);
    modalStore.open(MODAL_IDS.loginRequired, reason ? { reason } : {});
    return false;
  }
  action();
  return true;
}

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Shown in the login-required modal: why this needs an account. */
  reason?: string;
  /** The action a visitor's press is finished as, once they have logged in (see useAfterLogin). */
  resumeAs?: string;
};

export function LoginRequiredButton({ onClick, reason, resumeAs, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      data-login-required=""
      onClick={(event) => requireLogin(() => onClick(event), reason, resumeAs ? { id: resumeAs } : undefined)}
    />
  );
}
