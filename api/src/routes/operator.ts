// Operator routes: what the team reads and does behind the site. They exist only when OPERATOR_TOKEN is set and
// answer only `authorization: Bearer <OPERATOR_TOKEN>`. See docs/operations.md.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import { apiEnvelope, errorEnvelope } from './schemas';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export default async function operatorRoutes(app: FastifyInstance, options: { operatorToken: string | null }) {
  const { operatorToken } = options;
  if (!operatorToken) return;
  const expected = digest(`Bearer ${operatorToken}`);

  async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    const given = request.headers.authorization ?? '';
    // Compare digests of equal length in constant time.
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ code: ErrorCode.UNAUTHORIZED, msg: 'Operator credentials are required.', data: null });
    }
  }

  app.get(
    '/api/v1/operator/feedback',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'The newest feedback reports (operator only)',
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        },
        response: {
          200: apiEnvelope({
            type: 'object',
            required: ['items'],
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    feedback_type: { type: 'integer' },
                    feedback_advice: { type: 'string' },
                    email: { type: 'string' },
                    area_code: { type: 'string' },
                    mobile: { type: 'string' },
                    problem_img: { type: 'array', items: { type: 'string' } },
                    created_at: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          }),
          '4xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      const { limit } = request.query as { limit: number };
      const reports = await app.repositories.feedback.listReports(limit);
      return {
        code: ErrorCode.OK,
        msg: '',
        data: {
          items: reports.map((report) => ({
            id: report.id,
            feedback_type: report.feedbackType,
            feedback_advice: report.advice,
            email: report.email,
            area_code: report.areaCode,
            mobile: report.mobile,
            problem_img: report.imageUrls,
            created_at: report.createdAt.toISOString(),
          })),
        },
      };
    },
  );
}
