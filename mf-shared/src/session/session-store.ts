// The one session store of the page (docs/product.md §3 "Current user", §6). mf-shared is loaded once, so every
// area and the host header import this same instance; the registry guard below makes a second copy loud.
import { isServer, requestScoped } from '../ssr/request-scope';
import { SessionStore } from './session-model';

export { SessionStore, type LengthUnit } from './session-model';

declare global {
  var __yachtSessionStores: SessionStore[] | undefined;
}

function createSingleton(): SessionStore {
  const store = new SessionStore();
  const registry = (globalThis.__yachtSessionStores ??= []);
  registry.push(store);
  if (registry.length > 1) {
    console.error(`[shared/session] ${registry.length} session stores exist in this page; mf-shared was loaded more than once.`);
  }
  return store;
}

/**
 * The page's session. In a server render it stands for the store of the visitor being rendered (each request has
 * its own, made from its cookies: architecture §7), so one visitor's login can never show in another's page.
 */
export const sessionStore: SessionStore = isServer
  ? requestScoped(
      (scope) => scope.session,
      () => new SessionStore(undefined),
    )
  : createSingleton();
