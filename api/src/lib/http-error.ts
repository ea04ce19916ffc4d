// The one error type routes and plugins throw on purpose. The error handler (plugins/errors.ts) turns it into the
// envelope of the protocol the route speaks: form-style {code: 0, msg} or /api/v1 {code: apiCode, msg}.
import { ErrorCode } from '@yachts/contracts/envelope';
import type { FieldErrors } from '@yachts/contracts/rules';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    /** A sentence for the visitor, or field -> message for a form (form-style routes only). */
    public readonly msg: string | FieldErrors,
    /** The code of the /api/v1 envelope; form-style routes always answer code 0. */
    public readonly apiCode: number = statusCode === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST,
  ) {
    super(typeof msg === 'string' ? msg : Object.values(msg).join('\n'));
    this.name = 'HttpError';
  }
}
