// The account api (docs/product.md §4-§8, architecture §4, decision 013), first part: codes by e-mail, sign-up,
// login by password or code, logout; account-change-routes.ts has the rest. Every route is form-style
// (platform/form-style.ts: anti-forgery token, {code, msg, data, token} answers).
//
// No enumeration: sign-up, login and reset, and /send for them, answer in the same words and in about the same
// time whether or not an address has an account. What differs goes by e-mail, to the address itself.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS, ACCOUNT_MESSAGES, type AccountUser, type CodeEvent } from '@yachts/contracts/account';
import {
  CodeLoginRequestSchema,
  PasswordLoginRequestSchema,
  RegisterRequestSchema,
  SendCodeRequestSchema,
} from '@yachts/contracts/account-schemas';
import { SendCodeSchema } from '@yachts/contracts/validation';
import { isPlainObject, validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { hashLoginToken, isLoginTokenFormat } from './login-token';
import { accountExistsMail, addressInUseMail, noAccountMail, type MailContent } from '../platform/mail-text';
import { dummyPasswordHash, hashStoredPassword, verifyStoredPassword } from './passwords';
import { hashSid } from '../platform/visitor-sid';
import { CODE_WRONG } from './account-guards';
import { requireVisitorSid } from '../platform/form-style';
import { normalizeEmail, toAccountUser } from './users-repository';
import { AccountUserSchema } from '@yachts/contracts/wire/account';
import { Type } from 'typebox';
import { formBodyOf } from '../lib/form-body';

import {
  SEND_CODE_LIMIT,
  ACCOUNT_ANSWERS,
  schema,
  nameTaken,
  rethrowNameTaken,
  accountKit,
  formCall,
  type AccountKit,
} from './account-route-kit';

/** POST send: a code by e-mail for sign-up, login, reset, verification or a new address. */
function sendCodeRoute(app: FastifyInstance, kit: AccountKit): void {
  const { users } = app.repositories;
  const { ok } = kit;
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
      const event: CodeEvent = eventText;

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
}

/** POST register: an account from a code, logged in at once. */
function registerRoute(app: FastifyInstance, kit: AccountKit): void {
  const { users } = app.repositories;
  const { startLogin, ok } = kit;
  app.post(
    ACCOUNT_CALLS.register,
    formCall(
      'Creates an account with a code sent to the address, and logs in (form-style)',
      formBodyOf(RegisterRequestSchema),
      AccountUserSchema,
      'Sets the `uuid` and `token` cookies. `name` is the display name other members see (decision 036): 3-30 ' +
        'letters, digits, spaces, - _ or ., unique ignoring case (a taken one is a field error on `name`).',
    ),
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
}

/** POST login: by password or by code, within the lockouts. */
function loginRoute(app: FastifyInstance, kit: AccountKit): void {
  const { users } = app.repositories;
  const { startLogin, ok } = kit;
  app.post(
    ACCOUNT_CALLS.login,
    formCall(
      'Logs in with {email, password} or {email, verify_code} (form-style)',
      { anyOf: [formBodyOf(PasswordLoginRequestSchema), formBodyOf(CodeLoginRequestSchema)] },
      AccountUserSchema,
      'A new token at every login (the one the request came with is revoked). In 15 minutes, 5 wrong passwords ' +
        'for an address from one client lock that client’s password login to it; 20 failures from a client lock ' +
        'its logins; 100 for an address from all clients lock its password login for the clients that failed on ' +
        'it (decision 035). Others’ failures never lock a client that has not failed, nor a login by code.',
    ),
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
}

/** POST logout. */
function logoutRoute(app: FastifyInstance, kit: AccountKit): void {
  const { loginSessions } = app.repositories;
  const { ok } = kit;
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
}

export default async function accountRoutes(app: FastifyInstance) {
  // Made now, so the first failed login for an unknown address costs no more than any other.
  await dummyPasswordHash();
  const kit = accountKit(app);
  sendCodeRoute(app, kit);
  registerRoute(app, kit);
  loginRoute(app, kit);
  logoutRoute(app, kit);
}
