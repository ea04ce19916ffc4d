// Plain reads of public /api/v1 resources that need no login (the site config, the community's sections): a GET
// without the access-token header or a signature, its envelope unwrapped (code 0 is success); and the rare public
// POST that carries its own key (an alert mail's unsubscribe token). The form-style and signed clients of
// docs/product.md §7 are form-client.ts and signed-client.ts; each endpoint's function lives with the feature that
// owns it.
import type { AxiosInstance, AxiosResponse } from 'axios';
import { isAxiosError, isCancel, lazyInstance } from './axios-loader';
import type { ApiResponse } from '@yachts/contracts/envelope';
import { CallError } from './call-error';
import { NETWORK_ERROR_TEXT } from './error-text';

/** A failed call to a public /api/v1 resource. */
export class ApiError extends CallError {
  constructor(message: string, code: number | null, status: number | null) {
    super(message, code, status);
    this.name = 'ApiError';
  }
}

/** The client's axios instance, made with the first call (axios-loader.ts). */
export const http: () => Promise<AxiosInstance> = lazyInstance({
  baseURL: '',
  timeout: 15_000,
  headers: { accept: 'application/json' },
});

/** GET an /api/v1 resource and unwrap its envelope; a nonzero code or a failed response rejects with ApiError. */
export function apiGet<T>(path: string, params?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
  return unwrap<T>(() => http().then((client) => client.get<ApiResponse<T>>(path, { params, signal })));
}

/**
 * POST to a public /api/v1 resource that is neither form-style nor signed (the one-click unsubscribe link of an alert
 * mail, whose token is its key), and unwrap its envelope like apiGet.
 */
export function apiPost<T>(
  path: string,
  body: Record<string, unknown> = {},
  params?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  return unwrap<T>(() => http().then((client) => client.post<ApiResponse<T>>(path, body, { params, signal })));
}

async function unwrap<T>(send: () => Promise<AxiosResponse<ApiResponse<T>>>): Promise<T> {
  try {
    const response = await send();
    const body = response.data;
    if (!body || typeof body.code !== 'number') throw new ApiError('error: -1024', null, response.status);
    if (body.code !== 0) throw new ApiError(body.msg || 'error: -1024', body.code, response.status);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError || isCancel(error)) throw error;
    if (isAxiosError(error)) {
      const body = error.response?.data as Partial<ApiResponse> | undefined;
      const status = error.response?.status ?? null;
      const message = body?.msg || (status ? `${error.response?.statusText || 'Error'} ${status}` : NETWORK_ERROR_TEXT);
      throw new ApiError(message, typeof body?.code === 'number' ? body.code : null, status);
    }
    // axios itself could not be fetched: to the page, the network is down.
    throw new ApiError(NETWORK_ERROR_TEXT, null, null);
  }
}
