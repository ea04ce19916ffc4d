// What one server render knows about its request (architecture §7): the visitor's session and consent, the page's
// data, its head, the api it may call and the status it answers with. The gateway renders many visitors in one
// process and evaluates each container once, so nothing of a visitor may live in module state: code that is not a
// component (the api clients, the store facades) finds the request it runs for here. The host's server entry keeps
// the scope in an AsyncLocalStorage and publishes the lookup on globalThis; in the browser there is none.
import type { PageHead } from '@yachts/contracts/site';
import type { ConsentStore } from '../consent/consent-model';
import type { SessionStore } from '../session/session-model';
import type { PageData } from './page-data';

export { isServer } from './is-server';

/** A call the server makes to the api in its own process for this request, with the visitor's cookies and address. */
export type ServerApiCall = (call: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type { PageHead };

export interface RequestScope {
  /** The site's public origin (PUBLIC_URL): canonical and shared links start with it. */
  origin: string;
  session: SessionStore;
  consent: ConsentStore;
  data: PageData;
  head: PageHead;
  api: ServerApiCall;
}

declare global {
  var __YACHT_REQUEST_SCOPE__: (() => RequestScope | undefined) | undefined;
}

/** An address of the site as others must write it: on the public origin. */
export function absoluteUrl(path: string): string {
  const origin = currentRequestScope()?.origin ?? globalThis.location?.origin ?? 'http://localhost';
  return new URL(path, origin).href;
}

/** The request being rendered, or undefined outside a server render. */
export function currentRequestScope(): RequestScope | undefined {
  return globalThis.__YACHT_REQUEST_SCOPE__?.();
}

/**
 * A module-level store that stands for the current request's own on the server and for the page's one instance in
 * the browser. Components and clients keep importing `sessionStore`; on the server every property they read comes
 * from the store of the visitor being rendered (`fallback` outside a render: a visitor with nothing stored).
 */
export function requestScoped<T extends object>(pick: (scope: RequestScope) => T, fallback: () => T): T {
  let outside: T | undefined;
  const target = () => {
    const scope = currentRequestScope();
    return scope ? pick(scope) : (outside ??= fallback());
  };
  return new Proxy({} as T, {
    get(_, property) {
      const store = target();
      const value: unknown = Reflect.get(store, property, store);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(store) : value;
    },
    set(_, property, value) {
      return Reflect.set(target(), property, value);
    },
    has(_, property) {
      return Reflect.has(target(), property);
    },
    getPrototypeOf() {
      return Reflect.getPrototypeOf(target());
    },
  });
}
