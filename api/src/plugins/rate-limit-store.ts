// The rate-limit counters in the database (RATE_LIMIT_STORE=database, decision 031): a store for @fastify/rate-limit
// that every api instance shares, so two instances behind a balancer count one visitor's requests together instead
// of each allowing the limit. One statement counts a hit atomically, starting a new window once the last has ended,
// on the database's clock (the instances' clocks may differ). Windows long over are deleted now and then.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Finished windows are deleted at most this often per instance. */
const PURGE_INTERVAL_MS = 60_000;
const KEY_MAX = 400;

interface StoreParams {
  /** Ours: the name a limiter's counters are kept under when it is not a route's own (the per-address ceilings). */
  nameSpace?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function databaseRateLimitStore(db: Db) {
  let nextPurge = 0;

  function purge(now: number) {
    if (now < nextPurge) return;
    nextPurge = now + PURGE_INTERVAL_MS;
    db.execute(sql`delete from rate_limit_counters where window_ends < now() - interval '1 minute'`).catch(() => undefined);
  }

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    private keyOf(key: string): string {
      return `${this.prefix}${key}`.slice(0, KEY_MAX);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      purge(Date.now());
      db.execute(
        sql`insert into rate_limit_counters (key, hits, window_ends)
            values (${this.keyOf(key)}, 1, now() + ${Math.max(1, Math.trunc(timeWindow))} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when rate_limit_counters.window_ends <= now() then 1 else rate_limit_counters.hits + 1 end,
              window_ends = case when rate_limit_counters.window_ends <= now() then excluded.window_ends else rate_limit_counters.window_ends end
            returning hits, ceil(extract(epoch from (window_ends - now())) * 1000) as ttl`,
      ).then(
        (result) => {
          const [row] = rowsOf<{ hits: number | string; ttl: number | string }>(result);
          callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.execute(
        sql`select hits, ceil(extract(epoch from (window_ends - now())) * 1000) as ttl from rate_limit_counters
            where key = ${this.keyOf(key)} and window_ends > now()`,
      ).then(
        (result) => {
          const [row] = rowsOf<{ hits: number | string; ttl: number | string }>(result);
          callback(null, row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 });
        },
        (error: Error) => callback(error),
      );
    }

    /** Each limiter counts apart: a route's under its method and path, a ceiling under the name it was given. */
    child(params: StoreParams): DatabaseRateLimitStore {
      const method = params.routeInfo?.method;
      const route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${params.routeInfo?.url ?? ''}`;
      return new DatabaseRateLimitStore(`${params.nameSpace ?? route}|`);
    }
  };
}
