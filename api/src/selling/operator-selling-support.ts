// What the operator review tests share beside selling-support.ts: an application made through the seller's form, the
// applicant's inbox and mails, and the catalogue as a visitor sees it.
import { desc, eq } from 'drizzle-orm';
import { CATALOGUE_API, type YachtListPage } from '@yachts/contracts/catalogue';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { sentMails, userMessages } from '../db/schema';
import type { TestApp } from '../testing/helper';
import { dataOf } from '../testing/answers';
import { idleSellForm, ownPhotos, sellForm, sellingHelpers, type Seller } from './selling-support';

/** The reads and applications of the file whose app is `t`. */
export function reviewHelpers(t: TestApp) {
  const { ok } = sellingHelpers(t);

  async function apply(seller: Seller, kind: 'new' | 'idle', overrides: Record<string, unknown> = {}): Promise<number> {
    const photos = await ownPhotos(t.app, seller, 3);
    const url = kind === 'new' ? SELL_CALLS.createNew : SELL_CALLS.createIdle;
    const form = kind === 'new' ? sellForm(photos, overrides) : idleSellForm(photos, overrides);
    return (await ok<{ id: number }>(seller, url, form)).id;
  }

  async function inbox(seller: Seller) {
    return t.app.database.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, seller.login.user.id))
      .orderBy(desc(userMessages.id));
  }

  async function mailsTo(seller: Seller) {
    return t.app.database.db.select().from(sentMails).where(eq(sentMails.to, seller.login.user.email)).orderBy(desc(sentMails.id));
  }

  /** The catalogue as a visitor sees it: the listing's detail and whether the newest-first list holds it. */
  async function inCatalogue(kind: 'new' | 'idle', id: number) {
    const detail = await t.app.inject({ method: 'GET', url: CATALOGUE_API.detail(kind, id) });
    const list = await t.app.inject({ method: 'GET', url: `${CATALOGUE_API.list(kind)}?sort=newest&pageSize=60` });
    expect(list.statusCode).toBe(200);
    const listed = dataOf<YachtListPage>(list).items.some((item) => item.id === id);
    return { detail: detail.statusCode, listed };
  }

  return { ok, apply, inbox, mailsTo, inCatalogue };
}
