// The account api, second part (docs/product.md §4-§8, decision 013): password reset and change, change of e-mail
// address, e-mail verification, the profile. Every route is form-style (platform/form-style.ts).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS, ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ProfileRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '@yachts/contracts/account-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { emailChangedMail } from '../platform/mail-text';
import { hashStoredPassword, verifyStoredPassword } from './passwords';
import { hashSid } from '../platform/visitor-sid';
import { CODE_WRONG } from './account-guards';
import { requireVisitorSid } from '../platform/form-style';
import { normalizeEmail, toAccountUser } from './users-repository';
import { AccountUserSchema } from '@yachts/contracts/wire/account';
import { Type } from 'typebox';
import { formBodyOf } from '../lib/form-body';
import { UPLOADS_PREFIX } from '../lib/upload-paths';

import { ACCOUNT_ANSWERS, schema, nameTaken, rethrowNameTaken, accountKit, formCall, type AccountKit } from './account-route-kit';

/** Reset password by code, and change it while logged in. */
function passwordRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { users, loginSessions } = app.repositories;
  const { startLogin, currentRow, ok } = kit;
  app.post(
    ACCOUNT_CALLS.resetPassword,
    formCall(
      'Sets a new password with a code sent to the address; every session ends, a fresh one starts (form-style)',
      formBodyOf(ResetPasswordRequestSchema),
      AccountUserSchema,
    ),
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
    formCall(
      'Changes the password of the logged-in user; other sessions end, this one gets a new token (form-style)',
      formBodyOf(ChangePasswordRequestSchema),
      AccountUserSchema,
    ),
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
}

/** A new address, and the proof of the present one, by code. */
function emailRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { users } = app.repositories;
  const { currentRow, ok, notify } = kit;
  app.post(
    ACCOUNT_CALLS.changeEmail,
    formCall(
      'Moves the account to a new address: the password, and a code sent to the new address (form-style)',
      formBodyOf(ChangeEmailRequestSchema),
      AccountUserSchema,
      'Ask for the code with POST /send {event: changeEmail, email: <new address>}. The old address is told of the change.',
    ),
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
    formCall(
      'Confirms the address of the logged-in user with a code (POST /send {event: verify}) (form-style)',
      formBodyOf(VerifyEmailRequestSchema),
      Type.Object({ emailVerified: Type.Literal(true) }),
    ),
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
}

/** The display name and the avatar. */
function profileRoute(app: FastifyInstance, kit: AccountKit): void {
  const { users, uploads } = app.repositories;
  const { currentRow, ok } = kit;
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

export default function accountChangeRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const kit = accountKit(app);
  passwordRoutes(app, kit);
  emailRoutes(app, kit);
  profileRoute(app, kit);
  done();
}
