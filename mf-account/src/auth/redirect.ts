// ?redirect= on the account pages: where to go after a login or registration. Only a path of this site is
// followed, so a crafted link cannot send the user on to another site once they are logged in (open redirect).

/** The redirect as a same-site path (with its query and hash), or null when it is absent or points elsewhere. */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface Navigator {
  assign: (url: string) => void;
  reload: () => void;
}

/** After success: a full load of the redirect path, else of this page, so every area starts as the new user. */
export function finishAuth(redirect: string | null, nav: Navigator = window.location): void {
  if (redirect) nav.assign(redirect);
  else nav.reload();
}

/** The account pages themselves: returning to one after logging in would only say "You are already logged in". */
const AUTH_PATHS = /^\/user\/(login|register|resetpwd|changeEmail)\/?$/;

/**
 * Where a login or registration made on its own page goes when no ?redirect= says: back to the page of this site the
 * visitor came from (the header's "Log in" link, a shared link), else the home page, rather than reloading the login
 * page into a dead end.
 */
export function cameFrom(referrer: string = document.referrer, origin: string = window.location.origin): string {
  const back = safeRedirect(referrer ? referrer.replace(origin, '') : null, origin);
  if (!referrer.startsWith(origin) || !back) return '/';
  return AUTH_PATHS.test(new URL(back, origin).pathname) ? '/' : back;
}
