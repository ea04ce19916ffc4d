// @dialect: the job queue and the stored search filters (jsonb).
// Saved searches and their alerts (decision 027) on a real database: the routes (visitors, bad input in the words of
// ALERT_MESSAGES, another member's ids, the per-member limit), a listing approved through the sell flow reaching a
// matching search's member by mail and inbox once, digests, the signed unsubscribe link, and price-drop alerts to
// followers after the seller lowers a price.
import { and, eq } from 'drizzle-orm';
import { ALERT_MESSAGES, ALERTS_API, SAVED_SEARCH_LIMITS } from '@yachts/contracts/alerts';
import { CATALOGUE_API, type YachtDetail } from '@yachts/contracts/catalogue';
import { SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { signBody } from '@yachts/contracts/signing';
import type { SavedSearch } from '@yachts/contracts/wire/alerts';
import { jobs, savedSearches, usedYachtPrices, userMessages } from '../../db/schema';
import { readOutbox, type OutboxEntry } from '../../platform/mail-outbox';
import { dialectUnderTest, loginAs, type LoggedIn } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, ownPhotos, reviewOk, type Seller } from '../../selling/selling-support';
import { CATALOGUE_QUERY_MESSAGES } from '../catalogue-query';
import { SAVED_SEARCH_ROUTE_MESSAGES } from './saved-search-routes';
import { readUnsubscribeToken, unsubscribeKey, unsubscribeToken } from '../../lib/unsubscribe-token';
import { answerOf, dataOf, idOf, like } from '../../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false', APP_SECRET: 'a-secret-for-alert-tests-0123456789abcdef' });

const key = () => unsubscribeKey('a-secret-for-alert-tests-0123456789abcdef');

function signed(who: LoggedIn | null, url: string, fields: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, headers: who ? { 'access-token': who.token } : {}, payload: signBody(fields) });
}

async function save(who: LoggedIn, fields: Record<string, unknown>): Promise<SavedSearch> {
  const response = await signed(who, ALERTS_API.savedSearches, { kind: 'idle', frequency: 'instant', ...fields });
  if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return dataOf<SavedSearch>(response);
}

async function listOf(who: LoggedIn): Promise<SavedSearch[]> {
  const response = await t.app.inject({ method: 'GET', url: ALERTS_API.savedSearches, headers: { 'access-token': who.token } });
  expect(response.statusCode).toBe(200);
  return dataOf<SavedSearch[]>(response);
}

/** Lists a used yacht through the sell flow and its approval; answers its id. */
async function listUsed(seller: Seller, overrides: Record<string, unknown> = {}): Promise<number> {
  const photos = await ownPhotos(t.app, seller, 1);
  const created = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(photos, overrides));
  if (answerOf(created).code !== 1) throw new Error(created.body);
  const approved = await reviewOk(t.app, idOf(created), 'approved');
  return Number(/\/(\d+)-/.exec(approved.listingUrl ?? '')?.[1]);
}

/** The alert mails to an address, newest first (the seller's approval mails are not counted). */
async function mailsTo(email: string): Promise<OutboxEntry[]> {
  const mails = await readOutbox(t.config.mailOutboxDir, { limit: 100, to: email });
  return mails.filter((mail) => mail.kind.endsWith('-alert'));
}

async function inboxOf(who: LoggedIn) {
  return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, who.user.id));
}

function tokenIn(mail: OutboxEntry): string {
  const match = /\/user\/alerts\/unsubscribe\?token=([^\s]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

describe(`saved searches: the routes (${dialectUnderTest})`, () => {
  it('answers a visitor 401 on every call and saves nothing', async () => {
    const visitorList = await t.app.inject({ method: 'GET', url: ALERTS_API.savedSearches });
    expect(visitorList.statusCode).toBe(401);
    const before = await t.app.database.db.select().from(savedSearches);
    for (const url of [ALERTS_API.savedSearches, ALERTS_API.savedSearch(1), ALERTS_API.deleteSavedSearch(1)]) {
      const response = await signed(null, url, { kind: 'idle', name: 'x', frequency: 'instant' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
    expect(await t.app.database.db.select().from(savedSearches)).toHaveLength(before.length);
  });

  it('saves a list query in canonical form with its summary, and lists only the caller’s own, newest first [both engines]', async () => {
    const [sailor, other] = [await loginAs(t.app), await loginAs(t.app)];
    const first = await save(sailor, { name: '  Motor   yachts  ', query: 'type=motor&page=3' });
    const second = await save(sailor, {
      name: 'Princess in France',
      query: '?q=princess&country=FR&lengthMin=12&builder=Princess&sort=price-asc',
      frequency: 'daily',
    });
    expect(first).toMatchObject({
      name: 'Motor yachts',
      query: 'type=motor',
      url: '/used-yachts-for-sale/?type=motor',
      summary: 'Motor yacht',
    });
    expect(second).toMatchObject({
      query: 'q=princess&builder=Princess&country=FR&lengthMin=12&sort=price-asc',
      summary: 'Princess · from 12 m · France · “princess”',
      frequency: 'daily',
      newMatches: 0,
      lastAlertAt: null,
    });
    await save(other, { name: 'Theirs', query: '' });
    expect((await listOf(sailor)).map((search) => search.name)).toEqual(['Princess in France', 'Motor yachts']);
    expect((await listOf(other)).map((search) => search.summary)).toEqual(['All used yachts']);
  });

  it('refuses bad input in the words of ALERT_MESSAGES and the list’s own, and saves nothing', async () => {
    const sailor = await loginAs(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, ALERT_MESSAGES.nameRequired],
      [{ name: '   ' }, ALERT_MESSAGES.nameRequired],
      [{ name: 42 }, ALERT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1) }, ALERT_MESSAGES.nameTooLong],
      [{ name: 'ok', kind: 'boats' }, ALERT_MESSAGES.kind],
      [{ name: 'ok', frequency: 'hourly' }, ALERT_MESSAGES.frequency],
      [{ name: 'ok', query: 'colour=red' }, CATALOGUE_QUERY_MESSAGES.unknownParameter('colour')],
      [{ name: 'ok', query: 'type=motor&type=sail' }, CATALOGUE_QUERY_MESSAGES.once('type')],
      [{ name: 'ok', query: 'yearMin=19' }, 'yearMin must be a year from 1800 to 2100.'],
      [{ name: 'ok', query: 'priceMin=9&priceMax=1' }, CATALOGUE_QUERY_MESSAGES.minAboveMax('price')],
      [{ name: 'ok', kind: 'new', query: 'condition=good' }, CATALOGUE_QUERY_MESSAGES.conditionOnNew],
      [{ name: 'ok', query: `q=${'a'.repeat(SAVED_SEARCH_LIMITS.queryMax)}` }, ALERT_MESSAGES.queryTooLong],
    ];
    for (const [fields, message] of cases) {
      const response = await signed(sailor, ALERTS_API.savedSearches, { kind: 'idle', frequency: 'instant', query: '', ...fields });
      expect({ fields, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ fields, status: 400, msg: message });
    }
    expect(await listOf(sailor)).toEqual([]);
  });

  it('renames, changes the frequency and deletes; another member’s id answers 404 and changes nothing', async () => {
    const [sailor, other] = [await loginAs(t.app), await loginAs(t.app)];
    const search = await save(sailor, { name: 'Catamarans', query: 'type=catamaran' });
    const renamed = await signed(sailor, ALERTS_API.savedSearch(search.id), { name: 'Cats' });
    expect(dataOf(renamed)).toMatchObject({ id: search.id, name: 'Cats', frequency: 'instant' });
    const weekly = await signed(sailor, ALERTS_API.savedSearch(search.id), { frequency: 'weekly' });
    expect(dataOf(weekly)).toMatchObject({ name: 'Cats', frequency: 'weekly' });
    expect(answerOf(await signed(sailor, ALERTS_API.savedSearch(search.id), {})).msg).toBe(ALERT_MESSAGES.nothingToChange);
    expect(answerOf(await signed(sailor, ALERTS_API.savedSearch(search.id), { frequency: 'never' })).msg).toBe(ALERT_MESSAGES.frequency);
    expect(answerOf(await signed(sailor, ALERTS_API.savedSearch('abc'), { name: 'x' })).msg).toBe(SAVED_SEARCH_ROUTE_MESSAGES.id);

    for (const response of [
      await signed(other, ALERTS_API.savedSearch(search.id), { name: 'Mine now' }),
      await signed(other, ALERTS_API.deleteSavedSearch(search.id)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(answerOf(response).msg).toBe(ALERT_MESSAGES.notFound);
    }
    expect((await listOf(sailor))[0]).toMatchObject({ name: 'Cats', frequency: 'weekly' });

    expect(dataOf(await signed(sailor, ALERTS_API.deleteSavedSearch(search.id)))).toEqual({ id: search.id });
    expect(await listOf(sailor)).toEqual([]);
    expect((await signed(sailor, ALERTS_API.deleteSavedSearch(search.id))).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perMember} searches per member`, async () => {
    const sailor = await loginAs(t.app);
    for (let n = 0; n < SAVED_SEARCH_LIMITS.perMember; n += 1) await save(sailor, { name: `Search ${n}`, query: '' });
    const refused = await signed(sailor, ALERTS_API.savedSearches, { kind: 'idle', name: 'One more', frequency: 'off', query: '' });
    expect(refused.statusCode).toBe(409);
    expect(answerOf(refused).msg).toBe(ALERT_MESSAGES.tooMany);
    expect(await listOf(sailor)).toHaveLength(SAVED_SEARCH_LIMITS.perMember);
  });
});

describe(`saved searches: alerts for new listings (${dialectUnderTest})`, () => {
  it('mails and messages a matching instant search once, with a working one-click unsubscribe [both engines]', async () => {
    const [buyer, picky, seller] = [await loginAs(t.app, { name: 'Buyer Ann' }), await loginAs(t.app), await newSeller(t.app)];
    const search = await save(buyer, { name: 'Princess motor yachts', query: 'type=motor&builder=Princess&currency=GBP&priceMax=2000000' });
    await save(picky, { name: 'Sailing only', query: 'type=sail' });
    // The seller's own search never announces the seller's yacht.
    await save(seller.login, { name: 'My kind', query: 'type=motor' });

    const id = await listUsed(seller, { builder: 'Princess', model: 'F55', price: 1_150_000, currency: 'EUR' });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const mails = await mailsTo(buyer.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxEntry];
    expect(mail.subject).toBe('New for “Princess motor yachts”: Princess F55 F Class');
    expect(mail.text).toContain('Hello Buyer Ann,');
    expect(mail.text).toContain(`http://localhost:8080/yachts/used/${id}-`);
    expect(mail.text).toContain('EUR 1,150,000');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/api\/v1\/alerts\/unsubscribe\?token=/);
    expect(await mailsTo(picky.user.email)).toEqual([]);
    expect(await mailsTo(seller.login.user.email)).toEqual([]);

    const inbox = await inboxOf(buyer);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: 'system',
      title: mail.subject,
      link: like.stringMatching(new RegExp(`^/yachts/used/${id}-`)),
    });
    expect((await listOf(buyer))[0]).toMatchObject({ id: search.id, newMatches: 0, lastAlertAt: like.any(String) });

    // Withdrawn and approved again: the yacht was named already, so it is not announced again.
    const [job] = await t.app.database.db.select().from(jobs).where(eq(jobs.kind, 'catalogue.listed'));
    expect(job?.doneAt).not.toBeNull();
    await t.app.jobs.enqueue({ kind: 'catalogue.listed', payload: { kind: 'idle', id } });
    await t.app.jobs.runDue();
    expect(await mailsTo(buyer.user.email)).toHaveLength(1);

    // The mail's link turns the search off without a login; repeating it changes nothing.
    const token = tokenIn(mail);
    for (let n = 0; n < 2; n += 1) {
      const response = await t.app.inject({ method: 'POST', url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toEqual({
        stopped: 'search',
        name: 'Princess motor yachts',
        message: SAVED_SEARCH_ROUTE_MESSAGES.unsubscribedSearch('Princess motor yachts'),
      });
    }
    expect((await listOf(buyer))[0]?.frequency).toBe('off');
    await listUsed(seller, { builder: 'Princess', model: 'V50', price: 900_000 });
    await t.app.jobs.runDue();
    expect(await mailsTo(buyer.user.email)).toHaveLength(1);
  });

  it('finds keyword matches the way the list does, and leaves out yachts outside the price in the search’s currency', async () => {
    const [buyer, seller] = [await loginAs(t.app), await newSeller(t.app)];
    await save(buyer, { name: 'Flybridge words', query: 'q=flybridges' }); // a description's word, stemmed
    await save(buyer, { name: 'Misspelt', query: 'q=fairlin squadron' }); // a name misspelt, as the list forgives
    await save(buyer, { name: 'Wrong words', query: 'q=catamaran' });
    await save(buyer, { name: 'Cheap', query: 'currency=USD&priceMax=50000' });
    await save(buyer, { name: 'Dear enough', query: 'currency=GBP&priceMin=500000' });
    await listUsed(seller, {
      builder: 'Fairline',
      model: 'Squadron 50',
      price: 700_000,
      currency: 'EUR',
      description: 'A flybridge cruiser with a hardtop, well kept and ready to go.',
    });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const subjects = (await mailsTo(buyer.user.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'New for “Dear enough”: Fairline Squadron 50 F Class',
      'New for “Flybridge words”: Fairline Squadron 50 F Class',
      'New for “Misspelt”: Fairline Squadron 50 F Class',
    ]);
  });

  it('collects matches of daily searches and sends them in one digest when the day is over [both engines]', async () => {
    const [buyer, seller] = [await loginAs(t.app), await newSeller(t.app)];
    const search = await save(buyer, { name: 'Sunseekers daily', query: 'builder=Sunseeker', frequency: 'daily' });
    await listUsed(seller, { builder: 'Sunseeker', model: 'Manhattan 55' });
    await listUsed(seller, { builder: 'Sunseeker', model: 'Predator 60' });
    await t.app.jobs.runDue();
    expect(await mailsTo(buyer.user.email)).toEqual([]);
    expect((await listOf(buyer))[0]).toMatchObject({ id: search.id, newMatches: 2 });

    // The first digest goes at the next hourly sweep; the next one a day after it.
    await t.app.jobs.runDue(new Date(Date.now() + 3600_000));
    await t.app.jobs.runDue(new Date(Date.now() + 3600_000));
    const [digest, ...more] = await mailsTo(buyer.user.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('2 new yachts for “Sunseekers daily”');
    expect(digest?.text).toContain('Sunseeker Manhattan 55');
    expect(digest?.text).toContain('Sunseeker Predator 60');
    expect((await listOf(buyer))[0]?.newMatches).toBe(0);

    await listUsed(seller, { builder: 'Sunseeker', model: 'Portofino 53' });
    await t.app.jobs.runDue(new Date(Date.now() + 2 * 3600_000));
    await t.app.jobs.runDue(new Date(Date.now() + 3 * 3600_000));
    expect(await mailsTo(buyer.user.email)).toHaveLength(1);
    await t.app.jobs.runDue(new Date(Date.now() + 25 * 3600_000));
    expect((await mailsTo(buyer.user.email))[0]?.subject).toBe('New for “Sunseekers daily”: Sunseeker Portofino 53 F Class');
  });
});

describe(`the unsubscribe link (${dialectUnderTest})`, () => {
  it('refuses a tampered, foreign, malformed or expired token, and changes nothing', async () => {
    const buyer = await loginAs(t.app);
    const search = await save(buyer, { name: 'Kept', query: '' });
    const good = unsubscribeToken(key(), { kind: 'search', searchId: search.id });
    const expired = unsubscribeToken(key(), { kind: 'search', searchId: search.id }, new Date(Date.now() - 91 * 86_400_000));
    const foreign = unsubscribeToken(unsubscribeKey('another-secret-another-secret-0123456789'), { kind: 'search', searchId: search.id });
    const tampered = good.replace(/^s-\d+/, `s-${search.id + 1}`);
    const cases: [string, string][] = [
      [tampered, ALERT_MESSAGES.unsubscribeInvalid],
      [foreign, ALERT_MESSAGES.unsubscribeInvalid],
      ['nonsense', ALERT_MESSAGES.unsubscribeInvalid],
      ['', ALERT_MESSAGES.unsubscribeInvalid],
      [expired, ALERT_MESSAGES.unsubscribeExpired],
    ];
    for (const [token, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}` });
      expect({ token, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ token, status: 400, msg: message });
    }
    expect(answerOf(await t.app.inject({ method: 'POST', url: ALERTS_API.unsubscribe })).msg).toBe(ALERT_MESSAGES.unsubscribeInvalid);
    expect((await listOf(buyer))[0]?.frequency).toBe('instant');
    expect(readUnsubscribeToken(key(), good)).toEqual({ ok: true, scope: { kind: 'search', searchId: search.id } });
  });

  it('takes the RFC 8058 one-click form a mail program posts', async () => {
    const buyer = await loginAs(t.app);
    const search = await save(buyer, { name: 'One click', query: '' });
    const token = unsubscribeToken(key(), { kind: 'search', searchId: search.id });
    const response = await t.app.inject({
      method: 'POST',
      url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await listOf(buyer))[0]?.frequency).toBe('off');
  });
});

describe(`the price-drop setting (${dialectUnderTest})`, () => {
  it('is on until the member turns it off, by the setting or an unsubscribe link, and back on by the setting', async () => {
    const member = await loginAs(t.app);
    const setting = async () =>
      dataOf<{ enabled: boolean }>(await t.app.inject({ url: ALERTS_API.priceDrops, headers: { 'access-token': member.token } }));
    expect(await setting()).toEqual({ enabled: true });
    expect(dataOf(await signed(member, ALERTS_API.priceDrops, { enabled: false }))).toEqual({ enabled: false });
    expect(await setting()).toEqual({ enabled: false });
    expect(dataOf(await signed(member, ALERTS_API.priceDrops, { enabled: true }))).toEqual({ enabled: true });
    await t.app.inject({
      method: 'POST',
      url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(key(), { kind: 'price-drops', userId: member.user.id }))}`,
    });
    expect(await setting()).toEqual({ enabled: false });
    expect(dataOf(await signed(member, ALERTS_API.priceDrops, { enabled: 'true' }))).toEqual({ enabled: true });

    const bad = await signed(member, ALERTS_API.priceDrops, { enabled: 'maybe' });
    expect([bad.statusCode, answerOf(bad).msg]).toEqual([400, ALERT_MESSAGES.enabled]);
    expect(await setting()).toEqual({ enabled: true });
    expect((await t.app.inject({ url: ALERTS_API.priceDrops })).statusCode).toBe(401);
    expect((await signed(null, ALERTS_API.priceDrops, { enabled: false })).statusCode).toBe(401);
  });
});

describe(`price-drop alerts (${dialectUnderTest})`, () => {
  function changePrice(who: Seller, fields: Record<string, unknown>) {
    return call(t.app, who, SELL_CALLS.changePrice, fields);
  }

  it('tells each follower once when the seller lowers the price, not when it goes up, and records the history', async () => {
    const seller = await newSeller(t.app);
    const [fan, quiet, other] = [await loginAs(t.app, { name: 'Fan' }), await loginAs(t.app), await newSeller(t.app)];
    const id = await listUsed(seller, { builder: 'Azimut', model: '55 Fly', price: 800_000, currency: 'EUR' });
    await t.app.jobs.runDue();
    for (const who of [fan, quiet]) {
      const followed = await t.app.inject({
        method: 'POST',
        url: CATALOGUE_API.follow('idle', id),
        headers: { 'access-token': who.token },
        payload: signBody({ operation: 'follow' }),
      });
      expect(followed.statusCode).toBe(200);
    }
    // `quiet` turned price-drop alerts off with an earlier mail's link.
    const off = await t.app.inject({
      method: 'POST',
      url: `${ALERTS_API.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(key(), { kind: 'price-drops', userId: quiet.user.id }))}`,
    });
    expect(dataOf<{ message: string }>(off).message).toBe(SAVED_SEARCH_ROUTE_MESSAGES.unsubscribed['price-drops']);

    const refusals: [Seller, Record<string, unknown>, number, unknown][] = [
      [seller, { kind: 'idle', id, price: 999 }, 400, { price: SELL_MESSAGES.price }],
      [seller, { kind: 'idle', id, price: 'cheap' }, 400, { price: SELL_MESSAGES.price }],
      [seller, { kind: 'idle', id, price: 800_000 }, 400, { price: SELL_MESSAGES.priceUnchanged }],
      [other, { kind: 'idle', id, price: 700_000 }, 404, SELL_MESSAGES.listingNotFound],
      [seller, { kind: 'new', id, price: 700_000 }, 404, SELL_MESSAGES.listingNotFound],
    ];
    for (const [who, fields, status, msg] of refusals) {
      const response = await changePrice(who, fields);
      expect({ fields, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ fields, status, msg });
    }

    const lowered = await changePrice(seller, { kind: 'idle', id, price: 745_000 });
    expect(dataOf(lowered)).toMatchObject({ price: 745_000, previousPrice: 800_000, currency: 'EUR' });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const mails = await mailsTo(fan.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Price reduced: Azimut 55 Fly F Class now EUR 745,000']);
    expect(mails[0]?.text).toContain('from EUR 800,000 to EUR 745,000');
    expect(await mailsTo(quiet.user.email)).toEqual([]);
    expect((await inboxOf(fan)).map((message) => message.title)).toEqual(['Price reduced: Azimut 55 Fly F Class']);

    // Up again: no news for a follower. The history has every price.
    expect(answerOf(await changePrice(seller, { kind: 'idle', id, price: 760_000 })).code).toBe(1);
    await t.app.jobs.runDue();
    expect(await mailsTo(fan.user.email)).toHaveLength(1);
    const history = await t.app.database.db
      .select({ price: usedYachtPrices.price })
      .from(usedYachtPrices)
      .where(eq(usedYachtPrices.yachtId, id));
    expect(history.map((row) => row.price)).toEqual([800_000, 745_000, 760_000]);
    const detail = await t.app.inject({ method: 'GET', url: CATALOGUE_API.detail('idle', id) });
    expect(dataOf<YachtDetail>(detail).price).toBe(760_000);
  });
});

describe(`alert jobs survive failures (${dialectUnderTest})`, () => {
  it('retries a search alert whose mail could not be sent, and sends it once after [both engines]', async () => {
    const [buyer, seller] = [await loginAs(t.app), await newSeller(t.app)];
    await save(buyer, { name: 'Retry me', query: 'builder=Riva' });
    const refused = jest.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('the SMTP server refused'));
    try {
      await listUsed(seller, { builder: 'Riva', model: 'Rivale 52' });
      await t.app.jobs.runDue();
      await t.app.jobs.runDue();
    } finally {
      refused.mockRestore();
    }
    expect(await mailsTo(buyer.user.email)).toEqual([]);
    const [failed] = await t.app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'alerts.search'), eq(jobs.lastError, 'the SMTP server refused')));
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: 'the SMTP server refused' });
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.subject)).toEqual(['New for “Retry me”: Riva Rivale 52 F Class']);
  });
});
