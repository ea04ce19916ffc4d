// docs/product.md §2, §6: buttons that need a logged-in user open the login-required modal for a visitor instead.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { sessionStore } from '../session/session-store';
import { modalStore } from './modal-store';
import { MODAL_IDS } from './modal-registry';

/** Runs `action` for a logged-in user; for a visitor opens the login-required modal and returns false. */
export function requireLogin(action: () => void, reason?: string): boolean {
  if (!sessionStore.isLoggedIn) {
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
};

export function LoginRequiredButton({ onClick, reason, type = 'button', ...rest }: Props) {
  return <button {...rest} type={type} data-login-required="" onClick={(event) => requireLogin(() => onClick(event), reason)} />;
}
