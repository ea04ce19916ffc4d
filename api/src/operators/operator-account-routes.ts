// The operator's own account (decision 032): their role and second factor (an authenticator app, confirmed with its
// first code, and ten single-use recovery codes), an admin's grants of roles, and the audit log. The calls that set
// up and pass the second factor need only the login; everything else needs a login that has passed it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorCode } from '@yachts/contracts/envelope';
import {
  ASSIGNABLE_ROLES,
  AUDIT_ACTION_FILTER,
  OPERATOR_ACCOUNT_API,
  OPERATOR_LIMITS,
  OPERATOR_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  type AssignableRole,
  type OperatorMe,
  type OperatorRole,
} from '@yachts/contracts/operators';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import {
  AuditEntrySchema,
  OperatorAccountSchema,
  OperatorListEntrySchema,
  OperatorMeSchema,
  RecoveryCodesSchema,
  TotpSetupSchema,
} from '@yachts/contracts/wire/operators';
import { HttpError } from '../lib/http-error';
import type { CurrentUser } from '../accounts/auth';
import type { OperatorRow } from './operators-repository';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  secondFactorKey,
  totpCodeStep,
} from './second-factor';

const HOUR_MS = 60 * 60 * 1000;
const FAILURE_WINDOW_MS = OPERATOR_LIMITS.codeFailuresMinutes * 60 * 1000;

const CodeBody = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: true });

/** 429 while too many wrong codes were given in the window. */
function refuseWhileLocked(operator: OperatorRow, now: Date) {
  const since = operator.codeFailuresSince?.getTime() ?? 0;
  if (operator.codeFailures >= OPERATOR_LIMITS.codeFailuresMax && now.getTime() - since < FAILURE_WINDOW_MS) {
    throw new HttpError(429, OPERATOR_MESSAGES.tooManyCodes, ErrorCode.RATE_LIMITED);
  }
}

const codeOf = (request: FastifyRequest) => String((request.body as { code: string }).code).trim();

const readSchema = (summary: string, data: Parameters<typeof ApiEnvelope>[0]) => ({
  tags: ['operator'],
  summary,
  response: { 200: ApiEnvelope(data), '4xx': ErrorEnvelopeSchema },
});

/** What the second-factor routes share: the operator of a request, their state, wrong codes, passing. */
function secondFactorTools(app: FastifyInstance, appSecret: string) {
  const key = secondFactorKey(appSecret);
  const repository = () => app.repositories.operators;

  /** The logged-in member and their operator row; 401 for a visitor, 403 for a member without a role. */
  async function operatorOf(request: FastifyRequest): Promise<{ user: CurrentUser; operator: OperatorRow }> {
    const user = await app.optionalUser(request);
    if (!user) throw new HttpError(401, OPERATOR_MESSAGES.credentialsRequired, ErrorCode.UNAUTHORIZED);
    const operator = await repository().find(user.id);
    if (!operator) throw new HttpError(403, OPERATOR_MESSAGES.notOperator, ErrorCode.FORBIDDEN);
    return { user, operator };
  }

  async function meOf(user: CurrentUser, operator: OperatorRow): Promise<OperatorMe> {
    const verifiedUntil = await repository().verifiedUntil(user.sessionId, user.id, new Date());
    return {
      uuid: user.uuid,
      email: user.email,
      name: user.name,
      role: operator.role as OperatorRole,
      totp: operator.totpEnabledAt ? 'enabled' : operator.totpSecret ? 'pending' : 'none',
      verified: verifiedUntil !== null,
      verified_until: verifiedUntil?.toISOString() ?? null,
      recovery_codes_left: await repository().recoveryCodesLeft(user.id),
    };
  }

  async function wrongCode(user: CurrentUser, now: Date): Promise<never> {
    const failures = await repository().countFailure(user.id, now, FAILURE_WINDOW_MS);
    if (failures >= OPERATOR_LIMITS.codeFailuresMax) throw new HttpError(429, OPERATOR_MESSAGES.tooManyCodes, ErrorCode.RATE_LIMITED);
    throw new HttpError(400, OPERATOR_MESSAGES.codeInvalid);
  }

  /** This login may use operator routes for the next OPERATOR_LIMITS.verifiedHours. */
  const passSecondFactor = (user: CurrentUser, now: Date) =>
    repository().verifySession(user.sessionId, user.id, now, new Date(now.getTime() + OPERATOR_LIMITS.verifiedHours * HOUR_MS));

  return { key, operatorOf, meOf, wrongCode, passSecondFactor };
}

type SecondFactorTools = ReturnType<typeof secondFactorTools>;

/** The operator's own role and second factor. */
function meRoute(app: FastifyInstance, { operatorOf, meOf }: SecondFactorTools): void {
  app.get(
    OPERATOR_ACCOUNT_API.me,
    { schema: readSchema("The operator's role and second factor (a logged-in operator)", OperatorMeSchema) },
    async (request) => {
      const { user, operator } = await operatorOf(request);
      return { code: ErrorCode.OK, msg: '', data: await meOf(user, operator) };
    },
  );
}

/** Setting the authenticator app up: a new secret, then its first code. */
function totpSetupRoutes(app: FastifyInstance, { key, operatorOf, wrongCode, passSecondFactor }: SecondFactorTools): void {
  const repository = () => app.repositories.operators;
  app.post(
    OPERATOR_ACCOUNT_API.totpSetup,
    {
      preValidation: app.verifySigned,
      schema: {
        ...readSchema('A new secret for the authenticator app, until it is confirmed with a code (a logged-in operator)', TotpSetupSchema),
        body: Type.Object({}, { additionalProperties: true }),
      },
    },
    async (request) => {
      const { user, operator } = await operatorOf(request);
      if (operator.totpEnabledAt) throw new HttpError(409, OPERATOR_MESSAGES.totpAlreadySetUp);
      const { secret, otpauthUrl } = newTotpSecret(user.email);
      if (!(await repository().setPendingSecret(user.id, encryptSecret(secret, key)))) {
        throw new HttpError(409, OPERATOR_MESSAGES.totpAlreadySetUp);
      }
      return { code: ErrorCode.OK, msg: '', data: { secret, otpauth_url: otpauthUrl } };
    },
  );

  app.post(
    OPERATOR_ACCOUNT_API.totpEnable,
    {
      preValidation: app.verifySigned,
      schema: {
        ...readSchema('Confirms the authenticator app with its code; answers the recovery codes, shown this once', RecoveryCodesSchema),
        body: CodeBody,
      },
    },
    async (request) => {
      const { user, operator } = await operatorOf(request);
      if (operator.totpEnabledAt) throw new HttpError(409, OPERATOR_MESSAGES.totpAlreadySetUp);
      if (!operator.totpSecret) throw new HttpError(409, OPERATOR_MESSAGES.totpNotSetUp);
      const now = new Date();
      refuseWhileLocked(operator, now);
      const code = codeOf(request);
      if (!TOTP_CODE_PATTERN.test(code)) throw new HttpError(400, OPERATOR_MESSAGES.codeFormat);
      const step = totpCodeStep(decryptSecret(operator.totpSecret, key), code, now);
      if (step === null) return wrongCode(user, now);
      const codes = newRecoveryCodes();
      const enabled = await repository().enable(user.id, step, codes.map(hashRecoveryCode), {
        actorUserId: user.id,
        actor: user.email,
        action: 'second-factor.enable',
        targetKind: 'operator',
        targetId: user.uuid,
        before: { totp: 'pending' },
        after: { totp: 'enabled' },
      });
      if (!enabled) throw new HttpError(409, OPERATOR_MESSAGES.totpAlreadySetUp);
      // Setting the app up is passing it: this login may go on to the console.
      await passSecondFactor(user, now);
      return { code: ErrorCode.OK, msg: '', data: { recovery_codes: codes } };
    },
  );
}

/** Passing the second factor for this login. */
function totpVerifyRoute(app: FastifyInstance, { key, operatorOf, meOf, wrongCode, passSecondFactor }: SecondFactorTools): void {
  const repository = () => app.repositories.operators;
  app.post(
    OPERATOR_ACCOUNT_API.totpVerify,
    {
      preValidation: app.verifySigned,
      schema: {
        ...readSchema("Passes the second factor for this login with the app's code or a recovery code", OperatorMeSchema),
        body: CodeBody,
      },
    },
    async (request) => {
      const { user, operator } = await operatorOf(request);
      if (!operator.totpEnabledAt || !operator.totpSecret) throw new HttpError(409, OPERATOR_MESSAGES.totpNotSetUp);
      const now = new Date();
      refuseWhileLocked(operator, now);
      const code = codeOf(request);
      if (TOTP_CODE_PATTERN.test(code)) {
        const step = totpCodeStep(decryptSecret(operator.totpSecret, key), code, now);
        // A right code whose step was already taken was used before: as wrong as any other.
        if (step === null || !(await repository().takeStep(user.id, step))) return wrongCode(user, now);
      } else if (RECOVERY_CODE_PATTERN.test(code)) {
        if (!(await repository().useRecoveryCode(user.id, hashRecoveryCode(code)))) return wrongCode(user, now);
        await repository().audit({
          actorUserId: user.id,
          actor: user.email,
          action: 'second-factor.recovery-code',
          targetKind: 'operator',
          targetId: user.uuid,
          after: { recovery_codes_left: await repository().recoveryCodesLeft(user.id) },
        });
      } else {
        throw new HttpError(400, OPERATOR_MESSAGES.codeFormat);
      }
      await passSecondFactor(user, now);
      const fresh = await repository().find(user.id);
      return { code: ErrorCode.OK, msg: '', data: await meOf(user, fresh ?? operator) };
    },
  );
}

/** An admin's grants of roles, and the list of operators. */
function roleRoutes(app: FastifyInstance): void {
  const repository = () => app.repositories.operators;
  app.post(
    OPERATOR_ACCOUNT_API.roles,
    {
      onRequest: app.operatorOnly('admin'),
      schema: {
        ...readSchema("Gives a member an operator role, or takes it away with role 'member' (admin)", OperatorAccountSchema),
        security: [{ operator: [] }],
        body: Type.Object(
          { email: Type.String({ maxLength: 254 }), role: Type.String({ maxLength: 20 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = request.body as { email: string; role: string };
      if (!(ASSIGNABLE_ROLES as readonly string[]).includes(body.role)) throw new HttpError(400, OPERATOR_MESSAGES.role);
      const role = body.role as AssignableRole;
      const email = body.email.trim().toLowerCase();
      if (!email) throw new HttpError(400, OPERATOR_MESSAGES.email);
      const member = await repository().findMember(email);
      if (!member) throw new HttpError(404, OPERATOR_MESSAGES.noSuchMember);
      const operator = request.operator!;
      const changed = await repository().setRole(member.user.id, role === 'member' ? null : role, operator.actor, {
        actorUserId: operator.userId,
        actor: operator.actor,
        action: role === 'member' ? 'role.revoke' : 'role.grant',
        targetKind: 'member',
        targetId: member.user.uuid,
        before: { role: member.role ?? 'member' },
        after: { role },
      });
      if (!changed) throw new HttpError(409, OPERATOR_MESSAGES.lastAdmin);
      return { code: ErrorCode.OK, msg: '', data: { uuid: member.user.uuid, email: member.user.email, name: member.user.name, role } };
    },
  );

  app.get(
    OPERATOR_ACCOUNT_API.roles,
    {
      onRequest: app.operatorOnly('admin'),
      schema: {
        ...readSchema(
          'Every operator, admins first, with whether their authenticator app is set up (admin)',
          Type.Array(OperatorListEntrySchema),
        ),
        security: [{ operator: [] }],
      },
    },
    async () => {
      const rows = await repository().list();
      return {
        code: ErrorCode.OK,
        msg: '',
        data: rows.map((row) => ({
          uuid: row.uuid,
          email: row.email,
          name: row.name,
          role: row.role as OperatorRole,
          totp_enabled: row.totpEnabledAt !== null,
          granted_by: row.grantedBy,
          granted_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}

/** The audit log. */
function auditRoute(app: FastifyInstance): void {
  const repository = () => app.repositories.operators;
  app.get(
    OPERATOR_ACCOUNT_API.audit,
    {
      onRequest: app.operatorOnly('admin'),
      schema: {
        ...readSchema('What operators did, newest first (admin)', PageOf(AuditEntrySchema)),
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: OPERATOR_LIMITS.auditPageSizeMax, default: 20 },
            action: {
              type: 'string',
              maxLength: 60,
              // Empty is no filter.
              pattern: `^$|${AUDIT_ACTION_FILTER.source}`,
              description: "One action ('topic.hide'), or every action on one kind of thing ('topic')",
            },
          },
        },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, action } = request.query as { page: number; page_size: number; action?: string };
      const { rows, total } = await repository().auditPage(page, pageSize, action || undefined);
      return {
        code: ErrorCode.OK,
        msg: '',
        data: {
          items: rows.map((row) => ({
            id: row.id,
            actor: row.actor,
            action: row.action,
            target_kind: row.targetKind,
            target_id: row.targetId,
            before: row.before,
            after: row.after,
            created_at: row.createdAt.toISOString(),
          })),
          total,
          page,
          pageSize,
        },
      };
    },
  );
}

export default function operatorAccountRoutes(app: FastifyInstance, options: { appSecret: string }, done: () => void): void {
  const tools = secondFactorTools(app, options.appSecret);
  meRoute(app, tools);
  totpSetupRoutes(app, tools);
  totpVerifyRoute(app, tools);
  roleRoutes(app);
  auditRoute(app);
  done();
}
