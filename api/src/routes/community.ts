import type { FastifyInstance } from 'fastify';
import { apiEnvelope } from './schemas';

const topicModule = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    topicCount: { type: 'integer' },
  },
};

export default async function communityRoutes(app: FastifyInstance) {
  app.get(
    '/api/v1/community/modules',
    {
      schema: {
        tags: ['community'],
        summary: 'Topic modules (sections) of the community with their topic counts',
        response: { 200: apiEnvelope({ type: 'object', properties: { items: { type: 'array', items: topicModule } } }) },
      },
    },
    async () => {
      const items = await app.repositories.community.listModules();
      return { code: 0, msg: 'ok', data: { items } };
    },
  );
}
