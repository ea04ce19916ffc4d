import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';

/** Every error leaves in the envelope: a clear message for bad input, a generic one for our own faults. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.status(400).send({ code: ErrorCode.BAD_REQUEST, msg: error.message, data: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ code: ErrorCode.INTERNAL, msg: 'Something went wrong on our side. Please try again.', data: null });
      }
      if (status === 429) {
        return reply
          .status(429)
          .send({ code: ErrorCode.RATE_LIMITED, msg: 'Too many requests. Please wait a moment and try again.', data: null });
      }
      return reply.status(status).send({ code: ErrorCode.BAD_REQUEST, msg: error.message, data: null });
    });
  },
  { name: 'errors' },
);
