import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.dialect };
    },
  );
}
