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
