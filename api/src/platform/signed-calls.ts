// Verification of signed calls (product rules §7B, architecture §4, docs/decisions/009-signed-calls.md). A /api/v1 POST
// route opts in with `preValidation: app.verifySigned`: it runs before schema validation, so the sign is checked over
// the body exactly as the client sent it (validation may coerce types and add defaults).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SIGN_WINDOW_SECONDS } from '@yachts/contracts/signing';
import { HttpError } from '../lib/http-error';
import { SIGNED_CALL_MESSAGES, checkSignedCall } from './signed-call-check';

declare module 'fastify' {
  interface FastifyInstance {
    verifySigned: (request: FastifyRequest) => Promise<void>;
  }
}

/** Expired echostrs are deleted at most this often per instance (the check itself ignores expired rows). */
const PURGE_INTERVAL_MS = 60_000;

export default fp(
  (app, _options, done) => {
    let nextPurge = 0;

    app.decorate('verifySigned', async (request: FastifyRequest) => {
      const now = Date.now();
      const result = checkSignedCall(request.body, now);
      if (!result.ok) throw new HttpError(result.status, result.msg, result.code);

      // The echostr must stay known as long as its timestamp is inside the window (+1 s for rounding).
      const expiresAt = new Date((result.timestamp + SIGN_WINDOW_SECONDS + 1) * 1000);
      const fresh = await app.repositories.signedCalls.rememberEchostr(result.echostr, expiresAt, new Date(now));
      if (!fresh) throw new HttpError(401, SIGNED_CALL_MESSAGES.replayed, ErrorCode.SIGN_REPLAYED);

      if (now >= nextPurge) {
        nextPurge = now + PURGE_INTERVAL_MS;
        try {
          await app.repositories.signedCalls.forgetExpiredEchostrs(new Date(now));
        } catch (error) {
          request.log.warn({ err: error }, 'could not purge expired echostrs'); // the call itself is fine
        }
      }
    });
    done();
  },
  { name: 'signed-calls' },
);
