// Who is logged in (product rules §6, architecture §4, decision 013). A login token arrives in the `access-token`
// header (signed calls) or else in the `token` cookie (form-style calls, same origin). Routes ask with
// `app.requireUser(request)` or `app.optionalUser(request)`; login routes start sessions with `app.createLoginSession`
// and set the cookies with `app.setLoginCookies`.
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_HEADER } from '@yachts/contracts/signing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { COOKIES } from '@yachts/contracts/cookies';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';
import { SESSION_ABSOLUTE_MS, TOUCH_INTERVAL_MS, createLoginToken, hashLoginToken, isLoginTokenFormat, sessionState } from './login-token';
import type { LoginSessionRow } from './login-sessions-repository';

/** The logged-in user of a request, and the session (login token) it came with. */
export interface CurrentUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  emailVerifiedAt: Date | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The logged-in user, or a 401: 400401 without a token, 400209 for an unknown one, 400208 for an expired one. */
    requireUser(request: FastifyRequest): Promise<CurrentUser>;
    /** The logged-in user, or null without a usable token (an expired or unknown token counts as none). */
    optionalUser(request: FastifyRequest): Promise<CurrentUser | null>;
    /** The login token the request presents, as sent (header first, then cookie), or null. */
    presentedLoginToken(request: FastifyRequest): string | null;
    /** Starts a login session: a new token, of which only the hash is stored. */
    createLoginSession(userId: number, userAgent?: string): Promise<{ token: string; session: LoginSessionRow }>;
    setLoginCookies(reply: FastifyReply, uuid: string, token: string): void;
    clearLoginCookies(reply: FastifyReply): void;
  }
}

/** Answers that make the browser forget its login (docs/product.md §8); they clear both cookies as well. */
const FORGET_LOGIN_CODES: readonly number[] = [ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

type Resolved = { state: 'none' } | { state: 'invalid' } | { state: 'expired' } | { state: 'valid'; user: CurrentUser };

export interface AuthOptions {
  cookieSecure: boolean;
}

function presentedLoginToken(request: FastifyRequest): string | null {
  const header = request.headers[ACCESS_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.trim() !== '') return fromHeader.trim();
  const fromCookie = request.cookies[COOKIES.loginToken];
  return fromCookie && fromCookie !== '' ? fromCookie : null;
}

/** What a request's login token stands for; one look-up per request, however many times a route asks. */
function sessionResolver(app: FastifyInstance): (request: FastifyRequest) => Promise<Resolved> {
  const resolved = new WeakMap<FastifyRequest, Promise<Resolved>>();

  async function resolve(request: FastifyRequest): Promise<Resolved> {
    const token = presentedLoginToken(request);
    if (token === null) return { state: 'none' };
    if (!isLoginTokenFormat(token)) return { state: 'invalid' };
    const found = await app.repositories.loginSessions.findByTokenHash(hashLoginToken(token));
    if (!found) return { state: 'invalid' };
    const now = new Date();
    const state = sessionState(found.session, now);
    if (state === 'revoked') return { state: 'invalid' };
    if (state === 'expired') return { state: 'expired' };
    // A suspended account's logins were ended with the suspension; one that slipped through is no login either.
    if (found.user.suspendedAt) return { state: 'expired' };
    if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await app.repositories.loginSessions.touch(found.session.id, now);
    }
    const { user } = found;
    return {
      state: 'valid',
      user: {
        id: user.id,
        uuid: user.uuid,
        email: user.email,
        name: user.name,
        avatarUrl: user.avatarUrl,
        emailVerifiedAt: user.emailVerifiedAt,
        sessionId: found.session.id,
      },
    };
  }

  return (request) => {
    let result = resolved.get(request);
    if (!result) {
      result = resolve(request);
      resolved.set(request, result);
    }
    return result;
  };
}

/** The login cookies: set at a login, cleared at a logout and with any answer that ends the login. */
function loginCookies(app: FastifyInstance, cookieSecure: boolean): void {
  // Neither cookie is HttpOnly: the page reads `uuid` to know who is logged in (product rules §3) and sends `token`
  // as the access-token header of signed calls (product rules §6), so it must be readable by the page's script. What
  // protects it instead: SameSite=Lax, Secure behind HTTPS, a strict Content-Security-Policy (architecture §4), a
  // token that is useless without this site's anti-forgery token on form-style calls, and server-side expiry
  // and revocation (decision 013).
  const cookieOptions = { path: '/', sameSite: 'lax', secure: cookieSecure, httpOnly: false } as const;

  app.decorate('setLoginCookies', (reply: FastifyReply, uuid: string, token: string) => {
    const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
    reply.setCookie(COOKIES.uuid, uuid, { ...cookieOptions, maxAge });
    reply.setCookie(COOKIES.loginToken, token, { ...cookieOptions, maxAge });
  });

  const clearLoginCookies = (reply: FastifyReply) => {
    reply.clearCookie(COOKIES.uuid, cookieOptions);
    reply.clearCookie(COOKIES.loginToken, cookieOptions);
  };
  app.decorate('clearLoginCookies', clearLoginCookies);

  // An expired or unknown token: the answer tells the browser to forget the login, and so do its cookies.
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof HttpError && FORGET_LOGIN_CODES.includes(error.apiCode)) clearLoginCookies(reply);
    done();
  });
}

export default fp<AuthOptions>(
  (app, options, done) => {
    const resolveOnce = sessionResolver(app);

    app.decorate('presentedLoginToken', presentedLoginToken);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const result = await resolveOnce(request);
      switch (result.state) {
        case 'valid':
          return result.user;
        case 'none':
          throw new HttpError(401, ACCOUNT_MESSAGES.notLoggedIn, ErrorCode.UNAUTHORIZED);
        case 'expired':
          throw new HttpError(401, ACCOUNT_MESSAGES.tokenExpired, ErrorCode.TOKEN_EXPIRED);
        case 'invalid':
          throw new HttpError(401, ACCOUNT_MESSAGES.tokenInvalid, ErrorCode.TOKEN_INVALID);
      }
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      const result = await resolveOnce(request);
      return result.state === 'valid' ? result.user : null;
    });

    app.decorate('createLoginSession', async (userId: number, userAgent = '') => {
      const { token, tokenHash } = createLoginToken();
      const createdAt = new Date();
      const session = await app.repositories.loginSessions.create({
        userId,
        tokenHash,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS),
        userAgent,
      });
      return { token, session };
    });

    loginCookies(app, options.cookieSecure);
    done();
  },
  { name: 'auth', dependencies: ['repositories', 'visitor-session'] },
);
