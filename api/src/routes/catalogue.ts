import type { FastifyInstance } from 'fastify';
import { apiEnvelope, errorEnvelope, pageOf } from './schemas';

const newYachtSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    builder: { type: 'string' },
    model: { type: 'string' },
    type: { type: 'string', enum: ['motor', 'sail', 'catamaran', 'superyacht'] },
    lengthM: { type: 'number' },
    cabins: { type: 'integer' },
    basePrice: { type: 'integer' },
    currency: { type: 'string' },
    imageUrl: { type: ['string', 'null'] },
  },
};

export default async function catalogueRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/api/v1/yachts/new',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'New yachts for sale, newest first, paged',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 60, default: 24 },
          },
        },
        response: { 200: apiEnvelope(pageOf(newYachtSummary)), 400: errorEnvelope },
      },
    },
    async (request) => {
      const data = await app.repositories.yachts.listNew(request.query);
      return { code: 0, msg: 'ok', data };
    },
  );
}
