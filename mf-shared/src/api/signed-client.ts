// The signed client (product rules §7B, architecture §4): the login token travels as the access-token header, every
// POST body is signed with the one implementation in contracts (the api verifies with the same code), code 0 is
// success.
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { transport } from './server-transport';
import { ErrorCode, type ApiResponse } from '@yachts/contracts/envelope';
import { ACCESS_TOKEN_HEADER, signBody, type SignableFields } from '@yachts/contracts/signing';
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

export interface SignedClientDeps {
  http?: AxiosInstance;
  session?: Pick<SessionStore, 'forgetLogin' | 'readLoginToken'>;
  now?: () => number;
}

export function createSignedClient(deps: SignedClientDeps = {}) {
  const http = deps.http ?? axios.create({ timeout: 30_000, headers: { accept: 'application/json' }, adapter: transport });
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
      response = await http.request({
        url: path,
        method,
        headers: headers(),
        signal,
        params: method === 'GET' ? payload : undefined,
        data: method === 'POST' ? (signed ? signBody(payload ?? {}, now()) : (payload ?? {})) : undefined,
      });
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) throw reject(error.response.data, error.response);
      if (axios.isAxiosError(error) && !axios.isCancel(error)) {
        throw new SignedCallError(NETWORK_ERROR_TEXT, undefined, null);
      }
      throw error;
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
