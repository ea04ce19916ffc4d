// Following a yacht from a card or its page: the state starts from what the api said (a visitor never follows),
// changes only when the signed call answers, and takes the answer's word for both the state and the count.
import { useState } from 'react';
import { ErrorCode } from '@yachts/contracts/envelope';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { NETWORK_ERROR_TEXT } from 'shared/api';
import { modalStore, MODAL_IDS, useAfterLogin } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { showToast, useStateFrom } from 'shared/ui';

/**
 * The follow call's client, fetched with the first press: a card drawn on the home page or a list does not bring
 * shared/catalogue's calls and modal openers for a button most visitors never press (decision 023).
 */
const loadFollowYacht = () =>
  import('shared/catalogue').then(
    (module) => module.followYacht,
    () => {
      throw new Error(NETWORK_ERROR_TEXT);
    },
  );

/** The name a visitor's press on Follow is kept under until they have logged in (useAfterLogin). */
export function followAfterLogin(kind: CatalogueKind, id: number): string {
  return `follow:${kind}:${id}`;
}

export const FOLLOW_REASON = 'Log in to follow yachts and hear about price changes and new photos.';

/** The api no longer knows the login: the page becomes a visitor's and the visitor is asked to log in. */
const LOGIN_CODES: readonly number[] = [ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

export interface FollowTarget {
  kind: CatalogueKind;
  id: number;
  name: string;
  followed?: boolean;
  followers?: number | null;
}

export interface FollowControl {
  /** Whether the logged-in user follows it (always false for a visitor). */
  followed: boolean;
  followers: number | null;
  busy: boolean;
  toggle: () => void;
}

export function useFollow({ kind, id, name, followed: initialFollowed, followers: initialFollowers = null }: FollowTarget): FollowControl {
  // A reloaded list or page brings the api's state for the same yacht.
  const [followed, setFollowed] = useStateFrom(Boolean(initialFollowed), initialFollowed);
  const [followers, setFollowers] = useStateFrom<number | null>(initialFollowers);
  const [busy, setBusy] = useState(false);

  const isFollowed = followed && sessionStore.isLoggedIn;
  const toggle = () => {
    if (busy) return;
    const operation = isFollowed ? 'unfollow' : 'follow';
    setBusy(true);
    loadFollowYacht()
      .then((followYacht) => followYacht(kind, id, operation))
      .then(
        (result) => {
          setFollowed(result.followed);
          setFollowers(result.followers);
          showToast(result.followed ? `You follow the ${name}.` : `You no longer follow the ${name}.`, { tone: 'success' });
        },
        (error: unknown) => {
          const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
          if (typeof code === 'number' && LOGIN_CODES.includes(code)) {
            sessionStore.forgetLogin();
            modalStore.open(MODAL_IDS.loginRequired, { reason: FOLLOW_REASON });
            return;
          }
          showToast(error instanceof Error ? error.message : String(error), { tone: 'error' });
        },
      )
      .finally(() => setBusy(false));
  };
  // A visitor pressed Follow, was asked to log in and did: the yacht is followed (unless it already was).
  useAfterLogin(followAfterLogin(kind, id), () => {
    if (!isFollowed) toggle();
  });
  return { followed: isFollowed, followers, busy, toggle };
}
