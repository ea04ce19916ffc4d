// Faults under load through the balancer (decision 031), each bounded in time and on loopback only:
// - one api instance killed with SIGKILL in the middle of a stream of writes (registrations, enquiries, comments,
//   follows): every write the client was told succeeded is in the database once, and none is there twice;
// - the database restarted during traffic: meanwhile every answer is 200 or 503 (never 500, never a hang), and
//   afterwards the same processes serve again without being restarted.
// (A mail server that refuses is the api suite's: the mail waits in the job queue and the retry delivers it once.)
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { CATALOGUE_API, ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';
import { signBody } from '@yachts/contracts/signing';
import { useClusterRun } from '../support/cluster';
import { nextCode } from '../support/mail';
import { newMember, type Member } from '../support/members';
import { answerOf, formCaller } from '../support/api';

const run = useClusterRun();

const upstream = (response: APIResponse) => response.headers()['x-upstream'] ?? '';
const marker = () => crypto.randomBytes(4).toString('hex');
/** A request that does not answer within this is a hang, and the test fails on it. */
const REQUEST_TIMEOUT_MS = 15_000;


interface Write {
  kind: 'comment' | 'enquiry' | 'follow' | 'registration';
  key: string;
  acknowledged: boolean;
  instance: string;
  at: number;
}

test('an instance killed with SIGKILL mid-stream loses no acknowledged write and doubles none', async ({ browser, playwright }) => {
  const baseURL = run().cluster.url;
  const [topic] = await run().query<{ id: number }>(`select id from topics where hidden_at is null order by id limit 1`);
  const yachts = (await run().query<{ id: number }>(`select id from used_yachts where status = 'listed' order by id limit 60`)).map(
    (row) => row.id,
  );
  expect(topic).toBeDefined();
  expect(yachts.length).toBeGreaterThanOrEqual(40);
  const commenters = await Promise.all([0, 1, 2, 3].map((n) => newMember(browser, `fault-comment-${n}`, { baseURL })));
  const followers = await Promise.all([0, 1].map((n) => newMember(browser, `fault-follow-${n}`, { baseURL })));
  const visitors = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));

  const writes: Write[] = [];
  const record = (kind: Write['kind'], key: string, response: APIResponse | null, acknowledged: boolean) =>
    writes.push({ kind, key, acknowledged, instance: response ? upstream(response) : '', at: Date.now() });
  const STREAM_MS = 7_000;
  const started = Date.now();
  const streaming = () => Date.now() - started < STREAM_MS;
  /** Runs `step` until the stream ends; a request that fails outright (the instance died under it) is not acknowledged. */
  const loop = async (step: () => Promise<void>, pauseMs: number) => {
    while (streaming()) {
      await step();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };

  const commentStream = (member: Member) => async () => {
    const call = await formCaller(member.api, { timeout: REQUEST_TIMEOUT_MS });
    await loop(async () => {
      const content = `Fault stream comment ${marker()}`;
      const { response, body } = await call(COMMUNITY_CALLS.createComment, { topic_id: topic!.id, content }).catch(() => ({
        response: null,
        body: null,
      }));
      record('comment', content, response, response?.status() === 200 && body?.code === 1);
    }, 600);
  };
  const followStream = (member: Member, ids: number[]) => async () => {
    await loop(async () => {
      const id = ids.shift();
      if (id === undefined) return;
      const response = await member.api
        .post(CATALOGUE_API.follow('idle', id), { data: signBody({ operation: 'follow' }), timeout: REQUEST_TIMEOUT_MS })
        .catch(() => null);
      const body = response ? await answerOf<{ followed?: boolean }>(response).catch(() => null) : null;
      record('follow', `${member.email}|${id}`, response, response?.status() === 200 && body?.data.followed === true);
    }, 150);
  };
  const enquiryStream = (api: APIRequestContext) => async () => {
    const call = await formCaller(api, { timeout: REQUEST_TIMEOUT_MS });
    let sent = 0;
    await loop(async () => {
      if (sent >= 5) return; // five per visitor in ten minutes
      sent += 1;
      const content = `Fault stream enquiry ${marker()}`;
      const { response, body } = await call(ENQUIRY_CALLS.idle, {
        yacht_id: String(yachts[0]),
        name: 'Fault Test',
        email: 'fault-enquiry@example.com',
        area_code: '',
        mobile: '',
        content,
      }).catch(() => ({ response: null, body: null }));
      record('enquiry', content, response, response?.status() === 200 && body?.code === 1);
    }, 900);
  };
  const registrationStream = async () => {
    const api = await playwright.request.newContext({ baseURL });
    const call = await formCaller(api, { timeout: REQUEST_TIMEOUT_MS });
    await loop(async () => {
      const email = `fault-reg-${marker()}@example.com`;
      const since = new Date(Date.now() - 1000).toISOString();
      const sent = await call(ACCOUNT_CALLS.sendCode, { email, event: 'register' }).catch(() => null);
      if (sent?.body?.code !== 1) return;
      const code = await nextCode(api, email, since);
      const password = hashPassword('Harbour2026!');
      const { response, body } = await call(ACCOUNT_CALLS.register, {
        email,
        verify_code: code,
        password,
        repassword: password,
        // Display names are unique (decision 036): a word of its own, not the address's.
        name: `Fault reg ${marker()}`,
      }).catch(() => ({ response: null, body: null }));
      record('registration', email, response, response?.status() === 200 && body?.code === 1);
    }, 300);
    await api.dispose();
  };

  const victim = run().cluster.instances[0]!;
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await victim.kill('SIGKILL');
    return Date.now();
  })();
  await Promise.all([
    ...commenters.map((member) => commentStream(member)()),
    followStream(followers[0]!, yachts.slice(0, 30))(),
    followStream(followers[1]!, yachts.slice(30, 60))(),
    ...visitors.map((api) => enquiryStream(api)()),
    registrationStream(),
  ]);
  const killedAt = await killer;

  const acknowledged = writes.filter((write) => write.acknowledged);
  test.info().annotations.push({
    type: 'writes',
    description: `${writes.length} sent, ${acknowledged.length} acknowledged, ${writes.length - acknowledged.length} refused or cut off`,
  });
  // The stream reached both instances before the kill, and the survivor took writes after it.
  expect(acknowledged.some((write) => write.instance === victim.upstream && write.at < killedAt)).toBe(true);
  expect(acknowledged.filter((write) => write.at > killedAt).length).toBeGreaterThan(5);
  for (const kind of ['comment', 'enquiry', 'follow', 'registration'] as const)
    expect(acknowledged.filter((write) => write.kind === kind).length, kind).toBeGreaterThan(0);

  const counts = async (sqlText: string) =>
    new Map((await run().query<{ key: string; n: number }>(sqlText)).map((row) => [row.key, Number(row.n)] as const));
  const stored = {
    comment: await counts(
      `select content as key, count(*) as n from comments where content like 'Fault stream comment %' group by content`,
    ),
    enquiry: await counts(
      `select content as key, count(*) as n from yacht_enquiries where content like 'Fault stream enquiry %' group by content`,
    ),
    follow: await counts(
      `select u.email || '|' || f.yacht_id as key, count(*) as n from yacht_follows f join users u on u.id = f.user_id
        where u.email like 'fault-follow-%' group by 1`,
    ),
    registration: await counts(`select email as key, count(*) as n from users where email like 'fault-reg-%' group by email`),
  };
  const missing = acknowledged.filter((write) => stored[write.kind].get(write.key) !== 1);
  expect(missing, 'acknowledged writes that are not in the database exactly once').toEqual([]);
  const doubled = Object.entries(stored).flatMap(([kind, rows]) => [...rows].filter(([, n]) => n > 1).map(([key]) => `${kind} ${key}`));
  expect(doubled, 'writes stored twice').toEqual([]);

  // The killed instance starts again and takes its share.
  await victim.start();
  await expect
    .poll(async () => upstream(await visitors[0]!.get('/health')), {
      message: 'the restarted instance answers through nginx',
      timeout: 20_000,
    })
    .toBe(victim.upstream);

  for (const member of [...commenters, ...followers]) await member.context.close();
  for (const api of visitors) await api.dispose();
});

test('the database restarted during traffic: 503 meanwhile, then served again by the same processes', async ({ browser, playwright }) => {
  const baseURL = run().cluster.url;
  const member = await newMember(browser, 'fault-db', { baseURL });
  const [topic] = await run().query<{ id: number }>(`select id from topics where hidden_at is null order by id limit 1`);
  const pids = run().cluster.instances.map((node) => node.child?.pid);
  const visitor = await playwright.request.newContext({ baseURL });
  const call = await formCaller(member.api, { timeout: REQUEST_TIMEOUT_MS });

  type Answer = { status: number; sentAt: number; doneAt: number; instance: string; what: string };
  const answers: Answer[] = [];
  let running = true;
  const traffic = async (what: string, request: () => Promise<APIResponse>, pauseMs: number) => {
    while (running) {
      const sentAt = Date.now();
      const response = await request();
      answers.push({ status: response.status(), sentAt, doneAt: Date.now(), instance: upstream(response), what });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  let n = 0;
  const streams = Promise.all([
    // A list question no cache has answered (its price bound is new each time), so it reaches the database.
    traffic(
      'list',
      () => visitor.get(`${CATALOGUE_API.list('idle')}?priceMax=${900_000 + (n += 1)}`, { timeout: REQUEST_TIMEOUT_MS }),
      100,
    ),
    traffic('page', () => visitor.get(`/community/topic/${topic!.id}`, { timeout: REQUEST_TIMEOUT_MS }), 250),
    traffic(
      'comment',
      async () => (await call(COMMUNITY_CALLS.createComment, { topic_id: topic!.id, content: `During the restart ${marker()}` })).response,
      7_000,
    ),
  ]);

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const stopping = Date.now();
  run().postgres.stop();
  const stopped = Date.now();
  const readiness = await Promise.all(run().cluster.instances.map(async (node) => (await fetch(`http://${node.upstream}/ready`)).status));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const restarting = Date.now();
  run().postgres.start();
  const restarted = Date.now();
  // Back within a few seconds: both instances answer the list question again.
  await expect
    .poll(
      () => {
        const recent = answers.filter((answer) => answer.sentAt > restarted && answer.what === 'list').slice(-6);
        return recent.length === 6 && recent.every((answer) => answer.status === 200) && new Set(recent.map((a) => a.instance)).size === 2;
      },
      { message: 'both instances serve lists again', timeout: 20_000 },
    )
    .toBe(true);
  running = false;
  await streams;

  // Answered before the database began to stop; asked once it had stopped and answered before it started again.
  const before = answers.filter((answer) => answer.doneAt < stopping);
  const down = answers.filter((answer) => answer.sentAt > stopped && answer.doneAt < restarting);
  test.info().annotations.push({
    type: 'answers',
    description: `before: ${before.map((a) => a.status).join(' ')}; down: ${down.map((a) => a.status).join(' ')}`,
  });
  expect(readiness).toEqual([503, 503]);
  expect(before.length).toBeGreaterThan(0);
  expect([...new Set(before.map((answer) => answer.status))]).toEqual([200]);
  expect(down.length).toBeGreaterThan(0);
  expect([...new Set(down.map((answer) => answer.status))]).toEqual([503]);
  // Never a 500, a 502 or a hang (a request that hangs fails the test at its timeout).
  expect(answers.filter((answer) => ![200, 503].includes(answer.status))).toEqual([]);
  // The same processes: nothing restarted the api.
  expect(run().cluster.instances.map((node) => node.child?.pid)).toEqual(pids);
  expect(run().cluster.instances.every((node) => node.child?.exitCode === null)).toBe(true);
  // And they write again.
  const after = await call(COMMUNITY_CALLS.createComment, { topic_id: topic!.id, content: `After the restart ${marker()}` });
  expect(after.body?.code).toBe(1);

  await member.context.close();
  await visitor.dispose();
});
