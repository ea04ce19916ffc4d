// Dealers' pages (decision 028) on a real database: the seeded directory with its listing counts, one page, the
// lists' `dealer` filter (only that seller's yachts, its counts and facets agreeing), the seller box's link, the page
// an approved business entry makes (a second company of the same name gets its own slug, a later approval keeps it),
// the 404s of the api and of the page, and the sitemap.
import { and, count, eq } from 'drizzle-orm';
import { CATALOGUE_API, type Dealer, type DealerSummary, type SellerInfo, type YachtListPage } from '@yachts/contracts/catalogue';
import { OPERATOR_SELL_API, SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { LISTED, dealers, newYachts, usedYachts } from '../db/schema';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, operatorCall, ownPhotos, type Seller } from '../selling/selling-support';
import { CATALOGUE_MESSAGES } from './catalogue-routes';
import { CATALOGUE_QUERY_MESSAGES } from './catalogue-query';
import { answerOf, bodyOf, dataOf, idOf, like } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN });

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return dataOf<T>(response);
}

async function listedOf(userId: number): Promise<{ new: number; idle: number }> {
  const [fresh] = await t.app.database.db
    .select({ n: count() })
    .from(newYachts)
    .where(and(eq(newYachts.sellerId, userId), eq(newYachts.status, LISTED)));
  const [used] = await t.app.database.db
    .select({ n: count() })
    .from(usedYachts)
    .where(and(eq(usedYachts.sellerId, userId), eq(usedYachts.status, LISTED)));
  return { new: fresh?.n ?? 0, idle: used?.n ?? 0 };
}

describe(`dealers' pages (${dialectUnderTest})`, () => {
  it('lists the seeded dealers by name with the yachts each has listed', async () => {
    const list = await get<DealerSummary[]>(CATALOGUE_API.dealers);
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.map((dealer) => dealer.name)).toEqual([...list.map((dealer) => dealer.name)].sort((a, b) => a.localeCompare(b)));
    const azure = list.find((dealer) => dealer.slug === 'azure-coast-yachting');
    expect(azure).toMatchObject({
      name: 'Azure Coast Yachting',
      category: 'dealer',
      url: '/dealers/azure-coast-yachting',
      city: 'Antibes',
      country: 'FR',
    });
    const [row] = await t.app.database.db.select().from(dealers).where(eq(dealers.slug, 'azure-coast-yachting'));
    expect(azure?.listings).toEqual(await listedOf(row!.userId));
    expect(azure!.listings.new + azure!.listings.idle).toBeGreaterThan(0);
  });

  it('answers one page with how to reach the dealer, and 404 in the api’s words for an unknown or malformed slug', async () => {
    const page = await get<Dealer>(CATALOGUE_API.dealer('azure-coast-yachting'));
    expect(page).toMatchObject({
      name: 'Azure Coast Yachting',
      address: 'Port Vauban, Quai des Pêcheurs, 06600 Antibes',
      phone: '+33 4 93 00 10 20',
      languages: ['English', 'French', 'Italian'],
      website: 'https://www.azure-coast-yachting.example',
      email: 'sales@azure-coast.sellers.yacht-harbour.local',
    });
    expect(page.about).toMatch(/^Dealer for French production yards/);
    for (const slug of ['no-such-dealer', 'Azure-Coast', 'a--b', 'x'.repeat(81)]) {
      const response = await t.app.inject({ url: CATALOGUE_API.dealer(slug) });
      expect({ slug, status: response.statusCode, body: bodyOf(response) }).toEqual({
        slug,
        status: 404,
        body: { code: 400404, msg: CATALOGUE_MESSAGES.dealerMissing, data: null },
      });
    }
  });

  it.each(['new', 'idle'] as const)('filters the %s list to one dealer’s yachts, with counts and facets that agree', async (kind) => {
    const [row] = await t.app.database.db.select().from(dealers).where(eq(dealers.slug, 'azure-coast-yachting'));
    const expected = (await listedOf(row!.userId))[kind];
    const list = await get<YachtListPage>(`${CATALOGUE_API.list(kind)}?dealer=azure-coast-yachting&pageSize=60`);
    expect(list.total).toBe(expected);
    expect(list.dealer).toEqual({ slug: 'azure-coast-yachting', name: 'Azure Coast Yachting', url: '/dealers/azure-coast-yachting' });
    const table = kind === 'new' ? newYachts : usedYachts;
    for (const yacht of list.items) {
      const [owned] = await t.app.database.db.select({ sellerId: table.sellerId }).from(table).where(eq(table.id, yacht.id));
      expect(owned?.sellerId).toBe(row!.userId);
    }
    const facets = await get<{ types: { count: number }[] }>(`${CATALOGUE_API.filters(kind)}?dealer=azure-coast-yachting`);
    expect(facets.types.reduce((sum, value) => sum + value.count, 0)).toBe(expected);
    const everyone = await get<YachtListPage>(`${CATALOGUE_API.list(kind)}?pageSize=1`);
    expect(everyone.total).toBeGreaterThan(expected);

    const unknown = await t.app.inject({ url: `${CATALOGUE_API.list(kind)}?dealer=no-such-dealer` });
    expect([unknown.statusCode, answerOf(unknown).msg]).toEqual([404, CATALOGUE_MESSAGES.dealerMissing]);
    const malformed = await t.app.inject({ url: `${CATALOGUE_API.list(kind)}?dealer=Azure%20Coast` });
    expect([malformed.statusCode, answerOf(malformed).msg]).toEqual([400, CATALOGUE_QUERY_MESSAGES.dealer]);
  });

  it('links a dealer’s yacht to its page, and a private seller’s yacht to none', async () => {
    const own = await get<YachtListPage>(`${CATALOGUE_API.list('idle')}?dealer=azure-coast-yachting&pageSize=1`);
    const detail = await get<{ seller: SellerInfo }>(CATALOGUE_API.detail('idle', own.items[0]!.id));
    expect(detail.seller.dealerUrl).toBe('/dealers/azure-coast-yachting');
    // The seeded dealers' details were checked (decision 045): the listing says so, and the buyer can read them.
    expect(detail.seller).toMatchObject({
      verified: true,
      trader: { name: 'Azure Coast Yachting', tradeRegister: 'RCS Antibes 812 345 678' },
    });
    const used = await get<YachtListPage>(`${CATALOGUE_API.list('idle')}?pageSize=60`);
    const sellers = await Promise.all(
      used.items.map(async (yacht) => (await get<{ seller: SellerInfo | null }>(CATALOGUE_API.detail('idle', yacht.id))).seller),
    );
    const privateOne = sellers.find((seller) => seller?.kind === 'private');
    expect(privateOne).toBeDefined();
    expect(privateOne).toMatchObject({ dealerUrl: null, verified: false, trader: null });
  });

  it('makes a page when a business entry is approved; the same name gets its own slug, a later approval keeps it', async () => {
    const business = (name: string) => ({
      type: 'business',
      category: 'broker',
      company_name: name,
      contact_name: 'Ada Shipwright',
      email: 'ada@example.com',
      country: 'PT',
      content: 'Brokerage in Lisbon and the Algarve.',
      address: 'Doca de Alcântara, 1350-352 Lisboa',
      trade_register: 'Conservatória do Registo Comercial de Lisboa 509123456',
      area_code: '351',
      mobile: '213000123',
      self_certify: 'on',
    });
    const approve = async (seller: Seller, fields: Record<string, unknown>) => {
      const sent = await call(t.app, seller, SELL_CALLS.enter, fields);
      expect(answerOf(sent).code).toBe(1);
      const reviewed = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(idOf(sent)), { status: 'approved' });
      expect(reviewed.statusCode).toBe(200);
    };
    const [first, second] = [await newSeller(t.app), await newSeller(t.app)];
    await approve(first, business('Tejo Yacht Brokers'));
    await approve(second, business('Tejo Yacht Brokers'));
    // Approving the entry checked the trader's details (decision 045): the page says so and shows them.
    expect(await get<Dealer>(CATALOGUE_API.dealer('tejo-yacht-brokers'))).toMatchObject({
      name: 'Tejo Yacht Brokers',
      category: 'broker',
      country: 'PT',
      address: 'Doca de Alcântara, 1350-352 Lisboa',
      verified: true,
      trader: {
        name: 'Tejo Yacht Brokers',
        address: 'Doca de Alcântara, 1350-352 Lisboa',
        email: 'ada@example.com',
        phone: '351 213000123',
        tradeRegister: 'Conservatória do Registo Comercial de Lisboa 509123456',
        verifiedAt: like.any(String),
      },
      responseTime: null,
    });
    expect(await get<Dealer>(CATALOGUE_API.dealer('tejo-yacht-brokers-2'))).toMatchObject({ name: 'Tejo Yacht Brokers' });

    await approve(first, business('Tejo & Algarve Yachts'));
    expect(await get<Dealer>(CATALOGUE_API.dealer('tejo-yacht-brokers'))).toMatchObject({ name: 'Tejo & Algarve Yachts' });
    expect((await t.app.inject({ url: CATALOGUE_API.dealer('tejo-algarve-yachts') })).statusCode).toBe(404);

    // A private seller's approved entry makes no page.
    const privateSeller = await newSeller(t.app);
    const before = await get<DealerSummary[]>(CATALOGUE_API.dealers);
    await approve(privateSeller, { type: 'seller', category: 'private', contact_name: 'Ann Lee', email: 'ann@example.com', country: 'GB' });
    expect(await get<DealerSummary[]>(CATALOGUE_API.dealers)).toHaveLength(before.length);
  });

  it('lets only verified traders publish: a business seller’s listing waits until its entry is approved', async () => {
    const trader = await newSeller(t.app);
    const sent = await call(t.app, trader, SELL_CALLS.enter, {
      type: 'business',
      category: 'dealer',
      company_name: `Douro Marine ${Date.now()}`,
      contact_name: 'Rui Costa',
      email: 'rui@example.com',
      country: 'PT',
      address: 'Marina do Freixo, Porto',
      trade_register: 'CRC Porto 508765432',
      area_code: '351',
      mobile: '220000123',
      self_certify: '1',
    });
    const application = await call(t.app, trader, SELL_CALLS.createIdle, idleSellForm(await ownPhotos(t.app, trader, 1)));
    expect(answerOf(application).code).toBe(1);
    const refused = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.review(idOf(application)), { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(answerOf(refused).msg).toBe(SELL_MESSAGES.traderNotVerified);
    // A dealer page whose details were never checked (made before the checks) holds it back as well.
    await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(idOf(sent)), { status: 'approved' });
    await t.app.database.db.update(dealers).set({ verifiedAt: null }).where(eq(dealers.userId, trader.login.user.id));
    expect((await operatorCall(t.app, 'POST', OPERATOR_SELL_API.review(idOf(application)), { status: 'approved' })).statusCode).toBe(409);
    await t.app.database.db.update(dealers).set({ verifiedAt: new Date() }).where(eq(dealers.userId, trader.login.user.id));
    expect((await operatorCall(t.app, 'POST', OPERATOR_SELL_API.review(idOf(application)), { status: 'approved' })).statusCode).toBe(200);
  });

  it('names the directory and every dealer in the sitemap', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:8080/dealers/</loc>');
    expect(sitemap).toContain('<loc>http://localhost:8080/dealers/azure-coast-yachting</loc>');
  });
});
