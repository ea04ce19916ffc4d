// Who may use an operator route (decision 032). Two ways in:
// - an operator's login: a member with the operator role the route needs (an admin may do everything) whose login
//   has passed the authenticator app's code in the last OPERATOR_LIMITS.verifiedHours;
// - the bearer token OPERATOR_TOKEN, for automation (scripts, monitoring), which counts as an admin and is written
//   in the audit log as "automation".
// A visitor gets 401, a member without the role 403 (400403), an operator whose login has not passed the second
// factor 403 (400412), so the console knows to ask for the code. Every operator action is written to the audit log
// with `app.auditOperator`.
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import { OPERATOR_MESSAGES, roleAllows, type OperatorRole } from '@yachts/contracts/operators';
import { HttpError } from '../lib/http-error';

/** Who did an operator action: an operator's account, or the automation token. */
export interface OperatorActor {
  userId: number | null;
  /** The operator's e-mail address, or "automation". */
  actor: string;
  role: OperatorRole;
}

export interface AuditEntryInput {
  action: string;
  targetKind: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook that lets through only an operator whose role allows `role` (see above). */
    operatorOnly(role: OperatorRole): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Writes what the request's operator did to the audit log. */
    auditOperator(request: FastifyRequest, entry: AuditEntryInput): Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorActor | null;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export const AUTOMATION_ACTOR = 'automation';

export default fp<{ operatorToken: string | null }>(
  (app, options) => {
    const expected = options.operatorToken ? digest(`Bearer ${options.operatorToken}`) : null;
    app.decorateRequest('operator', null);

    app.decorate('operatorOnly', (role: OperatorRole) => async (request: FastifyRequest, reply: FastifyReply) => {
      const authorization = request.headers.authorization;
      if (authorization !== undefined) {
        // Compare digests of equal length in constant time.
        if (!expected || !timingSafeEqual(digest(authorization), expected)) {
          reply.header('www-authenticate', 'Bearer');
          throw new HttpError(401, OPERATOR_MESSAGES.credentialsRequired, ErrorCode.UNAUTHORIZED);
        }
        request.operator = { userId: null, actor: AUTOMATION_ACTOR, role: 'admin' };
        return;
      }
      const user = await app.optionalUser(request);
      if (!user) throw new HttpError(401, OPERATOR_MESSAGES.credentialsRequired, ErrorCode.UNAUTHORIZED);
      const operator = await app.repositories.operators.find(user.id);
      if (!operator) throw new HttpError(403, OPERATOR_MESSAGES.notOperator, ErrorCode.FORBIDDEN);
      if (!roleAllows(operator.role as OperatorRole, role)) throw new HttpError(403, OPERATOR_MESSAGES.roleTooLow, ErrorCode.FORBIDDEN);
      const verifiedUntil = await app.repositories.operators.verifiedUntil(user.sessionId, user.id, new Date());
      if (!verifiedUntil) throw new HttpError(403, OPERATOR_MESSAGES.secondFactorRequired, ErrorCode.SECOND_FACTOR_REQUIRED);
      request.operator = { userId: user.id, actor: user.email, role: operator.role as OperatorRole };
    });

    app.decorate('auditOperator', async (request: FastifyRequest, entry: AuditEntryInput) => {
      const operator = request.operator;
      if (!operator) throw new Error('auditOperator called on a request no operator guard let through');
      await app.repositories.operators.audit({
        actorUserId: operator.userId,
        actor: operator.actor,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: String(entry.targetId),
        before: entry.before,
        after: entry.after,
      });
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'operator-access', dependencies: ['repositories', 'auth'] },
);
