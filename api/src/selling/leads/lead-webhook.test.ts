// @dialect: the job queue (a refused lead sent again when its turn comes).
// A dealer's leads in their CRM (decision 045): the owner sets the address and reads the key once; an enquiry about
// one of their yachts is POSTed as signed JSON by the job queue (the buyer's address only when shared); a refusing
// CRM gets it again later; only the owner changes the address; a private address is refused without the allow-list.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { DEALER_LEADS_API, DEALER_LEADS_MESSAGES, LEAD_SIGNATURE_HEADER, type LeadPayload } from '@yachts/contracts/dealer-leads';
import { paths } from '@yachts/contracts/paths';
import { signBody } from '@yachts/contracts/signing';
import { dealerStaff, jobs } from '../../db/schema';
import { YachtFixtures, uniqueWord, type InsertedYacht } from '../../catalogue/catalogue-support';
import { dialectUnderTest, loginAs, postForm, startVisitor, type LoggedIn } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { answerOf, dataOf, like } from '../../testing/answers';
import { addDealer } from '../testing/dealer-pages';
import { JOB_KINDS } from '../../lib/job-queue';
import { leadSignature } from './lead-webhook';
import { safePost } from '../feeds/safe-fetch';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false', FEED_ALLOWED_HOSTS: '127.0.0.1' }, undefined, () => fixtures.removeAll());
let server: http.Server;
let base = '';
let answer = 200;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let owner: LoggedIn;
let staff: LoggedIn;
let boat: InsertedYacht;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixtures = new YachtFixtures(t.app);
  owner = await loginAs(t.app, { name: `Owner ${uniqueWord()}` });
  staff = await loginAs(t.app, { name: `Staff ${uniqueWord()}` });
  await addDealer(t.app, owner, { slug: uniqueWord('d'), name: 'Lead Marine' });
  await t.app.database.db
    .insert(dealerStaff)
    .values({ dealerId: owner.user.id, userId: staff.user.id, email: staff.user.email, acceptedAt: new Date() });
  boat = await fixtures.add('idle', { sellerId: owner.user.id, builder: 'Sunseeker', model: 'Manhattan 55' });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (who: LoggedIn, url: string, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { 'access-token': who.token }, payload: signBody(fields) });

async function enquire(extra: Record<string, unknown> = {}) {
  const visitor = await startVisitor(t.app);
  const response = await postForm(t.app, visitor, ENQUIRY_CALLS.idle, {
    yacht_id: String(boat.id),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    area_code: '44',
    mobile: '7700900123',
    content: 'Is she still available?',
    ...extra,
  });
  expect(answerOf(response).code).toBe(1);
}

describe(`lead webhooks (${dialectUnderTest})`, () => {
  it('sends each new lead as signed JSON, with the buyer’s address only when shared, and again after a refusal [both engines]', async () => {
    expect((await post(staff, DEALER_LEADS_API.webhook, { url: `${base}/crm` })).statusCode).toBe(403);
    expect(answerOf(await post(owner, DEALER_LEADS_API.webhook, { url: 'javascript:alert(1)' })).msg).toBe(DEALER_LEADS_MESSAGES.url);
    const set = dataOf<{ url: string; secret: string }>(await post(owner, DEALER_LEADS_API.webhook, { url: `${base}/crm` }));
    expect(set.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(
      dataOf<{ secret: string | null }>(await t.app.inject({ url: DEALER_LEADS_API.webhook, headers: { 'access-token': owner.token } }))
        .secret,
    ).toBeNull();

    await enquire();
    await t.app.jobs.runDue();
    expect(received).toHaveLength(1);
    const [lead] = received;
    const payload = JSON.parse(lead!.body) as LeadPayload;
    expect(payload).toMatchObject({
      event: 'lead.created',
      version: 1,
      listing: { kind: 'used', id: boat.id, title: 'Sunseeker Manhattan 55', url: paths.usedYacht(boat.id, boat.slug) },
      buyer: { name: 'Ada Lovelace', email: null, phone: null },
      message: 'Is she still available?',
      conversationUrl: `${t.config.publicUrl}${paths.conversation(payload.id)}`,
    });
    const signature = String(lead!.headers[LEAD_SIGNATURE_HEADER]);
    const at = Number(/^t=(\d+),/.exec(signature)?.[1]);
    expect(signature).toBe(leadSignature(set.secret, lead!.body, at));

    // The CRM refuses: the job stays to run again later; when its turn comes and the CRM takes it, it is done.
    answer = 500;
    await enquire({ share_contact: '1' });
    await t.app.jobs.runDue();
    expect(received).toHaveLength(2);
    const failed = (await t.app.database.db.select().from(jobs).where(eq(jobs.kind, JOB_KINDS.leadWebhook))).filter(
      (job) => job.doneAt === null,
    );
    expect(failed).toEqual([expect.objectContaining({ attempts: 1 })]);
    answer = 200;
    await t.app.jobs.runDue(new Date(Date.now() + 3_600_000));
    expect(received).toHaveLength(3);
    expect(JSON.parse(received[2]!.body)).toMatchObject({ buyer: { email: 'ada@example.com', phone: '+44 7700900123' } });
    const [done] = await t.app.database.db.select().from(jobs).where(eq(jobs.id, failed[0]!.id));
    expect(done!.doneAt).not.toBeNull();
  });

  it('refuses a private address unless allowed, and posts nowhere after the owner removed the address', async () => {
    expect(await safePost(`${base}/crm`, '{}', { timeoutMs: 2000, headers: {} })).toEqual({
      ok: false,
      reason: like.stringMatching(/private network/i),
    });
    expect(answerOf(await post(owner, DEALER_LEADS_API.removeWebhook, {})).code).toBe(0);
    const before = received.length;
    await enquire();
    await t.app.jobs.runDue();
    expect(received).toHaveLength(before);
  });
});
