// The job worker (decision 027): areas register a handler per job kind (`app.jobs.handle`), routes and repositories
// enqueue jobs (`app.jobs.enqueue`, inside their own transaction when the job must exist exactly when the write does),
// and every JOBS_POLL_MS this instance claims due jobs and runs them. A handler that throws is retried later with a
// growing delay; one that keeps failing stops after JOB_MAX_ATTEMPTS with its error kept in the row. Scheduled work
// (the alert digests) is enqueued under a key per hour, so however many instances tick, it is added once.
import fp from 'fastify-plugin';
import { createJobsRepository, JOB_MAX_ATTEMPTS, type ClaimedJob, type NewJob, type Runner } from './jobs-repository';

/** `now` is the worker's clock for this run (a test's later hour, or the real time). */
export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob & { now: Date }) => Promise<void>;

/** Work that is due every hour (the digests): `enqueue` is called with the hour's start. */
export type HourlyJob = (hour: Date) => NewJob;

export interface Jobs {
  handle(kind: string, handler: JobHandler): void;
  hourly(job: HourlyJob): void;
  enqueue(job: NewJob, on?: Runner): Promise<boolean>;
  /** Claims and runs due jobs until none is due; answers how many ran (tests, and each tick of the worker). */
  runDue(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Jobs claimed at once, and how long a claim lasts before another worker may take the job over. */
const BATCH = 10;
const LEASE_MS = 5 * 60_000;
/** Done jobs are kept this long (their keys keep a repeated enqueue out), then deleted. */
const KEEP_DONE_MS = 30 * 24 * 3600_000;

export default fp<{ pollMs: number }>(
  (app, options, done) => {
    const repository = createJobsRepository(app.database.db);
    const handlers = new Map<string, JobHandler>();
    const hourlyJobs: HourlyJob[] = [];
    let lastHour = 0;

    async function scheduleHour(now: Date) {
      const hour = Math.floor(now.getTime() / 3600_000) * 3600_000;
      if (hour === lastHour) return;
      lastHour = hour;
      for (const job of hourlyJobs) await repository.enqueue(job(new Date(hour)));
      await repository.purgeDone(new Date(now.getTime() - KEEP_DONE_MS));
    }

    async function runOne(job: ClaimedJob, now: Date) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
        await handler(job.payload, { ...job, now });
        await repository.complete(job, now);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outcome = await repository.fail(job, message, now);
        app.log[outcome === 'failed' ? 'error' : 'warn'](
          { err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } },
          outcome === 'failed' ? `job failed ${JOB_MAX_ATTEMPTS} times and stops` : 'job failed; it will run again',
        );
      }
    }

    async function runDue(now = new Date()): Promise<number> {
      await scheduleHour(now);
      let ran = 0;
      for (;;) {
        const claimed = await repository.claim(BATCH, LEASE_MS, now);
        if (claimed.length === 0) return ran;
        for (const job of claimed) await runOne(job, now);
        ran += claimed.length;
      }
    }

    app.decorate('jobs', {
      handle(kind, handler) {
        if (handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is registered already`);
        handlers.set(kind, handler);
      },
      hourly(job) {
        hourlyJobs.push(job);
      },
      enqueue: (job, on) => repository.enqueue(job, on),
      runDue,
    } satisfies Jobs);

    if (options.pollMs > 0) {
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<unknown> = Promise.resolve();
      let closing = false;
      const tick = () => {
        running = runDue()
          .catch((error) => app.log.warn({ err: error }, 'the job worker could not reach the database; it tries again'))
          .finally(() => {
            if (!closing) timer = setTimeout(tick, options.pollMs);
          });
      };
      app.addHook('onReady', (ready) => {
        timer = setTimeout(tick, options.pollMs);
        ready();
      });
      // Stop taking jobs, and let the one running finish before the database closes.
      app.addHook('onClose', async () => {
        closing = true;
        if (timer) clearTimeout(timer);
        await running;
      });
    }
    done();
  },
  { name: 'jobs', dependencies: ['database'] },
);
