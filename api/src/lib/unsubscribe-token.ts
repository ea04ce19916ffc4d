// The one-click unsubscribe links of alert and notice mails (decisions 027, 033): a token naming what to stop (one
// saved search's alerts, or one kind of a member's e-mailed notices: price drops, replies, mentions, praise) and until
// when the link works, signed with a key derived from the app secret. No login is needed: the token is the authority,
// and all it can do is turn mails off.
import crypto from 'node:crypto';
import { ALERTS_API, SAVED_SEARCH_LIMITS } from '@yachts/contracts/alerts';
import { paths } from '@yachts/contracts/paths';
import type { EmailNoticeKind } from '@yachts/contracts/account';

export type UnsubscribeScope = { kind: 'search'; searchId: number } | { kind: EmailNoticeKind; userId: number };

export type TokenReading = { ok: true; scope: UnsubscribeScope } | { ok: false; reason: 'invalid' | 'expired' };

const PREFIX = { search: 's', 'price-drops': 'p', replies: 'r', mentions: 'm', praise: 'g' } as const;
const KIND_OF = Object.fromEntries(Object.entries(PREFIX).map(([kind, prefix]) => [prefix, kind])) as Record<
  string,
  UnsubscribeScope['kind']
>;

export function unsubscribeKey(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:alert-unsubscribe:v1').digest();
}

function signatureOf(key: Buffer, payload: string): string {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url');
}

/** A token that works for SAVED_SEARCH_LIMITS.unsubscribeDays from `now`. */
export function unsubscribeToken(key: Buffer, scope: UnsubscribeScope, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + SAVED_SEARCH_LIMITS.unsubscribeDays * 86_400;
  const id = scope.kind === 'search' ? scope.searchId : scope.userId;
  const payload = `${PREFIX[scope.kind]}-${id}-${expires}`;
  return `${payload}.${signatureOf(key, payload)}`;
}

export function readUnsubscribeToken(key: Buffer, token: unknown, now = new Date()): TokenReading {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^([sprmg])-(\d{1,10})-(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, prefix, idText, expiresText, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signatureOf(key, `${prefix}-${idText}-${expiresText}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expiresText) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  const id = Number(idText);
  const kind = KIND_OF[prefix] ?? 'search';
  return { ok: true, scope: kind === 'search' ? { kind, searchId: id } : { kind, userId: id } };
}

/** The mail's last line and its List-Unsubscribe header fields (RFC 2369, RFC 8058) for a token. */
export function unsubscribeParts(publicUrl: string, token: string, what: string) {
  return {
    lines: [`Stop ${what} with one click: ${publicUrl}${paths.alertsUnsubscribe(token)}`],
    headers: {
      'List-Unsubscribe': `<${publicUrl}${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
