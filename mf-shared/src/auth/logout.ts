// Log out (product rules §4 user_logout): ask the server to end the login, then forget it here and go to the home page.
import { isSilentCancel } from '../api/call-cancelled';
import { afterSuccess } from '../forms/submit-actions';
import { loadingStore } from '../ui/loading-store';
import { postLogout } from './api/logout';

export interface LogoutOptions {
  /** Injected for tests; the browser's own navigation to the home page by default. */
  goHome?: () => void;
}

/**
 * Resolves once the page has moved on. The call goes out whether or not the visitor accepted cookies (the server
 * must revoke the token; see postLogout). The login is forgotten in the browser even when the server could not be
 * reached: a user who asked to log out must not stay logged in on this screen; the server's own expiry ends the
 * token it did not hear about.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  const release = loadingStore.show('centred', 'Logging out');
  let result: unknown = null;
  try {
    result = await postLogout();
  } catch (error) {
    if (!isSilentCancel(error)) console.warn('[shared/auth] logout call failed; forgetting the login here anyway', error);
  } finally {
    release();
  }
  afterSuccess('user_logout', { result, resetFields: () => {}, goHome: options.goHome });
}
