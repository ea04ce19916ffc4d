// Text PostgreSQL cannot store (a NUL, a lone UTF-16 surrogate) is cleaned from every JSON body before a handler
// sees it (plugins/text-input.ts): nothing that a browser or a script sends can turn into a database error (500).
import { eq } from 'drizzle-orm';
import { ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { MESSAGES } from '@yachts/contracts/validation';
import { sellApplications, sellerEntries, users, yachtEnquiries } from '../db/schema';
import { cleanParsedBody, storableText } from '../lib/text-input';
import { hashSid } from './visitor-sid';
import { YachtFixtures } from '../catalogue/catalogue-support';
import { buildTestApp, dialectUnderTest, loginAs, postForm, startVisitor, type TestApp } from '../testing/helper';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, ownPhotos, reviewOk, sellForm, stored } from '../selling/selling-support';
import { bodyOf, idOf } from '../testing/answers';

describe('storableText and cleanParsedBody', () => {
  it.each([
    ['a NUL', 'Slack\u0000 water', 'Slack water'],
    ['only NULs', '\u0000\u0000', ''],
    ['a lone high surrogate', 'F\ud83d55', 'F\ufffd55'],
    ['a lone low surrogate at the start', '\ude00ok', '\ufffdok'],
    ['a whole emoji', 'Sail \ud83d\ude00 on', 'Sail \ud83d\ude00 on'],
    ['a high surrogate at the end', 'cut\ud83d', 'cut\ufffd'],
    ['plain text', 'Ushant tides, 6 kn', 'Ushant tides, 6 kn'],
  ])('keeps what can be stored: %s', (_name, input, output) => {
    expect(storableText(input)).toBe(output);
  });

  it('cleans strings at every level, keys included, and leaves other values alone', () => {
    const body: unknown = JSON.parse('{"a\\u0000b": "x\\u0000", "list": ["\\ud800", 3, null, {"deep": "y\\u0000"}], "n": 1, "t": true}');
    expect(cleanParsedBody(body)).toEqual({ ab: 'x', list: ['\ufffd', 3, null, { deep: 'y' }], n: 1, t: true });
  });

  it('stops at a depth no form has, instead of walking a hostile body for ever', () => {
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 100; i += 1) nested = [nested];
    expect(() => cleanParsedBody(nested)).not.toThrow();
  });
});

describe(`the routes that stored such text as sent (${dialectUnderTest})`, () => {
  let t: TestApp;
  let fixtures: YachtFixtures;

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false', OPERATOR_TOKEN });
    fixtures = new YachtFixtures(t.app);
  });
  afterAll(async () => {
    await fixtures.removeAll();
    await t.close();
  });

  it('an enquiry with a NUL is sent, stored without it', async () => {
    const yacht = await fixtures.add('new', {});
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, ENQUIRY_CALLS.new, {
      yacht_id: String(yacht.id),
      name: 'Ada',
      email: 'ada@example.com',
      content: 'Is she\u0000 still for sale? \ud83d',
    });
    expect(bodyOf(response)).toMatchObject({ code: 1 });
    const rows = await t.app.database.db
      .select()
      .from(yachtEnquiries)
      .where(eq(yachtEnquiries.sidHash, hashSid(visitor.sid)));
    expect(rows.map((row) => row.content)).toEqual(['Is she still for sale? \ufffd']);
  });

  it('new and used sell applications with a NUL or half an emoji in any text are stored cleaned', async () => {
    const seller = await newSeller(t.app);
    const created = await call(
      t.app,
      seller,
      SELL_CALLS.createNew,
      sellForm(await ownPhotos(t.app, seller, 3), { builder: 'Bene\u0000teau' }),
    );
    expect(bodyOf(created)).toMatchObject({ code: 1 });
    const idle = await call(
      t.app,
      seller,
      SELL_CALLS.createIdle,
      idleSellForm(await ownPhotos(t.app, seller, 3), {
        model: 'F\ud83d55',
        engines: '2 x IPS\u0000',
        description: `${'Serviced every winter. '.repeat(3)}\ud83d`,
      }),
    );
    expect(bodyOf(idle)).toMatchObject({ code: 1 });
    const { db } = t.app.database;
    const [newRow] = await db
      .select()
      .from(sellApplications)
      .where(eq(sellApplications.id, idOf(created)));
    expect(newRow!.details.builder).toBe('Beneteau');
    const { row } = await stored(t.app, idOf(idle));
    expect([row!.details.model, row!.details.engines]).toEqual(['F\ufffd55', '2 x IPS']);
    expect(JSON.stringify(row)).not.toMatch(/\\u0000|\\ud83d(?!\\ude)/);
    // The operator's reason is text too.
    await reviewOk(t.app, idOf(created), 'under_review');
    expect((await reviewOk(t.app, idOf(created), 'rejected', 'Photos\u0000 missing')).status).toBe('rejected');
    expect((await stored(t.app, idOf(created))).events.at(-1)!.note).toBe('Photos missing');
  });

  it('a seller entry and a profile name with a NUL are stored cleaned', async () => {
    const seller = await newSeller(t.app);
    const entry = await call(t.app, seller, SELL_CALLS.enter, {
      type: 'seller',
      category: 'private',
      contact_name: 'Ada\u0000 Shipwright',
      email: 'ada@example.com',
      country: 'GB',
      content: 'Two\u0000 boats',
    });
    expect(bodyOf(entry)).toMatchObject({ code: 1 });
    const entries = await t.app.database.db.select().from(sellerEntries).where(eq(sellerEntries.userId, seller.login.user.id));
    expect(entries.map((row) => [row.contactName, row.content])).toEqual([['Ada Shipwright', 'Two boats']]);

    const profile = await call(t.app, seller, '/user/profile', { name: 'Ada\u0000 Mariner' });
    expect(bodyOf(profile)).toMatchObject({ code: 1 });
    const [user] = await t.app.database.db.select().from(users).where(eq(users.id, seller.login.user.id));
    expect(user!.name).toBe('Ada Mariner');
    // Half an emoji becomes U+FFFD, a symbol no display name may hold (decision 036): refused, not stored.
    const odd = await call(t.app, seller, '/user/profile', { name: 'Ada M\ud800' });
    expect(bodyOf(odd)).toMatchObject({ code: 0, msg: { name: MESSAGES.displayNameFormat } });
  });

  it('no POST route answers 500 to a body whose every text holds a NUL and half an emoji', async () => {
    const odd = 'x\u0000\ud83d y';
    const fields = Object.fromEntries(
      [
        'email',
        'password',
        'new_password',
        'verify_code',
        'event',
        'name',
        'avatar_url',
        'content',
        'type',
        'ids',
        'id',
        'yacht_id',
        'title',
        'module_id',
        'topic_id',
        'article_id',
        'comment_id',
        'cid',
        'reason',
        'details',
        'builder',
        'model',
        'description',
        'contact_name',
        'company_name',
        'mobile',
        'area_code',
        'kind',
        'status',
        'operation',
        'feedback_type',
        'feedback_advice',
        'category',
        'country',
        'website',
        'location',
        'engines',
        'links',
        'images',
      ].map((name) => [name, odd]),
    );
    // Every route is in the API reference (a test per area checks that); path parameters get a plausible value.
    const spec = bodyOf<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ url: '/docs/json' }));
    const posts = Object.entries(spec.paths)
      .filter(([, operations]) => 'post' in operations)
      .map(([url]) => ({ url: url.replace(/\{(\w+)\}/g, ':$1') }));
    expect(posts.length).toBeGreaterThan(40);
    const member = await loginAs(t.app);
    for (const route of posts) {
      const visitor = await startVisitor(t.app);
      const url = route.url.replace(/:uuid/g, member.uuid).replace(/:\w+/g, '1');
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: visitor.remoteAddress,
        headers: { cookie: `${visitor.cookie}; ${member.cookie}`, 'access-token': member.token, authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { __token__: visitor.token, ...fields },
      });
      expect([url, response.statusCode < 500 ? 'not 500' : response.body]).toEqual([url, 'not 500']);
    }
  });
});
