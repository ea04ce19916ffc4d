// What a visitor was doing when a button asked them to log in (follow, save a search) is finished once they have
// logged in, on the same page, with what they had chosen. Logging in reloads the page (product rules §4), so the
// action is kept in the tab's session storage: its name, the page it was asked on, its data and when. The control
// that asked for it finishes it when it is drawn for a logged-in member (useAfterLogin).
import { useEffect, useEffectEvent } from 'react';
import { when } from 'mobx';
import { sessionStore } from '../session/session-store';

const STORAGE_KEY = 'yachts.afterLogin';
/** A login that takes longer than this was not made to finish the action. */
export const AFTER_LOGIN_MAX_AGE_MS = 30 * 60 * 1000;

interface Pending {
  id: string;
  path: string;
  at: number;
  data?: Record<string, unknown>;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Keeps `id` (and its data) to be finished after the visitor logs in on this page. */
export function rememberAfterLogin(id: string, data?: Record<string, unknown>): void {
  const pending: Pending = { id, path: here(), at: Date.now(), ...(data ? { data } : {}) };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the visitor presses again after logging in.
  }
}

/** The data kept for `id` when it waits on this page and is recent, else null; either way it is taken only once. */
export function takeAfterLogin(id: string): Record<string, unknown> | null {
  const store = storage();
  let pending: Pending | null;
  try {
    pending = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as Pending | null;
  } catch {
    pending = null;
  }
  if (!pending || pending.id !== id) return null;
  store?.removeItem(STORAGE_KEY);
  if (pending.path !== here() || Date.now() - pending.at > AFTER_LOGIN_MAX_AGE_MS) return null;
  return pending.data ?? {};
}

/** Finishes the action kept as `id` once the member is logged in (now, or after a login without a reload). */
export function useAfterLogin(id: string, finish: (data: Record<string, unknown>) => void): void {
  // The finish of the latest render, without the login watch starting again when it changes.
  const finishNow = useEffectEvent(finish);
  useEffect(
    () =>
      when(
        () => sessionStore.isLoggedIn,
        () => {
          const data = takeAfterLogin(id);
          if (data) finishNow(data);
        },
      ),
    [id],
  );
}
