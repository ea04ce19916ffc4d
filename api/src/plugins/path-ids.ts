import fp from 'fastify-plugin';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';

/** The one spelling of a row id in an address: its digits, without sign, leading zero or spaces. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

export const PATH_ID_MESSAGES = { otherSpelling: 'Nothing is at this address.' } as const;

/**
 * A path id has one spelling. Ajv's type coercion (and a reader of digits) would take "0x10" as 16, and "+1", "01",
 * " 1" or "1e1" as numbers, so one row would answer at many addresses. Another spelling of a valid id names no page:
 * 404 before validation. Values that are no id at all ("abc", "0", "1.5", past the integer range) keep the answer
 * of their route.
 */
export default fp(
  (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const raw = (request.params as Record<string, unknown> | undefined)?.id;
      const value = Number(raw);
      const otherSpelling = typeof raw === 'string' && !CANONICAL_ID.test(raw) && Number.isSafeInteger(value) && value >= 1;
      done(otherSpelling ? new HttpError(404, PATH_ID_MESSAGES.otherSpelling, ErrorCode.NOT_FOUND) : undefined);
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'path-ids' },
);
