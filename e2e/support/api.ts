// The site's answers as the journeys read them: an /api/v1 or form-style answer is an envelope (product rules §7),
// and a form-style call renews the anti-forgery token with every answer.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { TOKEN_FIELD, TOKEN_PATH } from '@yachts/contracts/envelope';

/** An answer's envelope: `data` typed as the journey expects it; `token` where a form-style call renews it. */
export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
  token?: string;
}

/** What answers with a JSON body: an api request's response, or a page's response to a call it made. */
type JsonResponse = Pick<APIResponse, 'json'>;

/** The envelope of an answer (or of a request still under way). */
export async function answerOf<T = unknown>(response: JsonResponse | Promise<JsonResponse>): Promise<Answer<T>> {
  return (await (await response).json()) as Answer<T>;
}

/** The `data` of an answer. */
export async function dataOf<T>(response: JsonResponse | Promise<JsonResponse>): Promise<T> {
  return (await answerOf<T>(response)).data;
}

/** A list answer's items. */
export async function itemsOf<T>(response: JsonResponse | Promise<JsonResponse>): Promise<T[]> {
  return (await dataOf<{ items: T[] }>(response)).items;
}

/** A first visit's anti-forgery token on this cookie jar. */
export async function firstToken(api: APIRequestContext): Promise<string> {
  const { token } = await answerOf(api.post(TOKEN_PATH));
  if (typeof token !== 'string') throw new Error(`${TOKEN_PATH} answered no token`);
  return token;
}

/**
 * Form-style calls on one cookie jar, as the browser makes them: each sends the latest token and keeps the one its
 * answer renews. An answer that is not JSON (a gateway's error page) comes back as `body: null`.
 */
export async function formCaller(api: APIRequestContext, options: { timeout?: number } = {}) {
  let token = await firstToken(api);
  return async <T = unknown>(path: string, fields: Record<string, unknown>) => {
    const response = await api.post(path, { data: { ...fields, [TOKEN_FIELD]: token }, ...options });
    const body = (await response.json().catch(() => null)) as Answer<T> | null;
    if (body?.token) token = body.token;
    return { response, body };
  };
}
