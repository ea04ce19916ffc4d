import fp from 'fastify-plugin';
import { ACCESS_TOKEN_HEADER } from '@yachts/contracts/signing';
import { COOKIES } from '@yachts/contracts/cookies';

/** The policy of an HTML answer that sets none of its own (the shell sets one naming the remotes' origins). */
export const DEFAULT_HTML_POLICY = [
  `default-src 'self'`,
  `img-src 'self' data:`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

/** What a shared cache must key a personalised answer on: the login travels in either. */
export const PERSONAL_VARY = `Cookie, ${ACCESS_TOKEN_HEADER}`;

export interface SecurityHeadersOptions {
  /** Strict-Transport-Security max-age in seconds; 0 sends no HSTS (HSTS_MAX_AGE, for sites served over HTTPS). */
  hstsMaxAge: number;
}

function hasLogin(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers[ACCESS_TOKEN_HEADER]) return true;
  const cookie = headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${COOKIES.loginToken}=[^;]`).test(cookie);
}

/**
 * Headers every answer carries, whichever route or static file made it:
 * - nosniff and a referrer policy everywhere; HSTS when configured;
 * - on HTML, a content security policy (the route's own, or DEFAULT_HTML_POLICY) that forbids framing, and the
 *   older X-Frame-Options for browsers that ignore frame-ancestors;
 * - on /api GETs, `Vary: Cookie, access-token`, and `Cache-Control: private, no-store` when the request carried a
 *   login (the answer may hold the member's own state), so no shared cache hands one member's answer to another.
 */
export default fp<SecurityHeadersOptions>(
  (app, options) => {
    const hsts = options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}; includeSubDomains` : null;
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (hsts) reply.header('strict-transport-security', hsts);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_HTML_POLICY);
        reply.header('x-frame-options', 'DENY');
      }
      const pathname = request.url.split('?')[0] ?? '';
      if ((request.method === 'GET' || request.method === 'HEAD') && pathname.startsWith('/api/')) {
        reply.header('vary', PERSONAL_VARY);
        if (hasLogin(request.headers)) reply.header('cache-control', 'private, no-store');
      }
      return payload;
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'security-headers' },
);
