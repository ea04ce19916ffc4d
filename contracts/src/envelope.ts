// Response envelopes of the two API protocols (product rules §7, architecture §4; their schemas: wire/common.ts) and
// the error codes both sides know.

/** Form-style calls: code 1 is success, 0 failure; msg is text or field -> message. */
export interface FormResponse<T = unknown> {
  code: 0 | 1;
  msg: string | Record<string, string>;
  data: T;
  /** A fresh anti-forgery token that replaces the stored one. */
  token?: string;
}

/** Signed (and read-only /api/v1) calls: code 0 is success. */
export interface ApiResponse<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The field of every form-style body that carries the anti-forgery token. */
export const TOKEN_FIELD = '__token__';
/**
 * The header a multipart upload carries the anti-forgery token in, beside the body's field: the api checks it
 * before it reads the body, so a forged or sessionless upload is refused without reading its megabytes (decision 035).
 */
export const TOKEN_HEADER = 'x-form-token';
/** Where a page gets its first anti-forgery token (and its visitor session). */
export const TOKEN_PATH = '/api/index/test/gettoken';
/** The header a signed call carries the login token in (product rules §7B; signing.ts signs the body). */
export const ACCESS_TOKEN_HEADER = 'access-token';

export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400100,
  NOT_FOUND: 400404,
  RATE_LIMITED: 400429,
  /** Operator routes: the operator credential is missing or wrong. */
  UNAUTHORIZED: 400401,
  /** Operator routes: a logged-in member without the operator role the route needs (decision 032). */
  FORBIDDEN: 400403,
  /** Operator routes: an operator whose login has not passed the authenticator app's code yet (decision 032). */
  SECOND_FACTOR_REQUIRED: 400412,
  /** Signed calls (docs/product.md §7B): which check of the signature failed. */
  SIGN_MISSING: 400200,
  SIGN_TIMESTAMP: 400201,
  SIGN_ECHOSTR: 400202,
  SIGN_MISMATCH: 400203,
  SIGN_REPLAYED: 400204,
  /** Login token (product rules §8): the client clears its token cookie on these two. */
  TOKEN_EXPIRED: 400208,
  TOKEN_INVALID: 400209,
  INTERNAL: 500000,
} as const;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
