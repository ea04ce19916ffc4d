// What the selling tests share: sellers (a login plus a browser session of their own, since uploads belong to the
// session), photos they own, valid sell forms, and the operator's calls.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { OPERATOR_SELL_API, SELL_CALLS } from '@yachts/contracts/selling';
import { sellApplicationEvents, sellApplications } from '../db/schema';
import { formCallAs, loginAs, multipartBody, ownUploads, startVisitor, type LoggedIn, type TestApp, type Visitor } from '../testing/helper';
import { okData } from '../testing/answers';

export const OPERATOR_TOKEN = 'operator-token-for-selling-tests-0123456789';

export interface Seller {
  login: LoggedIn;
  visitor: Visitor;
}

/** A member logged in from a browser session of their own; without a name, a fresh one (names are unique: decision 036). */
export async function newSeller(app: FastifyInstance, name?: string): Promise<Seller> {
  const login = await loginAs(app, { name });
  return { login, visitor: await startVisitor(app) };
}

/** The same member on another device: the same login, a new session (so none of the earlier uploads are its own). */
export async function onAnotherDevice(app: FastifyInstance, seller: Seller): Promise<Seller> {
  return { login: seller.login, visitor: await startVisitor(app) };
}

/** A form-style call as the browser makes it; a Visitor alone is someone not logged in. */
export const call = formCallAs;

/** A photo uploaded through POST /index/ajax/pic, as the sell form does it. */
export async function uploadPhoto(app: FastifyInstance, seller: Seller): Promise<string> {
  const data = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = await multipartBody([{ data, filename: 'yacht.jpg', type: 'image/jpeg' }], seller.visitor.token);
  const response = await app.inject({
    method: 'POST',
    url: '/index/ajax/pic',
    remoteAddress: seller.visitor.remoteAddress,
    headers: { cookie: seller.visitor.cookie, ...headers },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  const uploaded = response.json<{ data: { url: string }[] }>().data[0];
  if (!uploaded) throw new Error(`upload answered no file: ${response.body}`);
  return uploaded.url;
}

/**
 * `count` uploads recorded for the seller's session, as the upload route records them (the files themselves are not
 * needed by the sell calls, and the upload route's rate limit would slow a test asking for a dozen).
 */
export function ownPhotos(app: FastifyInstance, seller: Seller, count: number): Promise<string[]> {
  return ownUploads(app, seller.visitor, count);
}

/** A complete, valid new-yacht form. */
export function sellForm(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    builder: 'Beneteau',
    model: 'Oceanis 46.1',
    model_line: 'Oceanis',
    type: 'sail',
    year: 2026,
    length_m: 14.6,
    beam_m: 4.5,
    draft_m: 2.3,
    cabins: 3,
    berths: 8,
    engines: '1 x Yanmar 4JH57 (57 hp)',
    fuel: 'diesel',
    hull_material: 'grp',
    top_speed_kn: 9.5,
    cruise_speed_kn: 7.5,
    price: 420000,
    currency: 'EUR',
    location: 'La Rochelle',
    country: 'FR',
    description: 'A fast and comfortable family cruiser with a deep keel, twin wheels and a generous cockpit.',
    photos,
    ...overrides,
  };
}

/** A complete, valid used-yacht form. */
export function idleSellForm(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return sellForm(photos, {
    builder: 'Princess',
    model: 'F55',
    model_line: 'F Class',
    type: 'motor',
    year: 2019,
    length_m: 17.2,
    beam_m: 4.9,
    draft_m: 1.3,
    cabins: 3,
    berths: 6,
    engines: '2 x Volvo Penta IPS 950',
    top_speed_kn: 32,
    cruise_speed_kn: 25,
    price: 1150000,
    currency: 'GBP',
    location: 'Palma de Mallorca',
    country: 'ES',
    description: 'One owner from new, serviced every winter by the main dealer, with a hydraulic bathing platform.',
    engine_hours: 640,
    condition: 'excellent',
    ...overrides,
  });
}

/** An operator call; `token` null sends no credential. */
export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  token: string | null = OPERATOR_TOKEN,
) {
  return app.inject({
    method,
    url,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body }),
  });
}

export function review(app: FastifyInstance, id: number | string, status: string, reason?: string) {
  return operatorCall(app, 'POST', OPERATOR_SELL_API.review(id), reason === undefined ? { status } : { status, reason });
}

/** Reviews and fails the test on anything but success. */
export async function reviewOk(app: FastifyInstance, id: number, status: string, reason?: string) {
  const response = await review(app, id, status, reason);
  if (response.statusCode !== 200) throw new Error(`review ${id} -> ${status}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number; status: string; listingUrl: string | null } }>().data;
}

/** The application row and its progress, straight from the database. */
export async function stored(app: FastifyInstance, id: number) {
  const { db } = app.database;
  const [row] = await db.select().from(sellApplications).where(eq(sellApplications.id, id));
  const events = await db
    .select({ status: sellApplicationEvents.status, note: sellApplicationEvents.note })
    .from(sellApplicationEvents)
    .where(and(eq(sellApplicationEvents.applicationId, id)))
    .orderBy(sellApplicationEvents.id);
  return { row, events };
}

/** The answer without the fresh anti-forgery token, which differs on every answer. */
export function withoutToken(response: { statusCode: number; json: () => Record<string, unknown> }) {
  const { token, ...rest } = response.json();
  void token;
  return { status: response.statusCode, ...rest };
}

/** The seller's calls of the file whose app is `t`: a call expected to succeed, applications made, and their count. */
export function sellingHelpers(t: TestApp) {
  /** Calls and expects success; answers data. */
  async function ok<T>(who: Seller, url: string, fields: Record<string, unknown> = {}): Promise<T> {
    return okData<T>(await call(t.app, who, url, fields), url);
  }

  async function createNew(seller: Seller, overrides: Record<string, unknown> = {}): Promise<number> {
    const photos = await ownPhotos(t.app, seller, 2);
    return (await ok<{ id: number }>(seller, SELL_CALLS.createNew, sellForm(photos, overrides))).id;
  }

  async function createIdle(seller: Seller, overrides: Record<string, unknown> = {}): Promise<number> {
    const photos = await ownPhotos(t.app, seller, 2);
    return (await ok<{ id: number }>(seller, SELL_CALLS.createIdle, idleSellForm(photos, overrides))).id;
  }

  async function applicationsOf(seller: Seller): Promise<number> {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(sellApplications)
      .where(eq(sellApplications.userId, seller.login.user.id));
    return row?.n ?? 0;
  }

  return { ok, createNew, createIdle, applicationsOf };
}
