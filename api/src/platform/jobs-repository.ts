// The job queue's table (decision 027): enqueue, claim, complete, fail. Claims take due rows with FOR UPDATE SKIP
// LOCKED, so two workers (two api instances, or two ticks of one) never take the same job, and give each a lease:
// a worker that dies holding a job lets it go when the lease ends. Runs the same on PGlite and PostgreSQL.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import { enqueueJob, type NewJob, type Runner } from '../lib/job-queue';

export type { NewJob, Runner } from '../lib/job-queue';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This claim's attempt number (1 the first time): completes and failures name it, as a fencing token. */
  attempts: number;
}

export const JOB_MAX_ATTEMPTS = 6;

/** Seconds before attempt n + 1: 30 s, 2 min, 8 min, 32 min, about 2 h. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 4 ** (attempts - 1);
}

export function createJobsRepository(db: Db) {
  return {
    /** Adds a job (inside the caller's transaction when `on` is one); answers whether it was new. */
    enqueue: (job: NewJob, on: Runner = db) => enqueueJob(on, job),

    /** Takes up to `limit` due jobs for `leaseMs`, oldest due first. */
    async claim(limit: number, leaseMs: number, now = new Date()): Promise<ClaimedJob[]> {
      const until = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update ${jobs} set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select id from ${jobs}
          where done_at is null and failed_at is null and run_at <= ${now.toISOString()}::timestamptz
            and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts`);
      const rows = (result as { rows: ClaimedJob[] }).rows;
      return rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: Number(row.attempts) }));
    },

    /** Marks a claimed job done; false when its lease ended and another claim took it over. */
    async complete(job: ClaimedJob, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ doneAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Records a failure: the job runs again after a growing delay, or stops for good after JOB_MAX_ATTEMPTS. */
    async fail(job: ClaimedJob, error: string, now = new Date()): Promise<'retry' | 'failed'> {
      const last = job.attempts >= JOB_MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 2000),
          ...(last ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000) }),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
      return last ? 'failed' : 'retry';
    },

    /** Deletes jobs done before `before` (their keys may then be enqueued again). */
    async purgeDone(before: Date): Promise<number> {
      const rows = await db.delete(jobs).where(lt(jobs.doneAt, before)).returning({ id: jobs.id });
      return rows.length;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
