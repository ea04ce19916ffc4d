// The host's server entry (built by build/federated-app.cjs into dist/server/server.js, published with the host).
// The gateway requires it and calls `render` for each page request (docs/decisions/022-server-rendering.md). The
// dynamic import is the async boundary that lets the federation runtime set up shared libraries first, as index.ts
// does in the browser.
import { resetFederationGlobalInfo } from '@module-federation/runtime/core';
import type { RenderRequest, RenderResult } from './server/render-page';

export type { RenderRequest, RenderResult };

/** Each remote's container global in Node too (`yacht_<name>_container`, build/federated-app.cjs). */
const CONTAINER_GLOBAL = /^yacht_\w+_container$/;

/**
 * Forgets everything this bundle's federation runtime loaded, before the gateway requires a new bundle: its
 * instances, share scope, manifests and the containers' entries (the runtime's own reset; `__FEDERATION__` itself
 * cannot be deleted), the containers' globals and the registry. The next render starts from nothing and loads
 * `shared` and every area again from the deploy it names: a new `shared` reaches the server's pages this way (the
 * areas' containers hold the `shared` they were loaded with, so they go too). Renders still running on this bundle
 * finish with what they hold or leave their areas to the browser.
 */
export function dispose(): void {
  resetFederationGlobalInfo();
  const scope = globalThis as Record<string, unknown>;
  delete scope.__YACHT_REMOTES__;
  for (const key of Object.keys(scope)) if (CONTAINER_GLOBAL.test(key)) delete scope[key];
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Read by the registry plugin every container carries: `shared` is loaded from here by the import below.
  (globalThis as { __YACHT_REMOTES__?: Record<string, string> }).__YACHT_REMOTES__ ??= { ...request.remotes };
  const { renderPage } = await import('./server/render-page');
  return renderPage(request);
}
