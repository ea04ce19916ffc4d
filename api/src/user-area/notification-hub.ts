// The bell's live count (decision 033): members listening on the notification stream are checked together, every
// NOTIFICATION_LIMITS.checkMs, with one query for all of them, and each hears when their unread count or newest
// message changed. The database is the source, so a message written by any api instance reaches a member listening
// on any other; nothing runs while nobody listens.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { NOTIFICATION_LIMITS } from '@yachts/contracts/account';

export interface UnreadState {
  unread: number;
  newest: number;
}

type Listener = (state: UnreadState) => void;

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: {
      /** Calls `listener` with the member's state now and whenever it changes; answers the way to stop. */
      listen(userId: number, listener: Listener): () => void;
      /** The member's state now. */
      stateOf(userId: number): Promise<UnreadState>;
    };
  }
}

export default fp(
  (app, options: { checkMs?: number }) => {
    const listeners = new Map<number, Set<Listener>>();
    const last = new Map<number, string>();
    let timer: NodeJS.Timeout | null = null;
    let checking = false;

    async function statesOf(userIds: number[]): Promise<Map<number, UnreadState>> {
      const result = await app.database.db.execute(sql`
        select user_id, count(*) filter (where read_at is null)::int as unread, coalesce(max(id), 0)::int as newest
        from user_messages where user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by user_id`);
      const rows = rowsOf<{ user_id: number; unread: number; newest: number }>(result);
      const states = new Map<number, UnreadState>(userIds.map((id) => [id, { unread: 0, newest: 0 }]));
      for (const row of rows) states.set(Number(row.user_id), { unread: Number(row.unread), newest: Number(row.newest) });
      return states;
    }

    async function check() {
      if (checking || listeners.size === 0) return;
      checking = true;
      try {
        const states = await statesOf([...listeners.keys()]);
        for (const [userId, state] of states) {
          const key = `${state.unread}:${state.newest}`;
          if (last.get(userId) === key) continue;
          last.set(userId, key);
          for (const listener of listeners.get(userId) ?? []) listener(state);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'notification check failed; trying again at the next tick');
      } finally {
        checking = false;
      }
    }

    function schedule() {
      if (timer || listeners.size === 0) return;
      timer = setInterval(() => void check(), options.checkMs ?? NOTIFICATION_LIMITS.checkMs);
      timer.unref();
    }

    app.decorate('notificationHub', {
      listen(userId: number, listener: Listener) {
        const set = listeners.get(userId) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(userId, set);
        schedule();
        return () => {
          set.delete(listener);
          if (set.size === 0) {
            listeners.delete(userId);
            last.delete(userId);
          }
          if (listeners.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        };
      },
      async stateOf(userId: number) {
        return (await statesOf([userId])).get(userId) ?? { unread: 0, newest: 0 };
      },
    });

    app.addHook('onClose', (_instance, done) => {
      if (timer) clearInterval(timer);
      timer = null;
      listeners.clear();
      done();
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'notification-hub', dependencies: ['database'] },
);
