// What the account routes share (decision 013): their rate limits, their answers' words, the reference's schema of a
// form-style call, the taken-name answer, and the login a request starts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { ErrorCode } from '@yachts/contracts/envelope';
import { MESSAGES } from '@yachts/contracts/validation';
import { HttpError } from '../lib/http-error';
import { hashLoginToken, isLoginTokenFormat } from './login-token';
import { type MailContent } from '../platform/mail-text';
import { DisplayNameTakenError, type UserRow } from './users-repository';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { Type, type TSchema } from 'typebox';
import { byClientAddress } from '../plugins/rate-limit';

/** Per client IP, beside the per-visitor limits of app.emailCodes: a new visitor session does not reset it. */
export const SEND_CODE_LIMIT = { max: 30, timeWindow: '1 hour', keyGenerator: byClientAddress };
/** Per client IP on the routes that verify a password: each costs an argon2 hash, so they are not free to spam. */
export const ACCOUNT_FORM_LIMIT = { max: 30, timeWindow: '1 minute' };

export const ACCOUNT_ANSWERS = {
  registered: 'Welcome aboard! Your account is ready and you are logged in.',
  loggedIn: 'You are logged in.',
  loggedOut: 'You have logged out.',
  passwordReset: 'Your password has been changed and you are logged in. Other devices have been logged out.',
  passwordChanged: 'Your password has been changed. Other devices have been logged out.',
  emailChanged: 'Your e-mail address has been changed.',
  emailVerified: 'Thank you. Your e-mail address is confirmed.',
  profileSaved: 'Your profile has been saved.',
  emailTaken: 'This e-mail address cannot be used. Please choose another one.',
  avatarUnknown: 'This picture was not found. Please upload it again.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Schemas for the OpenAPI reference: answers from the wire schemas, bodies from the yup schemas the handlers
// validate with (the product rules §5 messages).

/** Failures: code 0, or 400401 / 400208 / 400209 when a login is missing, expired or unknown (plugins/errors.ts). */
export const failure = Type.Object({
  ...FormFailureSchema.properties,
  code: Type.Unsafe<number>({ type: 'integer', enum: [0, ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID] }),
});

export function schema(summary: string, formBody: object, data: TSchema, description?: string) {
  return {
    tags: ['account'],
    summary,
    ...(description ? { description } : {}),
    formBody,
    response: { 200: FormEnvelope(data), '4xx': failure, '5xx': failure },
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** The options of a form-style account call limited by ACCOUNT_FORM_LIMIT: a small body and the reference's schema. */
export function formCall(summary: string, formBody: object, data: TSchema, description?: string) {
  return { bodyLimit: 8 * 1024, config: { rateLimit: ACCOUNT_FORM_LIMIT }, schema: schema(summary, formBody, data, description) };
}

/** A display name another member has (decision 036): a field error, as the form shows it under the name. */
export function nameTaken(): HttpError {
  return new HttpError(400, { name: MESSAGES.displayNameTaken });
}

/** A sign-up or profile change that lost a race for a name, as if the check before had seen it taken. */
export function rethrowNameTaken(error: unknown): never {
  throw error instanceof DisplayNameTakenError ? nameTaken() : error;
}

/** What the account routes share that needs the app: the login a request starts, the current user's row, notices. */
export function accountKit(app: FastifyInstance) {
  const { users, loginSessions } = app.repositories;

  function userAgent(request: FastifyRequest): string {
    return String(request.headers['user-agent'] ?? '');
  }

  /** A fresh login: the token the request came with (if any) is revoked, a new one set in the cookies. */
  async function startLogin(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
    const presented = app.presentedLoginToken(request);
    if (presented && isLoginTokenFormat(presented)) await loginSessions.revokeByTokenHash(hashLoginToken(presented), new Date());
    const { token } = await app.createLoginSession(user.id, userAgent(request));
    app.setLoginCookies(reply, user.uuid, token);
  }

  async function currentRow(id: number): Promise<UserRow> {
    const row = await users.findById(id);
    // The session was found a moment ago with its user; a user deleted since is an unknown login.
    if (!row) throw new HttpError(401, ACCOUNT_MESSAGES.tokenInvalid, ErrorCode.TOKEN_INVALID);
    return row;
  }

  function ok<T>(msg: string, data: T) {
    return { code: 1 as const, msg, data };
  }

  /** Mails that tell the owner of an address what happened; the request has succeeded whatever becomes of them. */
  async function notify(to: string, content: MailContent, request: FastifyRequest): Promise<void> {
    await app.sendNotice({ to, ...content }, request.log);
  }

  return { userAgent, startLogin, currentRow, ok, notify };
}

/** The kit each group of account routes receives, made once per app by accountKit. */
export type AccountKit = ReturnType<typeof accountKit>;
