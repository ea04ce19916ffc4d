// Test support for every area's jest tests (`shared/testing`; never exposed through federation, never in a bundle):
// a scripted api behind the browser's XMLHttpRequest, the layer the shared clients' axios sends
// through in jsdom. Nothing of shared/* is mocked: the real form-style and signed clients run (anti-forgery token,
// signing, envelopes, the 400208/400209 handling) and the test sees each request as the api would.
import { act } from '@testing-library/react';

export interface SeenRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body parsed, or the FormData as sent. */
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** Form-style success: code 1 (docs/product.md §7A). */
export const formOk = (data: unknown): Reply => ({ body: { code: 1, msg: 'ok', data } });
/** Form-style failure: code 0 with a message, or an api error code such as 400401. */
export const formFail = (msg: string, code = 0, status = 400): Reply => ({ status, body: { code, msg, data: null } });
/** /api/v1 success: code 0 (product rules §7B). */
export const apiOk = (data: unknown): Reply => ({ body: { code: 0, msg: 'ok', data } });
export const apiFail = (code: number, msg: string, status = 400): Reply => ({ status, body: { code, msg, data: null } });

export const TOKEN_PATH = '/api/index/test/gettoken';

export interface FakeServer {
  /** Answers every `method path` request with `handler` (the last one registered wins). */
  on(method: string, path: string, handler: Handler | Reply): void;
  requests: SeenRequest[];
  /** The requests to one path, form-style token fetches left out. */
  calls(method: string, path: string): SeenRequest[];
  /** Lets pending answers reach the page. */
  settle(): Promise<void>;
  restore(): void;
}

export function installFakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: SeenRequest[] = [];
  const original = globalThis.XMLHttpRequest;

  const answer = async (request: SeenRequest): Promise<Reply> => {
    if (request.method === 'POST' && request.path === TOKEN_PATH) return { body: { code: 1, token: 'test-csrf-token' } };
    const handler = routes.get(`${request.method} ${request.path}`);
    // An unexpected call fails loudly in the page, so a test that forgot a route cannot pass by accident.
    return handler
      ? handler(request)
      : { status: 599, body: { code: 500000, msg: `no scripted answer for ${request.method} ${request.path}` } };
  };

  class FakeXhr {
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response: unknown = null;
    responseType = '';
    responseURL = '';
    timeout = 0;
    withCredentials = false;
    onloadend: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onreadystatechange: (() => void) | null = null;
    upload = { addEventListener: () => undefined, removeEventListener: () => undefined };
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener() {}
    removeEventListener() {}
    abort() {
      this.aborted = true;
    }
    send(data: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const request: SeenRequest = {
        method: this.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: this.headers,
        body: typeof data === 'string' ? (JSON.parse(data) as unknown) : data,
      };
      requests.push(request);
      void Promise.resolve()
        .then(() => answer(request))
        .then((reply) => {
          if (this.aborted) return;
          this.status = reply.status ?? 200;
          this.statusText = this.status < 400 ? 'OK' : 'Error';
          this.responseText = JSON.stringify(reply.body);
          this.response = this.responseText;
          this.readyState = 4;
          this.onloadend?.();
        });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

  return {
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    requests,
    calls: (method, path) => requests.filter((request) => request.method === method.toUpperCase() && request.path === path),
    async settle() {
      for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
