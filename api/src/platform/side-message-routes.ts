import type { FastifyInstance } from 'fastify';
import { SideMessageSchema } from '@yachts/contracts/validation';
import { validateForm } from '../lib/form-validation';
import { hashSid } from './visitor-sid';
import { requireVisitorSid } from './form-style';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { Type } from 'typebox';
import { formBodyOf } from '../lib/form-body';

export const SIDE_MESSAGE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export default function messageRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.post(
    '/side/message',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: SIDE_MESSAGE_LIMIT },
      schema: {
        tags: ['messages'],
        summary: 'A message from the side "contact us" panel (form-style)',
        formBody: formBodyOf(SideMessageSchema),
        response: { 200: FormEnvelope(Type.Null()), '4xx': FormFailureSchema },
      },
    },
    async (request) => {
      const sid = requireVisitorSid(request);
      const { email, content } = validateForm(SideMessageSchema, request.body);
      await app.repositories.messages.createSideMessage({ email, content, sidHash: hashSid(sid) });
      return { code: 1, msg: 'Thank you. Your message has been sent.', data: null };
    },
  );
  done();
}
