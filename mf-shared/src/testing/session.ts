// Test support: the page as a logged-in member or a visitor, through the same cookies the browser would hold.
import { COOKIES } from '@yachts/contracts/cookies';
import { consentStore } from '../consent/consent-store';
import { sessionStore } from '../session/session-store';

export function logInAs(uuid: string, token = 'login-token'): void {
  document.cookie = `${COOKIES.uuid}=${uuid}; path=/`;
  document.cookie = `${COOKIES.loginToken}=${token}; path=/`;
  sessionStore.refresh();
}

export function beVisitor(): void {
  sessionStore.forgetLogin();
}

/** Calls from ordinary pages need the visitor's consent; the tests are about what comes after. */
export function acceptCookies(): void {
  consentStore.accept();
}
