import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';

export default async function healthRoutes(app: FastifyInstance) {
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
}
