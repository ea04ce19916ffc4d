import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiError } from './api-client';
import { CallError } from './call-error';
import { errorCode, fieldErrorsOf, isNotFound, needsLogin } from './call-errors';
import { FormCallError } from './form-client';
import { SignedCallError } from './signed-client';

describe('one error type for a failed call, whichever client made it', () => {
  const response = (status: number) => ({ status }) as ConstructorParameters<typeof FormCallError>[1];
  const failures = [
    new ApiError('Not here', ErrorCode.NOT_FOUND, 404),
    new FormCallError('Not here', response(404), ErrorCode.NOT_FOUND, null),
    new SignedCallError('Not here', response(404), ErrorCode.NOT_FOUND),
  ];

  it.each(failures)('%s is a CallError with its code and status', (error) => {
    expect(error).toBeInstanceOf(CallError);
    expect(errorCode(error)).toBe(ErrorCode.NOT_FOUND);
    expect(error.status).toBe(404);
    expect(isNotFound(error)).toBe(true);
  });

  it('reads field messages of a form failure, and none elsewhere', () => {
    const fields = { email: 'Please enter e-mail address.' };
    expect(fieldErrorsOf(new FormCallError('x', response(400), 0, fields))).toEqual(fields);
    expect(fieldErrorsOf(new SignedCallError('x', response(400), 400100))).toBeNull();
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
  });

  it('asks for a login on the login codes only', () => {
    expect(needsLogin(new SignedCallError('x', response(401), ErrorCode.TOKEN_EXPIRED))).toBe(true);
    expect(needsLogin(new ApiError('x', ErrorCode.TOKEN_INVALID, 401))).toBe(true);
    expect(needsLogin(new FormCallError('x', response(400), 0, null))).toBe(false);
    expect(errorCode({ code: ErrorCode.TOKEN_EXPIRED })).toBeNull();
  });

  it('a status 404 without the code is not found too; a network failure is not', () => {
    expect(isNotFound(new ApiError('Not Found 404', null, 404))).toBe(true);
    expect(isNotFound(new FormCallError('Network', undefined, null, null))).toBe(false);
  });
});
