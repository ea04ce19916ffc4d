// Members made through the site's own calls, each on a cookie jar of their own: registered with the code the outbox
// shows, logged in, with a form call in their name (the anti-forgery token renewed from every answer), and the
// seller's steps a journey needs before it reaches the part it checks (a used yacht listed through the sell calls
// and the operator's approval).
import fs from 'node:fs';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';
import { hashPassword } from '@yachts/contracts/password';
import { TOKEN_FIELD, TOKEN_HEADER } from '@yachts/contracts/envelope';
import { OPERATOR_SELL_API, SELL_CALLS } from '@yachts/contracts/selling';
import { answerOf, dataOf, firstToken, formCaller, itemsOf } from './api';
import { uniqueDisplayName, uniqueEmail } from './account';
import { nextCode } from './mail';
import { fixture, OPERATOR_TOKEN } from './paths';

export const MEMBER_PASSWORD = 'Harbour2026!';

export interface Member {
  email: string;
  /** The display name chosen at sign-up (decision 036). */
  name: string;
  context: BrowserContext;
  api: APIRequestContext;
  call<T>(path: string, fields: Record<string, unknown>): Promise<T>;
}

/** A new member logged in on their own cookie jar (cookies accepted, so pages open without the consent gate). */
export async function newMember(browser: Browser, prefix: string, options: BrowserContextOptions = {}): Promise<Member> {
  const context = await browser.newContext(options);
  const api: APIRequestContext = context.request;
  const post = await formCaller(api);
  const call = async <T>(path: string, fields: Record<string, unknown>): Promise<T> => {
    const { body } = await post<T>(path, fields);
    expect({ path, code: body?.code, msg: body?.msg }).toEqual({ path, code: 1, msg: expect.anything() });
    return body!.data;
  };
  const email = uniqueEmail(prefix);
  const since = new Date(Date.now() - 1000).toISOString();
  await call(ACCOUNT_CALLS.sendCode, { email, event: 'register' });
  const code = await nextCode(api, email, since);
  const password = hashPassword(MEMBER_PASSWORD);
  const name = uniqueDisplayName(prefix);
  await call(ACCOUNT_CALLS.register, { email, verify_code: code, password, repassword: password, name });
  await call(ACCOUNT_CALLS.login, { email, password });
  const { origin } = new URL((await api.get('/health')).url());
  await context.addCookies([{ name: 'userConsent', value: 'accepted', url: origin }]);
  return { email, name, context, api, call };
}

/** A topic by `member` in the community's first section, with the one photo a topic needs; answers its id. */
export async function postTopic(member: Member, title: string, content: string): Promise<{ id: number }> {
  const sections = await itemsOf<{ id: number }>(member.api.get('/api/v1/community/modules'));
  return member.call<{ id: number }>(COMMUNITY_CALLS.createTopic, {
    title,
    content,
    images: [await uploadPhoto(member)],
    module_id: sections[0]!.id,
  });
}

/** A photo uploaded in `member`'s name through the site's upload call; answers its address. */
export async function uploadPhoto(member: Member): Promise<string> {
  const token = await firstToken(member.api);
  const upload = await member.api.post('/index/ajax/pic', {
    // Checked before the body is read (decision 035), as the site's form client sends it.
    headers: { [TOKEN_HEADER]: token },
    multipart: {
      [TOKEN_FIELD]: token,
      file: { name: 'deck-photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture('deck-photo.jpg')) },
    },
  });
  const uploaded = await answerOf<{ url: string }[]>(upload);
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(1);
  return uploaded.data[0]!.url;
}

/** A used yacht's sell application in `seller`'s name: a photo uploaded, the sell form's fields sent. Answers its id. */
export async function applyToSellUsedYacht(seller: Member, fields: Record<string, unknown>): Promise<number> {
  const photos = [await uploadPhoto(seller)];
  const { id } = await seller.call<{ id: number }>(SELL_CALLS.createIdle, {
    builder: 'Dufour',
    model: 'Grand Large 460',
    model_line: 'Grand Large',
    type: 'sail',
    year: 2020,
    condition: 'excellent',
    hull_material: 'grp',
    length_m: 14.2,
    beam_m: 4.5,
    draft_m: 2.1,
    cabins: 4,
    berths: 8,
    engines: 'Volvo D2-60',
    fuel: 'diesel',
    engine_hours: 700,
    price: 329_000,
    currency: 'EUR',
    location: 'Lefkas',
    country: 'GR',
    description: 'One owner, kept in the water with yearly service, new genoa in 2025 and a full cockpit enclosure.',
    photos,
    ...fields,
  });
  return id;
}

/**
 * A used yacht listed in `seller`'s name: the application sent (applyToSellUsedYacht) and approved by the operator.
 * Answers the listing's id and page.
 */
export async function listUsedYacht(
  seller: Member,
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<{ id: number; url: string }> {
  const id = await applyToSellUsedYacht(seller, fields);
  const review = await request.post(OPERATOR_SELL_API.review(id), {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { status: 'approved' },
  });
  expect(review.status(), await review.text()).toBe(200);
  const { listingUrl: url } = await dataOf<{ listingUrl: string }>(review);
  return { id: Number(/\/(\d+)-/.exec(url)?.[1]), url };
}
