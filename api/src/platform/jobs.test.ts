// @dialect: the job queue (SKIP LOCKED), two instances.
// The job queue (decision 027) on a real database: idempotent keys, claims that two workers never share, leases that
// free a dead worker's job, retries with a growing delay and a last failure kept, and a job that outlives the
// instance that enqueued it. Two instances on one database exist only on PostgreSQL (a PGlite database belongs
// to one process); there the test builds two apps, as two servers behind a balancer would be.
import { eq, inArray } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { buildTestApp, dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { JOB_MAX_ATTEMPTS, createJobsRepository, retryDelaySeconds } from './jobs-repository';

const t = fileApp({ SEED: 'false' });

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe(`the job queue (${dialectUnderTest})`, () => {
  it('adds a job with a key once, and claims each due job once however many claims run together [both engines]', async () => {
    const repository = createJobsRepository(t.app.database.db);
    const kind = unique('test.claims');
    const key = unique('key');
    expect(await repository.enqueue({ kind, payload: { n: 0 }, key })).toBe(true);
    expect(await repository.enqueue({ kind, payload: { n: 1 }, key })).toBe(false);
    for (let n = 1; n < 12; n += 1) await repository.enqueue({ kind, payload: { n } });
    // Not yet due.
    await repository.enqueue({ kind, payload: { n: 99 }, runAt: new Date(Date.now() + 60_000) });

    const claims = await Promise.all([1, 2, 3, 4].map(() => repository.claim(5, 60_000)));
    const claimed = claims.flat().filter((job) => job.kind === kind);
    expect(claimed.map((job) => job.payload.n).sort((a, b) => Number(a) - Number(b))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(claimed.map((job) => job.id)).size).toBe(12);
    // Leased: nothing more until the lease ends.
    expect((await repository.claim(50, 60_000)).filter((job) => job.kind === kind)).toEqual([]);
    const later = await repository.claim(50, 60_000, new Date(Date.now() + 61_000));
    expect(
      later
        .filter((job) => job.kind === kind)
        .map((job) => job.payload.n)
        .sort(),
    ).toContain(99);
  });

  it('lets a job go when its worker’s lease ends; the late worker’s completion is refused [both engines]', async () => {
    const repository = createJobsRepository(t.app.database.db);
    const kind = unique('test.lease');
    await repository.enqueue({ kind, payload: {} });
    const [first] = (await repository.claim(50, 1000)).filter((job) => job.kind === kind);
    const [second] = (await repository.claim(50, 1000, new Date(Date.now() + 2000))).filter((job) => job.kind === kind);
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    expect(await repository.complete(first!)).toBe(false);
    expect(await repository.complete(second!)).toBe(true);
    const [row] = await t.app.database.db.select().from(jobs).where(eq(jobs.id, first!.id));
    expect(row?.doneAt).not.toBeNull();
  });

  it(`retries a failing handler later each time, and stops after ${JOB_MAX_ATTEMPTS} attempts keeping the error [both engines]`, async () => {
    const kind = unique('test.failing');
    let calls = 0;
    t.app.jobs.handle(kind, () => {
      calls += 1;
      return Promise.reject(new Error(`refused ${calls}`));
    });
    await t.app.jobs.enqueue({ kind, payload: {} });
    let clock = Date.now();
    await t.app.jobs.runDue(new Date(clock));
    await t.app.jobs.runDue(new Date(clock));
    expect(calls).toBe(1);
    for (let attempt = 1; attempt < JOB_MAX_ATTEMPTS; attempt += 1) {
      clock += retryDelaySeconds(attempt) * 1000 - 1000;
      await t.app.jobs.runDue(new Date(clock)); // a second early: not yet
      expect(calls).toBe(attempt);
      clock += 2000;
      await t.app.jobs.runDue(new Date(clock));
      expect(calls).toBe(attempt + 1);
    }
    await t.app.jobs.runDue(new Date(clock + 365 * 86_400_000));
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    const [row] = await t.app.database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(row).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, doneAt: null, lastError: `refused ${JOB_MAX_ATTEMPTS}` });
    expect(row?.failedAt).not.toBeNull();
  });

  it('runs the handler of each kind with its payload, and a job of an unknown kind fails instead of vanishing [both engines]', async () => {
    const kind = unique('test.ok');
    const seen: unknown[] = [];
    t.app.jobs.handle(kind, (payload) => {
      seen.push(payload);
      return Promise.resolve();
    });
    await t.app.jobs.enqueue({ kind, payload: { yacht: 7 } });
    const orphan = unique('test.nobody');
    await t.app.jobs.enqueue({ kind: orphan, payload: {} });
    await t.app.jobs.runDue();
    expect(seen).toEqual([{ yacht: 7 }]);
    const rows = await t.app.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, [kind, orphan]));
    expect(rows.find((row) => row.kind === kind)?.doneAt).not.toBeNull();
    expect(rows.find((row) => row.kind === orphan)).toMatchObject({ doneAt: null, lastError: `no handler for job kind "${orphan}"` });
  });
});

const twoInstances = dialectUnderTest === 'postgres' ? describe : describe.skip;

twoInstances('the job queue on two instances of one PostgreSQL database', () => {
  it('runs each job once when two instances work the queue at once, and a job enqueued by one is run by the other [both engines]', async () => {
    const other = await buildTestApp({ SEED: 'false' });
    try {
      const kind = unique('test.shared');
      const ran: string[] = [];
      for (const [name, app] of [
        ['a', t.app],
        ['b', other.app],
      ] as const) {
        app.jobs.handle(kind, async (payload) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(`${name}:${String(payload.n)}`);
        });
      }
      for (let n = 0; n < 40; n += 1) await t.app.jobs.enqueue({ kind, payload: { n } });
      await Promise.all([t.app.jobs.runDue(), other.app.jobs.runDue()]);
      const numbers = ran.map((entry) => Number(entry.split(':')[1])).sort((a, b) => a - b);
      expect(numbers).toEqual([...Array(40).keys()]);
      expect(ran.some((entry) => entry.startsWith('b:'))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
