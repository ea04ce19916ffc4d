import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';
import { hashSid } from '../lib/sid-hash';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * How many visitors one client address may stand for: an office, a marina's wifi or a mobile carrier puts many
 * people behind one address, so a limit counted per visitor session allows this many times as much per address.
 */
export const SHARED_ADDRESS_FACTOR = 10;

/** The key of a limit that belongs to the client address itself (a ceiling beside a per-member or per-session one). */
export const byClientAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The visitor session when the request carries one, else the client address. */
function byVisitor(request: FastifyRequest): string {
  return request.visitorSid ? `sid:${hashSid(request.visitorSid)}` : byClientAddress(request);
}

function tooMany(after: string): HttpError {
  return new HttpError(429, `Too many requests. Please wait ${after} and try again.`, ErrorCode.RATE_LIMITED);
}

interface RouteLimit {
  max: number;
  timeWindow: string | number;
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
  /** 'onRequest' for a route that must refuse before its body is read (uploads); preHandler otherwise. */
  hook?: 'onRequest' | 'preHandler';
}

/**
 * Limits that routes opt into with `config: { rateLimit: { max, timeWindow } }`, counted:
 * - in the preHandler stage, after the anti-forgery check (platform/form-style.ts puts it first), so forged posts
 *   are refused without using up the visitor's allowance;
 * - per visitor session by default, with a ceiling of SHARED_ADDRESS_FACTOR times as much per client address, so
 *   people behind one address do not share one visitor's allowance, and minting sessions does not lift it;
 * - per client address when the route says so (`keyGenerator: byClientAddress`).
 * The counters live in this process's memory (one instance), or in a table every instance shares
 * (RATE_LIMIT_STORE=database, decision 031).
 */
export default fp<{ store: 'memory' | 'database' }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      keyGenerator: byVisitor,
      errorResponseBuilder: (_request, context) => tooMany(context.after),
      ...(options.store === 'database' ? { store: databaseRateLimitStore(app.database.db) as unknown as FastifyRateLimitStoreCtor } : {}),
    });

    app.addHook('onRoute', (route: RouteOptions) => {
      const limit = route.config?.rateLimit as RouteLimit | false | undefined;
      if (!limit || limit.keyGenerator) return;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      const ceiling = app.createRateLimit({
        max: limit.max * SHARED_ADDRESS_FACTOR,
        timeWindow: limit.timeWindow,
        keyGenerator: byClientAddress,
        // Counted apart from the route's own limit in a shared store (rate-limit-store.ts).
        nameSpace: `ceiling ${method} ${route.url}`,
      } as Parameters<typeof app.createRateLimit>[0]);
      const perAddress = async (request: FastifyRequest) => {
        const result = await ceiling(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(`${Math.max(1, result.ttlInSeconds)} seconds`);
      };
      // In the stage of the route's own limit, just after it.
      const stage = limit.hook ?? 'preHandler';
      const hooks = route[stage];
      const existing = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
      route[stage] = [...existing, perAddress] as RouteOptions['preHandler'] & RouteOptions['onRequest'];
    });
  },
  { name: 'rate-limit', dependencies: ['visitor-session', 'database'] },
);
