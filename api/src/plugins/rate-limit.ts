import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';

/**
 * Per-client limits that routes opt into with `config: { rateLimit: { max, timeWindow } }`. The counters live in
 * this process's memory: with several api instances each counts alone, so a deploy of more than one instance
 * passes a Redis store here (docs/decisions/010-anti-forgery-tokens.md).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`, ErrorCode.RATE_LIMITED),
    });
  },
  { name: 'rate-limit' },
);
