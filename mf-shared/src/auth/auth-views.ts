// The account flows a visitor moves between (log in, log in with a code, register, reset the password): which
// modal draws each, and which account page shows it when there is one.
import { paths } from '@yachts/contracts/paths';
import { MODAL_IDS } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';

export type AuthView = 'login' | 'codeLogin' | 'register' | 'resetPassword';

export const AUTH_VIEW_MODALS: Record<AuthView, string> = {
  login: MODAL_IDS.login,
  codeLogin: MODAL_IDS.codeLogin,
  register: MODAL_IDS.register,
  resetPassword: MODAL_IDS.resetPassword,
};

/** The account area's pages (docs/product.md §2); logging in with a code has a modal only. */
const AUTH_VIEW_PAGES: Partial<Record<AuthView, () => string>> = {
  login: paths.userLogin,
  register: paths.userRegister,
  resetPassword: paths.userResetPassword,
};

/** The page of a view, carrying the page's `redirect` on; null when the view has no page. */
export function authPageHref(view: AuthView, redirect?: string): string | null {
  const page = AUTH_VIEW_PAGES[view];
  if (!page) return null;
  return redirect ? `${page()}?redirect=${encodeURIComponent(redirect)}` : page();
}

/** Product rules §2: switching hides every other modal and opens this one empty. */
export function switchToView(view: AuthView, props: Record<string, unknown> = {}): void {
  modalStore.switchTo(AUTH_VIEW_MODALS[view], props);
}

/** Opens the login modal from anywhere (the header, a login-required button). */
export function openLogin(): void {
  switchToView('login');
}

export function openRegister(): void {
  switchToView('register');
}
