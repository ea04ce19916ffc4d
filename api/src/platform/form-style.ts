// Form-style calls (product rules §7A, architecture §4): every POST route outside /api/v1 is one. This plugin makes
// that true in one place, for the routes of every area: each gets the anti-forgery check before its handler and a fresh
// token in each answer (success or failure), and plugins/errors.ts answers its failures in the form envelope.
import fp from 'fastify-plugin';
import { TOKEN_FIELD, TOKEN_HEADER } from '@yachts/contracts/envelope';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { issueToken, checkToken, tokenKey } from './anti-forgery-token';
import { resolveAppSecret } from './app-secret';
import { isPlainObject } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by this plugin on every form-style route. */
    formStyle?: boolean;
    /**
     * `false` on the one form-style route that hands out tokens and so cannot require one. `'header'` on uploads:
     * the token comes in the TOKEN_HEADER header and is checked when the request arrives (onRequest), before the
     * body is read, so a forged or sessionless upload costs no read of its megabytes (decision 035).
     */
    antiForgery?: boolean | 'header';
  }
  interface FastifyInstance {
    issueFormToken(sid: string): string;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please refresh the page and try again.';
/** Field of the JSON body, or multipart field, that carries the token (docs/product.md §3). */

export function isFormStyleRoute(method: RouteOptions['method'], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.includes('POST') && !url.startsWith('/api/v1/');
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface FormStyleOptions {
  appSecret: string | null;
  dataDir: string;
}

export default fp<FormStyleOptions>(
  (app, options, done) => {
    const key = tokenKey(resolveAppSecret(options));
    app.decorate('issueFormToken', (sid: string) => issueToken(key, sid));
    // Bodies are JSON, or multipart where a route adds that parser; Fastify's built-in text/plain parser would
    // hand handlers a bare string instead of the 415 a wrong content type deserves.
    app.removeContentTypeParser('text/plain');

    function assertToken(request: FastifyRequest, token: unknown) {
      const result = checkToken(key, request.visitorSid, token);
      if (result !== 'valid') {
        request.log.info({ reason: result }, 'anti-forgery token refused');
        throw new HttpError(403, SESSION_EXPIRED_MESSAGE);
      }
    }

    function checkAntiForgeryToken(request: FastifyRequest, _reply: FastifyReply, next: () => void) {
      assertToken(request, isPlainObject(request.body) ? request.body[TOKEN_FIELD] : undefined);
      next();
    }

    function checkHeaderToken(request: FastifyRequest, reply: FastifyReply, next: () => void) {
      try {
        assertToken(request, request.headers[TOKEN_HEADER]);
      } catch (error) {
        // The body is left unread: the connection closes after the answer rather than read it to reuse the socket.
        reply.header('connection', 'close');
        throw error;
      }
      next();
    }

    function addFreshToken(request: FastifyRequest, _reply: unknown, payload: unknown, next: (error: null, payload: unknown) => void) {
      if (!request.visitorSid || !isPlainObject(payload) || !('code' in payload)) next(null, payload);
      else next(null, { ...payload, token: issueToken(key, request.visitorSid) });
    }

    app.addHook('onRoute', (route) => {
      if (!isFormStyleRoute(route.method, route.url)) return;
      route.config = { ...route.config, formStyle: true };
      if (route.config.antiForgery === 'header') {
        // First of the route's onRequest hooks: before its rate limit (rate-limit.ts), which forged calls must not use up.
        route.onRequest = [checkHeaderToken, ...asArray(route.onRequest)] as RouteOptions['onRequest'];
      } else if (route.config.antiForgery !== false) {
        route.preHandler = [checkAntiForgeryToken, ...asArray(route.preHandler)] as RouteOptions['preHandler'];
      }
      route.preSerialization = [...asArray(route.preSerialization), addFreshToken] as RouteOptions['preSerialization'];
    });
    done();
  },
  { name: 'form-style', dependencies: ['visitor-session'] },
);

/** The visitor's session id on a route behind the anti-forgery check (which guarantees there is one). */
export function requireVisitorSid(request: FastifyRequest): string {
  if (!request.visitorSid) throw new HttpError(403, SESSION_EXPIRED_MESSAGE);
  return request.visitorSid;
}
