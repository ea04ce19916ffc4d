// Renders one page request on the server: the whole App, every area mounted through the federation runtime from the
// deploy the gateway names, with a scope of its own (the visitor's session and consent from their cookies, the
// page's data, its head). The page is sent once everything is ready or the budget is spent, so no late inline
// script is needed (the site's policy allows none); an area not ready by then is left to the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { enableStaticRendering } from 'mobx-react-lite';
import { REMOTES } from '@yachts/contracts/paths';
import { LEFT_TO_BROWSER } from '@yachts/contracts/site';
import { ConsentStore, PageData, PageDataContext, SessionStore, type PageHead, type RequestScope, type ServerApiCall } from 'shared/ssr';
import { App } from '../app';
import { START_MODULES } from '../start/start-modules';

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** remote name -> absolute manifest URL the server loads (the deploy pointer, made absolute for Node). */
  remotes: Record<string, string>;
  /** The site's public origin (PUBLIC_URL). */
  origin: string;
  /** The visitor's Cookie header. */
  cookie: string;
  /** Whether the page was asked for over HTTPS (cookies the page writes are then Secure). */
  secure: boolean;
  api: ServerApiCall;
  /** How long the render may take before unfinished areas are left to the browser. */
  budgetMs: number;
}

export interface RenderResult {
  html: string;
  head: PageHead;
  data: ReturnType<PageData['toJSON']>;
  /** Areas whose server render failed or ran out of time; the browser renders them. */
  failures: string[];
}

const scopes = new AsyncLocalStorage<RequestScope>();
globalThis.__YACHT_REQUEST_SCOPE__ = () => scopes.getStore();
// How an area's page mounts another area's widget (shared/ui AreaSlot): through the gateway's one runtime.
globalThis.__YACHT_LOAD_MODULE__ = (id: string) => loadRemote(id);
enableStaticRendering(true);

const globals = globalThis as { __YACHT_REMOTES__?: Record<string, string> };
/**
 * The areas' URLs this bundle has registered. `shared` is loaded once per bundle: a new `shared` reaches the server's
 * pages when the host is republished or the gateway restarts (decision 022).
 */
let registered: Record<string, string> = {};

/** How long a request waits for a newly published area's code before rendering without it. */
const LOAD_BUDGET_MS = 3000;
/** The areas' code being loaded after a pointer change: every request of that deploy waits for the same loads. */
let loading: Promise<unknown> = Promise.resolve();

/**
 * Points the federation runtime at the deploy this request names. An area whose URL changed is registered again
 * with `force`, which drops its old container, so a publish (or a rollback) shows on the next request; its pages
 * are loaded at once, so the render's own budget is spent on data, not on fetching code.
 */
function pointAt(remotes: Record<string, string>): void {
  const areas = REMOTES.filter((name) => name !== 'shared');
  const changed = areas.filter((name) => remotes[name] && remotes[name] !== registered[name]);
  if (changed.length === 0) return;
  globals.__YACHT_REMOTES__ = { ...globals.__YACHT_REMOTES__, ...remotes };
  registerRemotes(
    changed.map((name) => ({ name, entry: remotes[name] as string })),
    { force: true },
  );
  registered = { ...registered, ...Object.fromEntries(changed.map((name) => [name, remotes[name] as string])) };
  // A failure here is the render's to meet: the area is then left to the browser.
  loading = Promise.all(changed.map((name) => loadRemote(`${name}/routes`).catch(() => undefined)));
}

function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/** What the stores read from a document, made from the request: its cookies, and nothing on the page yet. */
function requestDocument(cookie: string, secure: boolean): Document {
  const doc = {
    cookie,
    location: { protocol: secure ? 'https:' : 'http:' },
    querySelector: () => null,
  };
  return doc as unknown as Document;
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  pointAt(request.remotes);
  await within(loading, LOAD_BUDGET_MS);
  const doc = requestDocument(request.cookie, request.secure);
  const scope: RequestScope = {
    origin: request.origin,
    session: new SessionStore(doc),
    consent: new ConsentStore(doc),
    data: new PageData(),
    head: { startModules: [...START_MODULES] },
    api: request.api,
  };
  const failures: string[] = [];
  return scopes.run(
    scope,
    () =>
      new Promise<RenderResult>((resolve, reject) => {
        let settled = false;
        const stream = renderToPipeableStream(
          <StrictMode>
            <PageDataContext.Provider value={scope.data}>
              <StaticRouter location={request.url}>
                <App />
              </StaticRouter>
            </PageDataContext.Provider>
          </StrictMode>,
          {
            // Every boundary ready by then is written in place: a boundary sent apart needs an inline script to
            // move it, which the site's policy forbids.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady() {
              clearTimeout(timer);
              const sink = new PassThrough();
              const chunks: Buffer[] = [];
              sink.on('data', (chunk: Buffer) => chunks.push(chunk));
              sink.on('end', () => {
                settled = true;
                resolve({ html: Buffer.concat(chunks).toString('utf8'), head: scope.head, data: scope.data.toJSON(), failures });
              });
              stream.pipe(sink);
            },
            onShellError(error) {
              clearTimeout(timer);
              if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
            },
            onError(error) {
              failures.push(error instanceof Error ? error.message : String(error));
              // The browser renders this boundary; the digest tells it that was meant (bootstrap.tsx).
              return LEFT_TO_BROWSER;
            },
          },
        );
        const timer = setTimeout(() => stream.abort(new Error(`render budget of ${request.budgetMs} ms spent`)), request.budgetMs);
      }),
  );
}
