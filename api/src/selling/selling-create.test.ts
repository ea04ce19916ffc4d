// Creating sell applications (SELL_CALLS of contracts/src/selling.ts; docs/decisions/017-selling.md) on a real
// database: who may call, both kinds stored as validated values, every validation message, photos that are not the
// seller's own, bad input that must never 500, and the create limit.
import { MESSAGES } from '@yachts/contracts/rules';
import {
  SELL_CALLS,
  SELL_LIMITS,
  SELL_MESSAGES,
  SELL_STEP_LABELS,
  type SellApplicationValues,
  type SellProgressStep,
} from '@yachts/contracts/selling';
import { SELLING_MESSAGES, SELL_CREATE_LIMIT } from './selling-routes';
import { startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import {
  OPERATOR_TOKEN,
  call,
  idleSellForm,
  newSeller,
  onAnotherDevice,
  ownPhotos,
  sellForm,
  sellingHelpers,
  stored,
  uploadPhoto,
  withoutToken,
} from './selling-support';
import { answerOf, bodyOf, idOf, like } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok, applicationsOf } = sellingHelpers(t);

const EVERY_CALL = Object.values(SELL_CALLS);

describe('who may call', () => {
  it('answers a visitor 401 with code 400401 on every selling call', async () => {
    const visitor = await startVisitor(t.app);
    const photos = await ownPhotos(t.app, { login: null as never, visitor }, 1);
    for (const url of EVERY_CALL) {
      const response = await call(t.app, visitor, url, { ...sellForm(photos), id: 1, kind: 'new', type: 'seller' });
      expect({ url, status: response.statusCode, code: answerOf(response).code }).toEqual({ url, status: 401, code: 400401 });
    }
  });

  it('refuses every call without the anti-forgery token (403), before anything else', async () => {
    const seller = await newSeller(t.app);
    for (const url of EVERY_CALL) {
      const response = await call(t.app, seller, url, { __token__: 'forged' });
      expect({ url, status: response.statusCode, code: answerOf(response).code }).toEqual({ url, status: 403, code: 0 });
    }
  });
});

describe('creating an application', () => {
  it('stores a new-yacht application as validated values, submitted, with its first step', async () => {
    const seller = await newSeller(t.app);
    const photos = [await uploadPhoto(t.app, seller), ...(await ownPhotos(t.app, seller, 2))];
    const form = sellForm(photos, { builder: '  Beneteau ', year: '2026', length_m: '14.6', price: '420000', top_speed_kn: '' });
    const response = await call(t.app, seller, SELL_CALLS.createNew, form);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.created, data: { id: like.any(Number) } });
    const id = idOf(response);

    const values = await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id });
    expect(values).toEqual({
      id,
      kind: 'new',
      status: 'submitted',
      // The clean form's values, though the form sent some as text with spaces; the empty top speed is stored as none.
      values: { ...sellForm(photos), top_speed_kn: null },
    });
    const steps = await ok<SellProgressStep[]>(seller, SELL_CALLS.progress, { id });
    expect(steps).toEqual([{ status: 'submitted', label: SELL_STEP_LABELS.submitted, note: null, at: like.any(String) }]);
    const { row } = await stored(t.app, id);
    expect(row).toMatchObject({ userId: seller.login.user.id, kind: 'new', status: 'submitted', photos, listingId: null });
  });

  it('stores a used-yacht application with engine hours and condition; photos may come as one comma string', async () => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 3);
    const id = (
      await ok<{ id: number }>(seller, SELL_CALLS.createIdle, idleSellForm([], { photos: photos.join(', '), engine_hours: '640' }))
    ).id;
    const values = await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id });
    expect(values).toMatchObject({
      kind: 'idle',
      status: 'submitted',
      values: { engine_hours: 640, condition: 'excellent', price: 1150000, currency: 'GBP', photos },
    });
  });

  it('keeps a photo sent twice once, in the order first given', async () => {
    const seller = await newSeller(t.app);
    const [a, b] = await ownPhotos(t.app, seller, 2);
    const id = (await ok<{ id: number }>(seller, SELL_CALLS.createNew, sellForm([a, b, a] as string[]))).id;
    expect((await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id })).values.photos).toEqual([a, b]);
  });

  it('answers an empty form with every required field message, under the field names', async () => {
    const seller = await newSeller(t.app);
    const required = {
      builder: SELL_MESSAGES.builder,
      model: SELL_MESSAGES.model,
      type: SELL_MESSAGES.type,
      year: SELL_MESSAGES.year,
      length_m: SELL_MESSAGES.length,
      beam_m: SELL_MESSAGES.beam,
      draft_m: SELL_MESSAGES.draft,
      cabins: SELL_MESSAGES.cabins,
      berths: SELL_MESSAGES.berths,
      fuel: SELL_MESSAGES.fuel,
      hull_material: SELL_MESSAGES.hull,
      price: SELL_MESSAGES.price,
      currency: SELL_MESSAGES.currency,
      location: SELL_MESSAGES.location,
      country: SELL_MESSAGES.country,
      description: SELL_MESSAGES.description,
      photos: SELL_MESSAGES.photos,
    };
    const forNew = await call(t.app, seller, SELL_CALLS.createNew, {});
    expect(withoutToken(forNew)).toEqual({ status: 400, code: 0, msg: required, data: null });
    const forIdle = await call(t.app, seller, SELL_CALLS.createIdle, {});
    expect(withoutToken(forIdle)).toEqual({ status: 400, code: 0, msg: { ...required, condition: SELL_MESSAGES.condition }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  const tooLong = (n: number) => 'x'.repeat(n);
  const badValues: [string, unknown, string][] = [
    ['builder', '   ', SELL_MESSAGES.builder],
    ['builder', tooLong(81), SELL_MESSAGES.builder],
    ['model', tooLong(121), SELL_MESSAGES.model],
    ['model_line', tooLong(81), MESSAGES.tooLong(80)],
    ['type', 'dinghy', SELL_MESSAGES.type],
    ['year', SELL_LIMITS.yearMin - 1, SELL_MESSAGES.year],
    ['year', SELL_LIMITS.yearMax + 1, SELL_MESSAGES.year],
    ['year', 2020.5, SELL_MESSAGES.year],
    ['year', 'next year', SELL_MESSAGES.year],
    ['length_m', 4.9, SELL_MESSAGES.length],
    ['length_m', 151, SELL_MESSAGES.length],
    ['beam_m', 0.5, SELL_MESSAGES.beam],
    ['draft_m', 0.1, SELL_MESSAGES.draft],
    ['cabins', 1.5, SELL_MESSAGES.cabins],
    ['cabins', SELL_LIMITS.cabinsMax + 1, SELL_MESSAGES.cabins],
    ['berths', -1, SELL_MESSAGES.berths],
    ['engines', tooLong(161), MESSAGES.tooLong(160)],
    ['fuel', 'coal', SELL_MESSAGES.fuel],
    ['hull_material', 'paper', SELL_MESSAGES.hull],
    ['top_speed_kn', 81, SELL_MESSAGES.speed],
    ['cruise_speed_kn', -3, SELL_MESSAGES.speed],
    ['price', SELL_LIMITS.priceMin - 1, SELL_MESSAGES.price],
    ['price', SELL_LIMITS.priceMax + 1, SELL_MESSAGES.price],
    ['price', 420000.5, SELL_MESSAGES.price],
    ['currency', 'JPY', SELL_MESSAGES.currency],
    ['location', '', SELL_MESSAGES.location],
    ['country', 'fr', SELL_MESSAGES.country],
    ['country', 'XX', SELL_MESSAGES.country],
    ['description', tooLong(SELL_LIMITS.descriptionMin - 1), SELL_MESSAGES.description],
    ['description', tooLong(SELL_LIMITS.descriptionMax + 1), SELL_MESSAGES.description],
    // Values of the wrong JSON type get the field's own words, not yup's.
    ['builder', 42, SELL_MESSAGES.builder],
    ['year', [2020], SELL_MESSAGES.year],
    ['price', { amount: 1 }, SELL_MESSAGES.price],
    ['length_m', true, SELL_MESSAGES.length],
    ['photos', { url: '/uploads/x.jpg' }, SELL_MESSAGES.photoUrl],
    ['photos', [42], SELL_MESSAGES.photoUrl],
  ];

  /** A short name for each case: long texts by their length. */
  const named = (cases: [string, unknown, string][]) =>
    cases.map(([field, value, message]) => {
      const shown = typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
      return [`${field} = ${shown}`, field, value, message] as const;
    });

  it.each(named(badValues))('answers %s with its message and stores nothing', async (_name, field, value, message) => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.createNew, sellForm(photos, { [field]: value }));
    expect(withoutToken(response)).toEqual({ status: 400, code: 0, msg: { [field]: message }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it.each([
    ['engine_hours', 1.5, SELL_MESSAGES.engineHours],
    ['engine_hours', SELL_LIMITS.engineHoursMax + 1, SELL_MESSAGES.engineHours],
    ['condition', 'new', SELL_MESSAGES.condition],
    ['condition', undefined, SELL_MESSAGES.condition],
  ])('answers a used yacht with %s = %p with its message', async (field, value, message) => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(photos, { [field]: value }));
    expect(withoutToken(response)).toEqual({ status: 400, code: 0, msg: { [field]: message }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it('refuses no photos, more than twelve, and photos that are not uploads of this session', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const mine = await ownPhotos(t.app, seller, SELL_LIMITS.photosMax + 1);
    const theirs = await ownPhotos(t.app, other, 1);
    const cases: [unknown, string][] = [
      [[], SELL_MESSAGES.photos],
      ['', SELL_MESSAGES.photos],
      [' , ', SELL_MESSAGES.photos],
      [mine, SELL_MESSAGES.photosMax],
      [[mine[0], theirs[0]], SELL_MESSAGES.photoUrl],
      [['https://example.com/yacht.jpg'], SELL_MESSAGES.photoUrl],
      [['/uploads/2026/11/never-uploaded.jpg'], SELL_MESSAGES.photoUrl],
      [['/uploads/../../etc/passwd'], SELL_MESSAGES.photoUrl],
      [[''], SELL_MESSAGES.photoUrl],
    ];
    for (const [photos, message] of cases) {
      const response = await call(t.app, seller, SELL_CALLS.createNew, sellForm([], { photos }));
      expect({ photos, answer: withoutToken(response) }).toEqual({
        photos,
        answer: { status: 400, code: 0, msg: { photos: message }, data: null },
      });
    }
    // The same upload from the seller's other device is not this session's either.
    const elsewhere = await onAnotherDevice(t.app, seller);
    const response = await call(t.app, elsewhere, SELL_CALLS.createNew, sellForm(mine.slice(0, 1)));
    expect(answerOf(response).msg).toEqual({ photos: SELL_MESSAGES.photoUrl });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it('answers bodies that are not forms with a sentence, never a 500', async () => {
    const seller = await newSeller(t.app);
    for (const payload of ['[]', '"text"', '{"__token__":', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: SELL_CALLS.createNew,
        remoteAddress: seller.visitor.remoteAddress,
        headers: { cookie: `${seller.visitor.cookie}; ${seller.login.cookie}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(answerOf(response).code).toBe(0);
    }
    const big = await call(t.app, seller, SELL_CALLS.createNew, sellForm([], { description: 'x'.repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
  });
});

describe('the create limit', () => {
  it(`asks a client that sends more than ${SELL_CREATE_LIMIT.max} applications in an hour to wait`, async () => {
    const seller = await newSeller(t.app);
    for (let i = 0; i < SELL_CREATE_LIMIT.max; i += 1) {
      expect((await call(t.app, seller, SELL_CALLS.createIdle, {})).statusCode).toBe(400);
    }
    const refused = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(await ownPhotos(t.app, seller, 1)));
    expect(withoutToken(refused)).toEqual({ status: 429, code: 0, msg: like.stringMatching(/^Too many requests/), data: null });
    expect(await applicationsOf(seller)).toBe(0);
    // Each form counts on its own.
    expect((await call(t.app, seller, SELL_CALLS.createNew, sellForm(await ownPhotos(t.app, seller, 1)))).statusCode).toBe(200);
  });
});
