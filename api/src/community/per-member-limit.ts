// A rate limit counted per logged-in member (keyed by their id, after the login check), for what members write in the
// community: topics, articles, comments and reports.
import type { FastifyInstance, FastifyRequest } from 'fastify';

type RateLimitOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]>;

export function perMemberLimit(app: FastifyInstance, limit: Omit<RateLimitOptions, 'keyGenerator'>, prefix: string) {
  return app.createRateLimit({
    ...limit,
    keyGenerator: async (request: FastifyRequest) => `${prefix}:${(await app.requireUser(request)).id}`,
  });
}
