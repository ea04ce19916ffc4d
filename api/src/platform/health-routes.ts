// Liveness and readiness (decision 031). /health: the process answers and reaches its database (a failing one means
// restart me). /ready: send me requests: 503 while the instance drains before a shutdown (server.ts) or cannot reach
// its database, so a balancer takes it out of rotation without anyone restarting it.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';

export default function healthRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String({ description: 'Which database answers' }) }),
        },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.dialect };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness for a balancer: 200 while the instance takes requests, 503 while it drains or its database is away',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          503: Type.Object({ status: Type.Union([Type.Literal('draining'), Type.Literal('database unreachable')]) }),
        },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).header('connection', 'close').send({ status: 'draining' });
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        app.log.warn({ err: error }, 'not ready: the database does not answer');
        return reply.code(503).send({ status: 'database unreachable' });
      }
      return { status: 'ready' as const };
    },
  );
  done();
}
