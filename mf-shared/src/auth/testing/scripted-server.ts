// Test support: the page's form-style client with the network replaced at the axios adapter (as
// api/form-client.test.ts does), so a test sees the exact bodies the account forms send, __token__ included.
//
//   jest.mock('../../api/form-client', () => jest.requireActual('../testing/scripted-server').formClientModule());
//
// The real client code runs: token fetch, envelopes, field messages, the 400208/400209 handling.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** `cookies` stand in for Set-Cookie: jsdom's document gets them as the answer arrives. */
export type Reply = { status?: number; data: unknown; cookies?: string[] } | Error;
export interface RecordedRequest {
  url: string;
  body: Record<string, unknown>;
}

const routes = new Map<string, Reply[]>();
export const requests: RecordedRequest[] = [];

function answer(config: InternalAxiosRequestConfig) {
  const url = config.url ?? '';
  const body = (typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {})) as Record<string, unknown>;
  if (url === '/api/index/test/gettoken') return { status: 200, statusText: 'OK', data: { code: 1, token: 'csrf-1' }, headers: {}, config };
  requests.push({ url, body });
  const reply = routes.get(url)?.shift();
  if (!reply) throw new AxiosError(`no scripted reply for ${url}`, 'ERR_NETWORK', config);
  if (reply instanceof Error) throw new AxiosError(reply.message, 'ERR_NETWORK', config);
  for (const cookie of reply.cookies ?? []) document.cookie = cookie;
  const response = { status: reply.status ?? 200, statusText: 'OK', data: reply.data, headers: {}, config };
  if (response.status >= 400) throw new AxiosError(`status ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  return response;
}

// An adapter answers with a promise: what `answer` throws becomes its rejection, as a failed request's.
const adapter: AxiosAdapter = (config) => new Promise((resolve) => resolve(answer(config)));

/** Queues the answers for `url`, used in order. */
export function reply(url: string, ...replies: Reply[]): void {
  routes.set(url, [...(routes.get(url) ?? []), ...replies]);
}

export const ok = (data: unknown = null, msg = 'OK') => ({ data: { code: 1, msg, data } });
/** A success that logs the user in, as the api's does: uuid and token cookies. */
export const loggedIn = (uuid = 'u-7') => ({ ...ok({ uuid }), cookies: [`uuid=${uuid}; path=/`, 'token=login-token; path=/'] });
export const fail = (msg: string | Record<string, string>, status = 200) => ({ status, data: { code: 0, msg, data: null } });

let consentGiven = true;

/** Whether the page has cookie consent; without it the client cancels calls (docs/product.md §4). */
export function setConsent(given: boolean): void {
  consentGiven = given;
}

export function resetServer(): void {
  routes.clear();
  requests.splice(0);
  consentGiven = true;
}

/** The last body sent to `url`. */
export function lastBody(url: string): Record<string, unknown> | undefined {
  return [...requests].reverse().find((request) => request.url === url)?.body;
}

/** What jest.mock of api/form-client returns: the real module, its page client on the scripted network. */
export function formClientModule() {
  const actual = jest.requireActual<typeof import('../../api/form-client')>('../../api/form-client');
  return {
    ...actual,
    formClient: actual.createFormClient({
      http: axios.create({ adapter }),
      // Consent is the client's own concern, tested with it; here it is given unless a test takes it away.
      consent: { allowsCallsFrom: () => consentGiven, requestConsent: () => {} },
    }),
  };
}
