// The form-style client (product rules §7A, §8; architecture §4): every POST, and any call flagged token-required,
// carries the anti-forgery `__token__`; a `token` in any response replaces the stored one; code 1 is success, 0
// failure.
import type { AxiosInstance, AxiosResponse } from 'axios';
import { isAxiosError, isCancel, lazyInstance, loadAxios } from './axios-loader';
import { CallCancelledError } from './call-cancelled';
import { isServer } from '../ssr/is-server';
import { TOKEN_FIELD, TOKEN_HEADER, TOKEN_PATH, type FormResponse } from '@yachts/contracts/envelope';
import { consentStore, type ConsentStore } from '../consent/consent-store';
import { CallError } from './call-error';
import { sessionStore, type SessionStore } from '../session/session-store';
import { errorText, fieldMessages, LOGIN_TOKEN_CODES, NETWORK_ERROR_TEXT, responseCode } from './error-text';

export { TOKEN_FIELD, TOKEN_PATH };
export { CallCancelledError, isSilentCancel } from './call-cancelled';
export const DEFAULT_RETRIES = 0;
export const DEFAULT_RETRY_DELAY_MS = 1000;
export const CANNOT_GET_TOKEN = 'cannot get token';

export interface FormCallOptions {
  method?: 'GET' | 'POST';
  /** GET calls carry the token only when flagged (every POST carries it). */
  tokenRequired?: boolean;
  /** docs/product.md §8: default 0 retries, 1000 ms apart; only calls that got no answer or a 5xx are retried. */
  retries?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  /**
   * The call stores something beyond what the visitor asked for and needs cookie consent (decision 034): without
   * it, from a page that is not one of the four exempt account pages, it is cancelled (product rules §4). Calls that
   * use only the strictly necessary cookies (the visitor session the anti-forgery token is bound to, the login) are
   * never cancelled: that is every call the site makes today.
   */
  consent?: 'required';
}

/** A call that failed: `response` is the HTTP response when there was one (product rules §8: the call fails with the
 * response). */
export class FormCallError extends CallError {
  constructor(
    message: string,
    readonly response: AxiosResponse | undefined,
    code: number | null,
    fieldErrors: Record<string, string> | null,
  ) {
    super(message, code, response?.status ?? null, fieldErrors);
    this.name = 'FormCallError';
  }
}

export interface FormClientDeps {
  http?: AxiosInstance;
  consent?: Pick<ConsentStore, 'allowsCallsFrom' | 'requestConsent'>;
  session?: Pick<SessionStore, 'forgetLogin'>;
  doc?: Document;
  sleep?: (ms: number) => Promise<void>;
}

type Payload = Record<string, unknown> | FormData;

export function createFormClient(deps: FormClientDeps = {}) {
  const given = deps.http;
  // axios comes with the first call (axios-loader.ts); an instance given by a test is used once it has.
  const http = given ? () => loadAxios().then(() => given) : lazyInstance({ timeout: 30_000, headers: { accept: 'application/json' } });
  const consent = deps.consent ?? consentStore;
  const session = deps.session ?? sessionStore;
  const doc = deps.doc ?? globalThis.document;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  let storedToken: string | null = null;
  let tokenRequest: Promise<string> | null = null;

  function pageTokenInput(): HTMLInputElement | null {
    return doc?.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`) ?? null;
  }

  function rememberToken(body: unknown): void {
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    if (typeof token === 'string' && token) {
      // A server render serves every visitor from one client: it never keeps one visitor's token for the next.
      if (!isServer) storedToken = token;
      const input = pageTokenInput();
      if (input) input.value = token;
    }
  }

  /** The latest token from a response, else the page's input, else a fresh one from the server. */
  async function currentToken(): Promise<string> {
    if (storedToken) return storedToken;
    const fromPage = pageTokenInput()?.value;
    if (fromPage) return fromPage;
    // Concurrent calls from one page share one token request.
    tokenRequest ??= http()
      .then((client) => client.post(TOKEN_PATH, {}))
      .then((response) => {
        const token = (response.data as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string' || !token) throw new Error(CANNOT_GET_TOKEN);
        if (!isServer) storedToken = token;
        return token;
      })
      .catch(() => {
        throw new Error(CANNOT_GET_TOKEN);
      })
      .finally(() => {
        tokenRequest = null;
      });
    return tokenRequest;
  }

  function withToken(data: Payload | undefined, token: string): Payload {
    if (typeof FormData !== 'undefined' && data instanceof FormData) {
      data.set(TOKEN_FIELD, token);
      return data;
    }
    return { ...(data ?? {}), [TOKEN_FIELD]: token };
  }

  function failure(body: unknown, response: AxiosResponse | undefined): FormCallError {
    const code = responseCode(body);
    if (code !== null && LOGIN_TOKEN_CODES.includes(code)) session.forgetLogin();
    const msg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
    // A 2xx answer that is not an envelope has no useful status text: it falls back to `error: -1024`.
    const failedStatus = response && response.status >= 400 ? response.status : null;
    return new FormCallError(errorText(body, failedStatus, response?.statusText), response, code, fieldMessages(msg));
  }

  async function send<T>(path: string, data: Payload | undefined, options: FormCallOptions): Promise<FormResponse<T>> {
    const method = options.method ?? 'POST';
    const needsToken = method === 'POST' || options.tokenRequired === true;
    const token = needsToken ? await currentToken() : null;
    const progress = options.onUploadProgress;
    const client = await http().catch(() => {
      throw new FormCallError(NETWORK_ERROR_TEXT, undefined, null, null);
    });
    // A multipart body (an upload) carries the token in a header too: the api checks it before reading the body.
    const multipart = method === 'POST' && token !== null && typeof FormData !== 'undefined' && data instanceof FormData;
    const response = await client.request({
      url: path,
      method,
      signal: options.signal,
      headers: multipart ? { [TOKEN_HEADER]: token } : undefined,
      data: method === 'POST' ? (token ? withToken(data, token) : data) : undefined,
      params: method === 'GET' ? (token && !(data instanceof FormData) ? { ...data, [TOKEN_FIELD]: token } : data) : undefined,
      onUploadProgress: progress ? (event) => progress(event.total ? event.loaded / event.total : 0) : undefined,
    });
    const body = response.data as unknown;
    rememberToken(body);
    // Product rules §7A: a response without a code is a failure.
    if (responseCode(body) !== 1) throw failure(body, response);
    return body as FormResponse<T>;
  }

  function shouldRetry(error: unknown): boolean {
    if (!isAxiosError(error) || isCancel(error)) return false;
    return !error.response || error.response.status >= 500;
  }

  /** Sends a form-style call; resolves with the whole envelope on code 1, rejects with FormCallError otherwise. */
  async function call<T = unknown>(path: string, data?: Payload, options: FormCallOptions = {}): Promise<FormResponse<T>> {
    const pathname = doc?.location?.pathname ?? '/';
    if (options.consent === 'required' && !consent.allowsCallsFrom(pathname)) {
      consent.requestConsent();
      throw new CallCancelledError();
    }
    const retries = Math.max(0, options.retries ?? DEFAULT_RETRIES);
    const delay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send<T>(path, data, options);
      } catch (error) {
        if (attempt < retries && shouldRetry(error)) {
          await sleep(delay);
          continue;
        }
        if (error instanceof FormCallError || (error instanceof Error && error.message === CANNOT_GET_TOKEN) || isCancel(error))
          throw error;
        if (isAxiosError(error)) {
          const response = error.response;
          if (response) {
            rememberToken(response.data);
            throw failure(response.data, response);
          }
          throw new FormCallError(NETWORK_ERROR_TEXT, undefined, null, null);
        }
        throw error;
      }
    }
  }

  return {
    call,
    post: <T = unknown>(path: string, data?: Payload, options: Omit<FormCallOptions, 'method'> = {}) =>
      call<T>(path, data, { ...options, method: 'POST' }),
    /** For tests and for a page that renders a fresh token. */
    resetToken(): void {
      storedToken = null;
    },
  };
}

export type FormClient = ReturnType<typeof createFormClient>;

/** The page's one form-style client. */
export const formClient: FormClient = createFormClient();
