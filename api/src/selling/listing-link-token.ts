// The signed links of the confirm-or-withdraw mails (decision 029): a token naming the action (confirm: still for
// sale; withdraw), the listing and until when the link works, signed with a key derived from the app secret. No login
// is needed; all a token can do is confirm or withdraw the one listing it names.
import crypto from 'node:crypto';
import { LISTING_FRESHNESS, type CatalogueKind } from '@yachts/contracts/catalogue';

export type ListingAction = 'confirm' | 'withdraw';

export interface ListingLink {
  action: ListingAction;
  kind: CatalogueKind;
  id: number;
}

export type ListingLinkReading = { ok: true; link: ListingLink } | { ok: false; reason: 'invalid' | 'expired' };

export function listingLinkKey(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:listing-link:v1').digest();
}

const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function listingLinkToken(key: Buffer, link: ListingLink, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + LISTING_FRESHNESS.linkDays * 86_400;
  const payload = `${link.action === 'confirm' ? 'c' : 'w'}-${link.kind === 'new' ? 'n' : 'u'}-${link.id}-${expires}`;
  return `${payload}.${sign(key, payload)}`;
}

export function readListingLinkToken(key: Buffer, token: unknown, now = new Date()): ListingLinkReading {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^([cw])-([nu])-(\d{1,10})-(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, action, kind, id, expires, signature] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(sign(key, `${action}-${kind}-${id}-${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, link: { action: action === 'c' ? 'confirm' : 'withdraw', kind: kind === 'n' ? 'new' : 'idle', id: Number(id) } };
}
