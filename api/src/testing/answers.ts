// Reading answers in tests with types. light-my-request's `response.json()` and jest's asymmetric matchers
// (`expect.any(String)`, …) are typed `any`, so every step a test took into them went unchecked: here an answer is
// read as the envelope every call answers with (architecture §4, `@yachts/contracts/envelope`), its `data` as the
// type the test names (the contracts' wire types), and a matcher as the opaque expected value it is.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The envelope of both protocols: form-style `{code: 1 | 0, msg, data, token?}`, `/api/v1` `{code, msg, data}`. */
export interface Answer<T = unknown> {
  code: number;
  /** A sentence, or field -> message (form-style failures). */
  msg: unknown;
  data: T;
  /** A fresh anti-forgery token (form-style calls). */
  token?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer's envelope, checked to be one (an object with a number `code`), with `data` read as `T`: the shape the
 * route's wire schema gives it, which the tests' assertions then check field by field.
 */
export function answerOf<T = unknown>(response: LightMyRequestResponse): Answer<T> {
  const body = bodyOf(response);
  if (!isRecord(body) || typeof body.code !== 'number') {
    throw new Error(`not an answer envelope: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return body as unknown as Answer<T>;
}

/** The `data` of an answer (see answerOf). */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  return answerOf<T>(response).data;
}

/** The id of what a call made: its answer's `data.id`, a number. */
export function idOf(response: LightMyRequestResponse): number {
  const { id } = answerOf<{ id: unknown }>(response).data;
  if (typeof id !== 'number') throw new Error(`no id in the answer: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return id;
}

/** The first item of a list an answer holds; throws when the list is empty. */
export function firstOf<T>(items: readonly T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error('the list is empty');
  return first;
}

/** GET `url` of `app`, expecting 200: the answer's data, read as `T`. */
export async function getData<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return dataOf<T>(response);
}

/** The data of a form-style success (200, code 1), read as `T`; throws with the answer, named by `what`, otherwise. */
export function okData<T>(response: LightMyRequestResponse, what = 'the call'): T {
  const answer = answerOf<T>(response);
  if (response.statusCode !== 200 || answer.code !== 1) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return answer.data;
}

/** The fresh anti-forgery token a form-style answer carries; throws when it carries none. */
export function tokenOf(response: LightMyRequestResponse): string {
  const { token } = answerOf(response);
  if (typeof token !== 'string') throw new Error(`no token in the answer: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return token;
}

/** A JSON body that is not an envelope (OpenAPI, health, …), read as `T`, or as `unknown` for an assertion. */
export function bodyOf<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** jest's asymmetric matchers as values of `unknown` type, to stand in an expected object. */
export const like = {
  any: (type: unknown): unknown => expect.any(type),
  anything: (): unknown => expect.anything(),
  stringMatching: (pattern: string | RegExp): unknown => expect.stringMatching(pattern),
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  objectContaining: (object: object): unknown => expect.objectContaining(object),
  arrayContaining: (array: readonly unknown[]): unknown => expect.arrayContaining(array),
};

/** What a form-style call refused by a rate limit (429) answers, in the site's words. */
export function rateLimitedForm(): unknown {
  return {
    code: 0,
    msg: like.stringMatching(/^Too many requests\. Please wait \d+ minutes? and try again\.$/),
    data: null,
    token: like.any(String),
  };
}
