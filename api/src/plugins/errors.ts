import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import type { FieldErrors } from '@yachts/contracts/rules';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

interface Described {
  status: number;
  msg: string | FieldErrors;
  apiCode: number;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait (Retry-After) while the database is away. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The codes a form-style failure carries instead of 0: the browser's form client forgets the login on 400208 and
 * 400209 (docs/product.md §8) and offers the login on 400401, so these must reach it. Every other failure is code 0.
 */
export const FORM_VISIBLE_CODES: readonly number[] = [ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID, ErrorCode.UNAUTHORIZED];

/** What went wrong, in words a visitor can act on; the protocol's envelope is chosen afterwards. */
function describe(error: FastifyError | HttpError): Described {
  if (error instanceof HttpError) return { status: error.statusCode, msg: error.msg, apiCode: error.apiCode };
  if (error.validation) return { status: 400, msg: error.message, apiCode: ErrorCode.BAD_REQUEST };
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: 'The request is too large.', apiCode: ErrorCode.BAD_REQUEST };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: 'Unsupported content type: send the fields as JSON (application/json).', apiCode: ErrorCode.BAD_REQUEST };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, msg: 'The request body is not valid JSON.', apiCode: ErrorCode.BAD_REQUEST };
  }
  if (status === 400 && error instanceof SyntaxError) {
    return { status: 400, msg: 'The request body is not valid JSON.', apiCode: ErrorCode.BAD_REQUEST };
  }
  if (status === 429) return { status, msg: 'Too many requests. Please wait a moment and try again.', apiCode: ErrorCode.RATE_LIMITED };
  // The database restarting or failing over: nothing was written, and the same request will work again shortly.
  if (isDatabaseUnavailable(error)) return { status: 503, msg: UNAVAILABLE_MESSAGE, apiCode: ErrorCode.INTERNAL };
  if (status >= 500) return { status: 500, msg: INTERNAL_MESSAGE, apiCode: ErrorCode.INTERNAL };
  return { status, msg: error.message, apiCode: status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST };
}

/**
 * Every error leaves in the envelope of the protocol its route speaks (architecture §4): form-style routes answer
 * {code: 0 (or one of FORM_VISIBLE_CODES), msg: text or field -> message, data: null} (plus the fresh token
 * platform/form-style.ts adds), /api/v1 routes {code: <ErrorCode>, msg: text, data: null}. Nothing answers with a
 * stack trace.
 */
export default fp(
  (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const { status, msg, apiCode } = describe(error);
      if (status === 503) {
        request.log.warn({ err: error }, 'request refused: the database is unavailable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: (error as FastifyError).code, msg }, 'request refused');
      if (request.routeOptions.config?.formStyle) {
        const code = FORM_VISIBLE_CODES.includes(apiCode) ? apiCode : 0;
        return reply.status(status).send({ code, msg, data: null });
      }
      const text = typeof msg === 'string' ? msg : Object.values(msg).join('\n');
      return reply.status(status).send({ code: apiCode, msg: text, data: null });
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'errors' },
);
