// @dialect: the job queue.
// Mail through a real SMTP server that refuses (decision 027): a saved search's alert stays queued, nothing is marked
// sent and the inbox stays as it was, and the seller's approval notice is queued too; once the server accepts again,
// the retries deliver each exactly once (the alert with its List-Unsubscribe headers on the wire).
import { and, eq } from 'drizzle-orm';
import { ALERTS_API } from '@yachts/contracts/alerts';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { signBody } from '@yachts/contracts/signing';
import { jobs, userMessages } from '../../db/schema';
import { buildTestApp, dialectUnderTest, loginAs, type TestApp } from '../../testing/helper';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, ownPhotos, reviewOk } from '../../selling/selling-support';
import { idOf } from '../../testing/answers';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  smtp.refusing = true;
  t = await buildTestApp({ OPERATOR_TOKEN, SEED: 'false', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe(`mail when the mail server refuses (${dialectUnderTest})`, () => {
  it('keeps the alert queued while refused and delivers it once when the server accepts again [both engines]', async () => {
    const buyer = await loginAs(t.app, { name: 'Queued Buyer' });
    const saved = await t.app.inject({
      method: 'POST',
      url: ALERTS_API.savedSearches,
      headers: { 'access-token': buyer.token },
      payload: signBody({ kind: 'idle', name: 'Hallberg-Rassy', query: 'builder=Hallberg-Rassy', frequency: 'instant' }),
    });
    expect(saved.statusCode).toBe(200);

    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 1);
    const created = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(photos, { builder: 'Hallberg-Rassy', model: '46' }));
    // The approval stands although its notice to the seller is refused: the notice waits in the queue.
    await reviewOk(t.app, idOf(created), 'approved');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    // The alert the listing made; the hourly sweep may have queued a second one for the same match, sent after it.
    const alertJob = async () => (await t.app.database.db.select().from(jobs).where(eq(jobs.kind, 'alerts.search')).orderBy(jobs.id))[0];
    const queued = await alertJob();
    expect(queued).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(queued?.lastError).toMatch(/could not send the e-mail/i);
    expect(smtp.received.filter((mail) => mail.to.includes(buyer.user.email))).toEqual([]);
    expect(await t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, buyer.user.id))).toEqual([]);

    smtp.refusing = false;
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    const mails = smtp.received.filter((mail) => mail.to.includes(buyer.user.email));
    expect(mails).toHaveLength(1);
    const notices = smtp.received.filter((mail) => mail.to.includes(seller.login.user.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatch(/^Subject: .*is now listed/m);
    expect(mails[0]?.data).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:8080\/api\/v1\/alerts\/unsubscribe\?token=/m);
    expect(mails[0]?.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const inbox = await t.app.database.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, buyer.user.id), eq(userMessages.type, 'system')));
    expect(inbox.map((message) => message.title)).toEqual(['New for “Hallberg-Rassy”: Hallberg-Rassy 46 F Class']);
    const done = await alertJob();
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done?.doneAt).not.toBeNull();
  });
});
