// Plain reads of public /api/v1 resources that need no login (the site config, the community's sections): a GET
// without the access-token header or a signature, its envelope unwrapped (code 0 is success). The form-style and
// signed clients of docs/product.md §7 are form-client.ts and signed-client.ts; each endpoint's function lives with the
// feature that owns it.
import axios, { type AxiosInstance } from 'axios';
import { transport } from './server-transport';
import type { ApiResponse } from '@yachts/contracts/envelope';
import { CallError } from './call-error';
import { NETWORK_ERROR_TEXT } from './error-text';

/** A failed read of a public /api/v1 resource. */
export class ApiError extends CallError {
  constructor(message: string, code: number | null, status: number | null) {
    super(message, code, status);
    this.name = 'ApiError';
  }
}

export const http: AxiosInstance = axios.create({
  baseURL: '',
  timeout: 15_000,
  headers: { accept: 'application/json' },
  adapter: transport,
});

/** GET an /api/v1 resource and unwrap its envelope; a nonzero code or a failed response rejects with ApiError. */
export async function apiGet<T>(path: string, params?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
  try {
    const response = await http.get<ApiResponse<T>>(path, { params, signal });
    const body = response.data;
    if (!body || typeof body.code !== 'number') throw new ApiError('error: -1024', null, response.status);
    if (body.code !== 0) throw new ApiError(body.msg || 'error: -1024', body.code, response.status);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError || axios.isCancel(error)) throw error;
    if (axios.isAxiosError(error)) {
      const body = error.response?.data as Partial<ApiResponse> | undefined;
      const status = error.response?.status ?? null;
      const message = body?.msg || (status ? `${error.response?.statusText || 'Error'} ${status}` : NETWORK_ERROR_TEXT);
      throw new ApiError(message, typeof body?.code === 'number' ? body.code : null, status);
    }
    throw error;
  }
}
