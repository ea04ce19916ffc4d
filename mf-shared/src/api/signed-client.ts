// The signed client (product rules §7B, architecture §4): the login token travels as the access-token header, every
// POST body is signed with the one implementation in contracts (the api verifies with the same code), code 0 is
// success.
import type { AxiosInstance, AxiosResponse } from 'axios';
import { isAxiosError, isCancel, lazyInstance, loadAxios } from './axios-loader';
import { ACCESS_TOKEN_HEADER, ErrorCode, type ApiResponse } from '@yachts/contracts/envelope';
import type { SignableFields } from '@yachts/contracts/signing';
import { sessionStore, type SessionStore } from '../session/session-store';
import { CallError } from './call-error';
import { errorText, LOGIN_TOKEN_CODES, NETWORK_ERROR_TEXT, responseCode } from './error-text';

export class SignedCallError extends CallError {
  constructor(
    message: string,
    readonly response: AxiosResponse | undefined,
    code: number | null,
  ) {
    super(message, code, response?.status ?? null);
    this.name = 'SignedCallError';
  }
}

function loadSigning() {
  return import(/* webpackChunkName: "signing" */ '@yachts/contracts/signing');
}

export interface SignedClientDeps {
  http?: AxiosInstance;
  session?: Pick<SessionStore, 'forgetLogin' | 'readLoginToken'>;
  now?: () => number;
}

export function createSignedClient(deps: SignedClientDeps = {}) {
  const given = deps.http;
  // axios comes with the first call (axios-loader.ts); an instance given by a test is used once it has.
  const http = given ? () => loadAxios().then(() => given) : lazyInstance({ timeout: 30_000, headers: { accept: 'application/json' } });
  const session = deps.session ?? sessionStore;
  const now = deps.now ?? Date.now;

  function headers(): Record<string, string> {
    const token = session.readLoginToken();
    return token ? { [ACCESS_TOKEN_HEADER]: token } : {};
  }

  function reject(body: unknown, response: AxiosResponse | undefined): SignedCallError {
    const code = responseCode(body);
    // docs/product.md §8: 400208 / 400209 clear the login token and the session, and the call is rejected.
    if (code !== null && LOGIN_TOKEN_CODES.includes(code)) session.forgetLogin();
    const failedStatus = response && response.status >= 400 ? response.status : null;
    return new SignedCallError(errorText(body, failedStatus, response?.statusText), response, code);
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: SignableFields | undefined,
    signal?: AbortSignal,
    signed = true,
  ): Promise<T> {
    let response: AxiosResponse;
    try {
      // The signature's code (SHA-1) comes with the first signed call, beside axios.
      const [client, signing] = await Promise.all([http(), signed && method === 'POST' ? loadSigning() : null]);
      response = await client.request({
        url: path,
        method,
        headers: headers(),
        signal,
        params: method === 'GET' ? payload : undefined,
        data: method === 'POST' ? (signing ? signing.signBody(payload ?? {}, now()) : (payload ?? {})) : undefined,
      });
    } catch (error) {
      if (isAxiosError(error) && error.response) throw reject(error.response.data, error.response);
      if (isCancel(error)) throw error;
      // No answer, or axios itself could not be fetched: to the page, the network is down.
      throw new SignedCallError(NETWORK_ERROR_TEXT, undefined, null);
    }
    const body = response.data as Partial<ApiResponse<T>> | undefined;
    if (!body || body.code !== ErrorCode.OK) throw reject(body, response);
    return body.data as T;
  }

  return {
    /** POST with the body signed (timestamp, echostr, sign); resolves with `data` when code is 0. */
    post: <T = unknown>(path: string, body?: SignableFields, signal?: AbortSignal) => request<T>('POST', path, body, signal),
    /**
     * POST a JSON body with the access-token header but no signature: the operators' decisions (decision 033), whose
     * routes check the login, the role and the second factor, and take only their own fields.
     */
    postUnsigned: <T = unknown>(path: string, body?: SignableFields, signal?: AbortSignal) => request<T>('POST', path, body, signal, false),
    /** GET with query parameters and the access-token header; resolves with `data` when code is 0. */
    get: <T = unknown>(path: string, params?: SignableFields, signal?: AbortSignal) => request<T>('GET', path, params, signal),
  };
}

export type SignedClient = ReturnType<typeof createSignedClient>;

/** The page's one signed client. */
export const signedClient: SignedClient = createSignedClient();
