import fp from 'fastify-plugin';
// The rule's pattern for the browser `cookie` package also matches this server plugin's name.
// eslint-disable-next-line no-restricted-imports
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SID_COOKIE, createSid, isSid } from './visitor-sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor-session id from the `sid` cookie, or null when the browser has none (or a malformed one). */
    visitorSid: string | null;
  }
  interface FastifyInstance {
    /** Returns the visitor's session id, starting a session (setting the cookie) when there is none. */
    ensureVisitorSession(request: FastifyRequest, reply: FastifyReply): string;
  }
}

export interface VisitorSessionOptions {
  cookieSecure: boolean;
}

export default fp<VisitorSessionOptions>(
  async (app, options) => {
    await app.register(cookie);
    app.decorateRequest('visitorSid', null);

    app.addHook('onRequest', (request, _reply, next) => {
      const value = request.cookies[SID_COOKIE];
      request.visitorSid = isSid(value) ? value : null;
      next();
    });

    app.decorate('ensureVisitorSession', (request: FastifyRequest, reply: FastifyReply) => {
      if (request.visitorSid) return request.visitorSid;
      const sid = createSid();
      // HttpOnly: page scripts never need it. Lax: a cross-site form post arrives without it, so it fails the
      // token check even before the token is compared. No Max-Age: it ends with the browser session.
      reply.setCookie(SID_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.cookieSecure });
      request.visitorSid = sid;
      return sid;
    });
  },
  { name: 'visitor-session' },
);
