// The host's server entry (built by build/federated-app.cjs into dist/server/server.js, published with the host).
// The gateway requires it and calls `render` for each page request (docs/decisions/022-server-rendering.md). The
// dynamic import is the async boundary that lets the federation runtime set up shared libraries first, as index.ts
// does in the browser.
import type { RenderRequest, RenderResult } from './server/render-page';

export type { RenderRequest, RenderResult };

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Read by the registry plugin every container carries: `shared` is loaded from here by the import below.
  (globalThis as { __YACHT_REMOTES__?: Record<string, string> }).__YACHT_REMOTES__ ??= { ...request.remotes };
  const { renderPage } = await import('./server/render-page');
  return renderPage(request);
}
