import fp from 'fastify-plugin';
import { cleanParsedBody } from '../lib/text-input';

/**
 * Every JSON body is made storable (lib/text-input.ts) after the route's own checks of the body as sent (the
 * signature of a signed call covers what the browser typed) and before its handler: no request can reach the
 * database with a NUL or a lone surrogate and come back as a 500.
 */
export default fp(
  (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.body !== null && typeof request.body === 'object') cleanParsedBody(request.body);
      else if (typeof request.body === 'string') request.body = cleanParsedBody(request.body);
      done();
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'text-input' },
);
