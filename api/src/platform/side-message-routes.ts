import type { FastifyInstance } from 'fastify';
import { SideMessageSchema } from '@yachts/contracts/validation';
import { validateForm } from '../lib/form-validation';
import { hashSid } from './visitor-sid';
import { requireVisitorSid } from './form-style';
import { formEnvelope, formFailure, tokenField } from '../lib/route-schemas';

export const SIDE_MESSAGE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export default async function messageRoutes(app: FastifyInstance) {
  app.post(
    '/side/message',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: SIDE_MESSAGE_LIMIT },
      schema: {
        tags: ['messages'],
        summary: 'A message from the side "contact us" panel (form-style)',
        formBody: {
          type: 'object',
          required: ['__token__', 'email', 'content'],
          properties: { __token__: tokenField, email: { type: 'string', format: 'email' }, content: { type: 'string', maxLength: 2000 } },
        },
        response: { 200: formEnvelope({ type: 'null' }), '4xx': formFailure },
      },
    },
    async (request) => {
      const sid = requireVisitorSid(request);
      const { email, content } = validateForm(SideMessageSchema, request.body);
      await app.repositories.messages.createSideMessage({ email, content, sidHash: hashSid(sid) });
      return { code: 1, msg: 'Thank you. Your message has been sent.', data: null };
    },
  );
}
