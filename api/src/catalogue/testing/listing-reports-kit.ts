// The reported listings' tests' one app and helpers (listing-reports*.test.ts): a seller with listings in a place of
// their own, a moderator, the report as the dialog sends it, the operators' calls, and what the seller reads.
import { and, asc, eq } from 'drizzle-orm';
import { CATALOGUE_API, type CatalogueKind } from '@yachts/contracts/catalogue';
import { type Page } from '@yachts/contracts/envelope';
import { LISTING_REPORT_API } from '@yachts/contracts/listing-reports';
import { ACCESS_TOKEN_HEADER, signBody } from '@yachts/contracts/signing';
import type { ReportedListing, WithdrawnListing } from '@yachts/contracts/wire/listing-reports';
import { auditLog, listingReports, newYachts, userMessages } from '../../db/schema';
import { YachtFixtures, uniqueWord, type InsertedYacht } from '../catalogue-support';
import { formCallAs, loginAs, operatorLogin, postForm, startVisitor, type LoggedIn, type Visitor } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { dataOf } from '../../testing/answers';

export let fixtures: YachtFixtures;
export const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
export let seller: LoggedIn;
export let moderator: LoggedIn;
export const PLACE = uniqueWord('lr');

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  seller = await loginAs(t.app, { name: 'Dana Dealer', email: `${uniqueWord('dealer')}@example.com` });
  moderator = await operatorLogin(t.app, 'moderator');
});

export const listing = (kind: CatalogueKind = 'new', extra: Parameters<YachtFixtures['add']>[1] = {}) =>
  fixtures.add(kind, {
    sellerId: seller.user.id,
    location: `Split ${PLACE}`,
    builder: 'Jeanneau',
    model: `Sun Odyssey ${uniqueWord('')}`,
    ...extra,
  });

/** A report as the dialog sends it, from a new visitor unless one is given; a member's login rides along when given. */
export async function report(
  yacht: InsertedYacht,
  fields: Record<string, unknown> = {},
  options: { visitor?: Visitor; member?: LoggedIn } = {},
) {
  const visitor = options.visitor ?? (await startVisitor(t.app));
  const as = options.member ? { ...visitor, cookie: `${visitor.cookie}; ${options.member.cookie}` } : visitor;
  const response = await postForm(t.app, as, LISTING_REPORT_API.report, {
    kind: yacht.kind,
    yacht_id: String(yacht.id),
    reason: 'scam',
    ...fields,
  });
  return { response, visitor };
}

export const reportsOf = (yacht: InsertedYacht) =>
  t.app.database.db
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.yachtKind, yacht.kind), eq(listingReports.yachtId, yacht.id)))
    .orderBy(asc(listingReports.id));

export const operatorGet = (url: string, who: LoggedIn | null = moderator) =>
  t.app.inject({ method: 'GET', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {} });
export const operatorPost = (url: string, body: Record<string, unknown>, who: LoggedIn | null = moderator) =>
  t.app.inject({ method: 'POST', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {}, payload: body });

export const queue = async (state = 'waiting') =>
  dataOf<Page<ReportedListing>>(await operatorGet(`${LISTING_REPORT_API.queue}?state=${state}&page_size=50`)).items;
export const entryOf = async (yacht: InsertedYacht, state = 'waiting') =>
  (await queue(state)).find((entry) => entry.kind === yacht.kind && entry.id === yacht.id);
export const decide = (yacht: InsertedYacht, body: Record<string, unknown>, who: LoggedIn | null = moderator) =>
  operatorPost(LISTING_REPORT_API.decide(yacht.kind, yacht.id), body, who);

export async function inboxOf(user: LoggedIn) {
  return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, user.user.id)).orderBy(asc(userMessages.id));
}
export const lastMessage = async (user: LoggedIn) => (await inboxOf(user)).at(-1);

export function auditOf(yacht: InsertedYacht) {
  return t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, 'listing'), eq(auditLog.targetId, `${yacht.kind}-${yacht.id}`)))
    .orderBy(asc(auditLog.id));
}

export async function statusOf(yacht: InsertedYacht) {
  const [row] = await t.app.database.db.select({ status: newYachts.status }).from(newYachts).where(eq(newYachts.id, yacht.id));
  return row?.status;
}

export const inCatalogue = async (yacht: InsertedYacht) => {
  const list = dataOf<{ items: { id: number }[] }>(
    await t.app.inject({ url: `${CATALOGUE_API.list(yacht.kind)}?location=${PLACE}&pageSize=50` }),
  );
  return list.items.some((item) => item.id === yacht.id);
};

/** The seller's signed call asking for a second look, as the site signs it, with the login token. */
export const sellerAsks = (kind: CatalogueKind, id: number, text: string, who: LoggedIn | null = seller) =>
  t.app.inject({
    method: 'POST',
    url: LISTING_REPORT_API.askSecondLook,
    headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {},
    payload: signBody({ kind, id, text }),
  });

/** The seller's withdrawn listings, as their listings page asks for them. */
export async function withdrawalsOf(who: LoggedIn) {
  const visitor = await startVisitor(t.app);
  return dataOf<WithdrawnListing[]>(await formCallAs(t.app, { login: who, visitor }, LISTING_REPORT_API.withdrawals));
}
