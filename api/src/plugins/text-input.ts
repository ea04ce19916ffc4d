import fp from 'fastify-plugin';
import { cleanParsedBody } from '../lib/text-input';

/**
 * Every JSON body is made storable (lib/text-input.ts) after the route's own checks of the body as sent (the
 * signature of a signed call covers what the browser typed) and before its handler: no request can reach the
 * database with a NUL or a lone surrogate and come back as a 500.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.body !== null && typeof request.body === 'object') cleanParsedBody(request.body);
      else if (typeof request.body === 'string') request.body = cleanParsedBody(request.body);
    });
  },
  { name: 'text-input' },
);
