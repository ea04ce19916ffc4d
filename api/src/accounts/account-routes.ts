// The account api (docs/product.md §4-§8, architecture §4, decision 013): codes by e-mail, sign-up, login by password
// or code, logout, password reset and change, change of e-mail address, e-mail verification, the profile. Every
// route is form-style (platform/form-style.ts: anti-forgery token, {code, msg, data, token} answers).
//
// No enumeration: sign-up, login and reset, and /send for them, answer in the same words and in about the same
// time whether or not an address has an account. What differs goes by e-mail, to the address itself.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_CALLS, ACCOUNT_MESSAGES, type AccountUser, type CodeEvent } from '@yachts/contracts/account';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CodeLoginRequestSchema,
  PasswordLoginRequestSchema,
  ProfileRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeRequestSchema,
  VerifyEmailRequestSchema,
} from '@yachts/contracts/account-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { MESSAGES, SendCodeSchema } from '@yachts/contracts/validation';
import { isPlainObject, validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { hashLoginToken, isLoginTokenFormat } from './login-token';
import { accountExistsMail, addressInUseMail, emailChangedMail, noAccountMail, type MailContent } from '../platform/mail-text';
import { dummyPasswordHash, hashStoredPassword, verifyStoredPassword } from './passwords';
import { hashSid } from '../platform/visitor-sid';
import { CODE_WRONG } from './account-guards';
import { requireVisitorSid } from '../platform/form-style';
import { DisplayNameTakenError, normalizeEmail, toAccountUser, type UserRow } from './users-repository';
import { AccountUserSchema } from '@yachts/contracts/wire/account';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { Type, type TSchema } from 'typebox';
import { formBodyOf } from '../lib/form-body';
import { UPLOADS_PREFIX } from '../platform/upload-routes';
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
const failure = Type.Object({
  ...FormFailureSchema.properties,
  code: Type.Unsafe<number>({ type: 'integer', enum: [0, ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID] }),
});

function schema(summary: string, formBody: object, data: TSchema, description?: string) {
  return {
    tags: ['account'],
    summary,
    ...(description ? { description } : {}),
    formBody,
    response: { 200: FormEnvelope(data), '4xx': failure, '5xx': failure },
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** A display name another member has (decision 036): a field error, as the form shows it under the name. */
function nameTaken(): HttpError {
  return new HttpError(400, { name: MESSAGES.displayNameTaken });
}

/** A sign-up or profile change that lost a race for a name, as if the check before had seen it taken. */
function rethrowNameTaken(error: unknown): never {
  throw error instanceof DisplayNameTakenError ? nameTaken() : error;
}

export default async function accountRoutes(app: FastifyInstance) {
  const { users, loginSessions, uploads } = app.repositories;
  // Made now, so the first failed login for an unknown address costs no more than any other.
  await dummyPasswordHash();

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

  app.post(
    ACCOUNT_CALLS.sendCode,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: SEND_CODE_LIMIT },
      schema: schema(
        'Sends a 6-digit code by e-mail (form-style)',
        formBodyOf(SendCodeRequestSchema),
        Type.Null(),
        'register, login and resetpwd answer alike whether or not the address has an account (the mail says which). ' +
          'verify and changeEmail need a login; verify ignores email and uses the account address. One code per ' +
          'address and event a minute and 5 per address an hour for each visitor session, 20 per visitor session and 30 per ' +
          'IP an hour; a code is valid only in the visitor session that asked for it.',
      ),
    },
    async (request) => {
      const sidHash = hashSid(requireVisitorSid(request));
      const { event: eventText, email: given } = validateForm(SendCodeRequestSchema, request.body);
      const event = eventText as CodeEvent;

      if (event === 'verify') {
        const user = await app.requireUser(request);
        await app.emailCodes.issue({ email: user.email, event, sidHash, userId: user.id });
        return ok(ACCOUNT_MESSAGES.codeSent, null);
      }

      const address = normalizeEmail(validateForm(SendCodeSchema, { email: given }).email);
      if (event === 'changeEmail') {
        const user = await app.requireUser(request);
        if (address === user.email) throw new HttpError(400, { email: ACCOUNT_MESSAGES.sameEmail });
        const taken = (await users.findByEmail(address)) !== null;
        await app.emailCodes.issue({ email: address, event, sidHash, userId: user.id, instead: taken ? addressInUseMail() : undefined });
        return ok(ACCOUNT_MESSAGES.codeSent, null);
      }

      const exists = (await users.findByEmail(address)) !== null;
      let instead: MailContent | undefined;
      if (event === 'register' && exists) instead = accountExistsMail();
      if ((event === 'login' || event === 'resetpwd') && !exists) instead = noAccountMail(event);
      await app.emailCodes.issue({ email: address, event, sidHash, userId: null, instead });
      return ok(ACCOUNT_MESSAGES.codeSent, null);
    },
  );

  app.post(
    ACCOUNT_CALLS.register,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Creates an account with a code sent to the address, and logs in (form-style)',
        formBodyOf(RegisterRequestSchema),
        AccountUserSchema,
        'Sets the `uuid` and `token` cookies. `name` is the display name other members see (decision 036): 3-30 ' +
          'letters, digits, spaces, - _ or ., unique ignoring case (a taken one is a field error on `name`).',
      ),
    },
    async (request, reply) => {
      const form = validateForm(RegisterRequestSchema, request.body);
      const address = normalizeEmail(form.email);
      // Before the code is used, so a taken name costs the member no new code. Names are public: telling that one is
      // taken tells nothing about any address.
      if (await users.isNameTaken(form.name)) throw nameTaken();
      await app.emailCodes.consume({
        email: address,
        event: 'register',
        code: form.verify_code,
        sidHash: hashSid(requireVisitorSid(request)),
      });
      const user = await users
        .create({
          uuid: crypto.randomUUID(),
          email: address,
          passwordHash: await hashStoredPassword(form.password),
          // Chosen, never derived from the address: the name is shown to everyone (decision 036).
          name: form.name,
          // The code just used was mailed to this address: it is proven.
          emailVerifiedAt: new Date(),
        })
        .catch(rethrowNameTaken);
      // Taken since the code was sent (two sign-ups racing): the same answer as any unusable code.
      if (!user) throw CODE_WRONG();
      await startLogin(request, reply, user);
      return ok<AccountUser>(ACCOUNT_ANSWERS.registered, toAccountUser(user));
    },
  );

  app.post(
    ACCOUNT_CALLS.login,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Logs in with {email, password} or {email, verify_code} (form-style)',
        { anyOf: [formBodyOf(PasswordLoginRequestSchema), formBodyOf(CodeLoginRequestSchema)] },
        AccountUserSchema,
        'A new token at every login (the one the request came with is revoked). In 15 minutes, 5 wrong passwords ' +
          'for an address from one client lock that client’s password login to it; 20 failures from a client lock ' +
          'its logins; 100 for an address from all clients lock its password login for the clients that failed on ' +
          'it (decision 035). Others’ failures never lock a client that has not failed, nor a login by code.',
      ),
    },
    async (request, reply) => {
      const fields = isPlainObject(request.body) ? request.body : {};
      const byCode =
        (fields.password === undefined || fields.password === null) && fields.verify_code !== undefined && fields.verify_code !== null;
      const form = byCode ? validateForm(CodeLoginRequestSchema, request.body) : validateForm(PasswordLoginRequestSchema, request.body);
      const address = normalizeEmail(form.email);
      await app.loginGuard.assertAllowed(address, request.ip, byCode ? 'code' : 'password');
      const user = await users.findByEmail(address);

      if ('verify_code' in form) {
        try {
          await app.emailCodes.consume({
            email: address,
            event: 'login',
            code: form.verify_code,
            sidHash: hashSid(requireVisitorSid(request)),
          });
          if (!user) throw CODE_WRONG(); // no code is ever sent to an address without an account
        } catch (error) {
          await app.loginGuard.recordFailure(address, request.ip);
          throw error;
        }
      } else {
        // One argon2 verify whether or not the address has an account: the time taken tells nothing.
        const valid = await verifyStoredPassword(user?.passwordHash ?? (await dummyPasswordHash()), form.password);
        if (!user || !valid) {
          await app.loginGuard.recordFailure(address, request.ip);
          throw new HttpError(400, ACCOUNT_MESSAGES.loginFailed);
        }
      }
      await app.loginGuard.clearClientFailures(address, request.ip);
      // Told only to whoever knows the password or has the code: a suspended account says why (decision 033).
      if (user.suspendedAt) throw new HttpError(403, ACCOUNT_MESSAGES.suspended(user.suspendedReason ?? ''));
      await startLogin(request, reply, user);
      return ok<AccountUser>(ACCOUNT_ANSWERS.loggedIn, toAccountUser(user));
    },
  );

  app.post(
    ACCOUNT_CALLS.logout,
    {
      bodyLimit: 8 * 1024,
      schema: schema('Logs out: revokes the token presented and clears the login cookies (form-style)', formBodyOf(null), Type.Null()),
    },
    async (request, reply) => {
      const presented = app.presentedLoginToken(request);
      if (presented && isLoginTokenFormat(presented)) await loginSessions.revokeByTokenHash(hashLoginToken(presented), new Date());
      app.clearLoginCookies(reply);
      return ok(ACCOUNT_ANSWERS.loggedOut, null);
    },
  );

  app.post(
    ACCOUNT_CALLS.resetPassword,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Sets a new password with a code sent to the address; every session ends, a fresh one starts (form-style)',
        formBodyOf(ResetPasswordRequestSchema),
        AccountUserSchema,
      ),
    },
    async (request, reply) => {
      const form = validateForm(ResetPasswordRequestSchema, request.body);
      const address = normalizeEmail(form.email);
      await app.emailCodes.consume({
        email: address,
        event: 'resetpwd',
        code: form.verify_code,
        sidHash: hashSid(requireVisitorSid(request)),
      });
      const user = await users.findByEmail(address);
      if (!user) throw CODE_WRONG(); // no code is ever sent to an address without an account
      const now = new Date();
      await users.setPassword(user.id, await hashStoredPassword(form.password), now);
      await loginSessions.revokeAllOfUser(user.id, now);
      await app.loginGuard.clearFailures(address);
      await startLogin(request, reply, user);
      return ok<AccountUser>(ACCOUNT_ANSWERS.passwordReset, toAccountUser(user));
    },
  );

  app.post(
    ACCOUNT_CALLS.changePassword,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Changes the password of the logged-in user; other sessions end, this one gets a new token (form-style)',
        formBodyOf(ChangePasswordRequestSchema),
        AccountUserSchema,
      ),
    },
    async (request, reply) => {
      const current = await app.requireUser(request);
      const form = validateForm(ChangePasswordRequestSchema, request.body);
      await app.loginGuard.assertAllowed(current.email, request.ip, 'password');
      const user = await currentRow(current.id);
      if (!(await verifyStoredPassword(user.passwordHash, form.old_password))) {
        await app.loginGuard.recordFailure(current.email, request.ip);
        throw new HttpError(400, { old_password: ACCOUNT_MESSAGES.oldPasswordWrong });
      }
      const now = new Date();
      await users.setPassword(user.id, await hashStoredPassword(form.new_password), now);
      await loginSessions.revokeAllOfUser(user.id, now, current.sessionId);
      // startLogin revokes the token this request came with and sets a new one.
      await startLogin(request, reply, user);
      return ok<AccountUser>(ACCOUNT_ANSWERS.passwordChanged, toAccountUser(user));
    },
  );

  app.post(
    ACCOUNT_CALLS.changeEmail,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Moves the account to a new address: the password, and a code sent to the new address (form-style)',
        formBodyOf(ChangeEmailRequestSchema),
        AccountUserSchema,
        'Ask for the code with POST /send {event: changeEmail, email: <new address>}. The old address is told of the change.',
      ),
    },
    async (request) => {
      const current = await app.requireUser(request);
      const form = validateForm(ChangeEmailRequestSchema, request.body);
      const address = normalizeEmail(form.email);
      await app.loginGuard.assertAllowed(current.email, request.ip, 'password');
      const user = await currentRow(current.id);
      if (!(await verifyStoredPassword(user.passwordHash, form.password))) {
        await app.loginGuard.recordFailure(current.email, request.ip);
        throw new HttpError(400, { password: ACCOUNT_MESSAGES.passwordWrong });
      }
      if (address === user.email) throw new HttpError(400, { email: ACCOUNT_MESSAGES.sameEmail });
      await app.emailCodes.consume({
        email: address,
        event: 'changeEmail',
        code: form.verify_code,
        sidHash: hashSid(requireVisitorSid(request)),
        userId: user.id,
      });
      const updated = await users.setEmail(user.id, address, new Date());
      if (!updated) throw new HttpError(400, { email: ACCOUNT_ANSWERS.emailTaken });
      await notify(user.email, emailChangedMail(address), request);
      return ok<AccountUser>(ACCOUNT_ANSWERS.emailChanged, toAccountUser(updated));
    },
  );

  app.post(
    ACCOUNT_CALLS.verifyEmail,
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: ACCOUNT_FORM_LIMIT },
      schema: schema(
        'Confirms the address of the logged-in user with a code (POST /send {event: verify}) (form-style)',
        formBodyOf(VerifyEmailRequestSchema),
        Type.Object({ emailVerified: Type.Literal(true) }),
      ),
    },
    async (request) => {
      const current = await app.requireUser(request);
      const form = validateForm(VerifyEmailRequestSchema, request.body);
      await app.emailCodes.consume({
        email: current.email,
        event: 'verify',
        code: form.verify_code,
        sidHash: hashSid(requireVisitorSid(request)),
        userId: current.id,
      });
      await users.markEmailVerified(current.id, new Date());
      return ok(ACCOUNT_ANSWERS.emailVerified, { emailVerified: true });
    },
  );

  app.post(
    ACCOUNT_CALLS.profile,
    {
      bodyLimit: 8 * 1024,
      schema: schema(
        'Reads the profile of the logged-in user; with name and/or avatar_url, updates it first (form-style)',
        formBodyOf(ProfileRequestSchema),
        AccountUserSchema,
        'A new display name follows the sign-up rule (decision 036); one another member has, ignoring case, is a field ' +
          'error on `name`.',
      ),
    },
    async (request) => {
      const current = await app.requireUser(request);
      const form = validateForm(ProfileRequestSchema, request.body);
      const changes: { name?: string; avatarUrl?: string | null } = {};
      if (form.name !== undefined) changes.name = form.name;
      if (form.avatar_url !== undefined) {
        const url = form.avatar_url;
        if (url === '') changes.avatarUrl = null;
        else if (url !== current.avatarUrl) {
          // Only a picture this visitor uploaded: nobody can take over another's upload, or point at anything else.
          const sidHash = hashSid(requireVisitorSid(request));
          const owned = url.startsWith(UPLOADS_PREFIX) ? await uploads.pathsOwnedBy([url.slice(UPLOADS_PREFIX.length)], sidHash) : [];
          if (owned.length !== 1) throw new HttpError(400, { avatar_url: ACCOUNT_ANSWERS.avatarUnknown });
          changes.avatarUrl = url;
        }
      }
      if (changes.name !== undefined && (await users.isNameTaken(changes.name, current.id))) throw nameTaken();
      const changed = Object.keys(changes).length > 0;
      const user = changed ? await users.updateProfile(current.id, changes).catch(rethrowNameTaken) : await currentRow(current.id);
      if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.tokenInvalid, ErrorCode.TOKEN_INVALID);
      return ok<AccountUser>(changed ? ACCOUNT_ANSWERS.profileSaved : '', toAccountUser(user));
    },
  );
}
