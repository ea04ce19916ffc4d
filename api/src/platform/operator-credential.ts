// The operator credential (README "Operating the site"): operator routes exist only when OPERATOR_TOKEN is set and
// answer only `authorization: Bearer <OPERATOR_TOKEN>`. One check for every file of operator routes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';

export const OPERATOR_REFUSED_MESSAGE = 'Operator credentials are required.';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** An onRequest hook that lets only the operator through (401 with the /api/v1 envelope otherwise). */
export function operatorGuard(operatorToken: string) {
  const expected = digest(`Bearer ${operatorToken}`);
  return async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    const given = request.headers.authorization ?? '';
    // Compare digests of equal length in constant time.
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ code: ErrorCode.UNAUTHORIZED, msg: OPERATOR_REFUSED_MESSAGE, data: null });
    }
  };
}
