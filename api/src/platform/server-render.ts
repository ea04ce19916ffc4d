// The gateway's half of server rendering (docs/decisions/022-server-rendering.md). The host publishes, beside its
// browser build, a server bundle (host/server/server.js) whose `render` draws a page with every area loaded through
// the federation runtime from the deploy pointer; this module loads that bundle (again when the host is
// republished), gives it the pointer as absolute URLs, lets the page's api calls run in this process, and writes
// the document: the rendered markup in the shell, the head the page asked for, the areas' stylesheets, and the
// page's state as a non-executable JSON block for hydration (with the list of scripts the page runs).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_STATE_ID, SITE_NAME, type PageHead, type PageState } from '@yachts/contracts/site';
import type { RemoteName } from '@yachts/contracts/paths';

/** How long a page may take on the server before the areas not ready are left to the browser. */
export const RENDER_BUDGET_MS = 800;

interface RenderResult {
  html: string;
  head: PageHead;
  data: PageState['data'];
  failures: string[];
}

export interface HostServer {
  /** Forgets the federation runtime's state before another bundle is required (absent in older host builds). */
  dispose?(): void;
  render(request: {
    url: string;
    origin: string;
    remotes: Record<string, string>;
    cookie: string;
    secure: boolean;
    budgetMs: number;
    api: (call: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
      status: number;
      headers: Record<string, string>;
      body: string;
    }>;
  }): Promise<RenderResult>;
}

const requireHere = createRequire(path.join(process.cwd(), 'gateway.cjs'));

/**
 * Drops a required file so the next require reads it again. Node keeps what a require loaded both in its cache and
 * in the children of the module that asked: both are let go, or every reload would be kept for good.
 */
function forgetModule(file: string): void {
  const resolved = requireHere.resolve(file);
  const previous = requireHere.cache[resolved];
  if (!previous) return;
  delete requireHere.cache[resolved];
  // `parent` is the module createRequire made for this file; it is only read here, to let go of the old bundle.
  const parent = (previous as { parent?: NodeJS.Module | null }).parent;
  const at = parent?.children.indexOf(previous) ?? -1;
  if (parent && at >= 0) parent.children.splice(at, 1);
}

export interface RenderedPage {
  html: string;
  head: PageHead;
}

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** JSON that cannot end the <script> element it is written in. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** What the gateway reads of a federation manifest (mf-manifest.json). */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { path: string; assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
  /** The remote modules this build imports: `shared/ui` is { alias: 'shared', moduleName: 'ui' }. */
  remotes?: { alias?: string; federationContainerName?: string; moduleName: string }[];
}

type RemoteManifests = Map<string, { base: string; manifest: Manifest }>;

/** `catalogue/routes` -> ['catalogue', 'routes']. */
function splitModule(id: string): [string, string] | null {
  const slash = id.indexOf('/');
  return slash > 0 ? [id.slice(0, slash), id.slice(slash + 1)] : null;
}

/**
 * What a page links from the deploy (`remotes` maps a remote's name to its folder, ending in /, and manifest).
 *
 * Scripts: what the page runs before it can hydrate, so the browser fetches them at once instead of discovering them
 * one round trip after another (the shell's entry, then each container, then each module). They travel in the page's
 * state, not as preload links: the host's entry asks for them all after the first paint, so on a slow network the
 * stylesheets and the first screen's picture have the line to themselves (decision 023). Every container the page
 * uses with the modules the host imports from it as it starts (`startModules`, which the host's render names; all it
 * imports when it names none), and the modules the page mounted (`catalogue/routes`), each with the
 * chunks its manifest lists as needed at once. The host's own library chunks are left to its entry, which asks for
 * them as it starts: its manifest names alternates of them the page never runs, and a preload not used is wasted.
 *
 * Stylesheets: those of the same modules, and of every module the mounted areas import from other remotes (an
 * area's page is laid out by `shared`'s styles too); not those of areas the page does not show.
 */
export function pageAssets(
  host: Manifest | null,
  remotes: RemoteManifests,
  modules: string[],
  deferred: string[] = [],
  startModules?: string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (name: string, module: string, withScripts: boolean) => {
    const remote = remotes.get(name);
    if (!remote) return;
    const expose = remote.manifest.exposes?.find((candidate) => candidate.path === `./${module}`);
    for (const file of expose?.assets?.css?.sync ?? []) styles.add(`${remote.base}${file}`);
    if (!withScripts) return;
    scripts.add(`${remote.base}${remote.manifest.metaData?.remoteEntry?.name || 'remoteEntry.js'}`);
    for (const file of expose?.assets?.js?.sync ?? []) scripts.add(`${remote.base}${file}`);
  };
  for (const imported of host?.remotes ?? []) {
    const name = imported.alias ?? imported.federationContainerName ?? '';
    // What the host imports later (the operators' console) comes with its page: a script fetched and never run is
    // wasted, and the browser warns about it.
    if (startModules && !startModules.includes(`${name}/${imported.moduleName}`)) continue;
    add(name, imported.moduleName, true);
  }
  const split = (ids: string[]) => ids.map(splitModule).filter((parts): parts is [string, string] => parts !== null);
  const mounted = split(modules);
  const late = split(deferred);
  // What the areas build on (shared's forms, say) comes before the areas' own styles, so an area's rules win where
  // both style one element, in the server's page as in the browser's.
  for (const name of new Set([...mounted, ...late].map(([area]) => area))) {
    for (const imported of remotes.get(name)?.manifest.remotes ?? []) {
      add(imported.alias ?? imported.federationContainerName ?? '', imported.moduleName, false);
    }
  }
  for (const [name, module] of mounted) add(name, module, true);
  // Drawn far down the page and hydrated when they near the screen: laid out by their stylesheets, scripts later.
  for (const [name, module] of late) add(name, module, false);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Whether a manifest the deploy points to is there: a file of the deploy folder for a path of this origin; a
 * manifest on another origin is taken as published (its server answers for it).
 */
export async function isPublished(staticDir: string, manifestUrl: string): Promise<boolean> {
  if (!manifestUrl.startsWith('/')) return true;
  const root = path.resolve(staticDir);
  const file = path.resolve(root, `.${decodeURIComponent(new URL(manifestUrl, 'http://localhost').pathname)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return false;
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Requires a file afresh: what a publish of the host put there. */
function requireFresh(file: string): HostServer {
  forgetModule(file);
  return requireHere(file) as HostServer;
}

export interface ServerRendererOptions {
  staticDir: string;
  publicUrl: string;
  /** How the host's server bundle is loaded (tests evaluate it themselves: Jest keeps its own module registry). */
  load?: (file: string) => HostServer;
}

type HostBuild = { host: HostServer; styles: string[]; manifest: Manifest | null };

/**
 * The host's server bundle, required again when a publish replaced it (its size and time changed) or when the
 * deploy names another `shared`: every area is built against `shared`, so a new one means starting the federation
 * runtime afresh (decision 022).
 */
function hostServerLoader(options: ServerRendererOptions): (sharedUrl: string | undefined) => Promise<HostBuild | null> {
  const load = options.load ?? requireFresh;
  const bundle = path.join(options.staticDir, 'host', 'server', 'server.js');
  let loaded: (HostBuild & { stamp: string }) | null = null;
  return async (sharedUrl) => {
    let stamp: string;
    try {
      const stat = await fs.stat(bundle);
      stamp = `${stat.size}:${stat.mtimeMs}:${sharedUrl ?? ''}`;
    } catch {
      return null; // a host built without its server bundle (pnpm dev): the browser renders the page
    }
    if (loaded?.stamp !== stamp) {
      // The host folder holds one build: its stylesheets are read before the bundle is swapped, so no await
      // separates dropping the old runtime from requiring the new one (two requests never start two runtimes).
      const files = await fs.readdir(path.join(options.staticDir, 'host'));
      const manifest = await fs
        .readFile(path.join(options.staticDir, 'host', 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      if (loaded?.stamp !== stamp) {
        loaded?.host.dispose?.();
        loaded = null;
        // The host's own stylesheets (the shell's layout) come with its app chunk in the browser; the page links
        // them, so the header and footer are laid out before any script runs.
        const styles = files.filter((file) => /\.css$/.test(file)).map((file) => `/${file}`);
        loaded = { stamp, host: load(bundle), styles, manifest };
      }
    }
    return loaded;
  };
}

/** Where this process answers on loopback: the federation runtime in Node loads containers by absolute URL. */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}`;
}

/**
 * A remote's manifest, fetched once per published version (its URL names the version). A version of this deploy
 * whose folder is gone (a broken deploy) has none, however it was cached: the page then names none of its files. A
 * browser answers every later load of an address from a preload that failed, for the page's life, so the area's
 * "try again" could not fetch them once the folder is back.
 */
function manifestCache(staticDir: string): (manifestUrl: string, origin: string) => Promise<Manifest | null> {
  const manifests = new Map<string, Promise<Manifest | null>>();
  return async (manifestUrl, origin) => {
    if (!(await isPublished(staticDir, manifestUrl))) {
      manifests.delete(manifestUrl);
      return null;
    }
    let manifest = manifests.get(manifestUrl);
    if (!manifest) {
      manifest = fetch(new URL(manifestUrl, origin))
        .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
        .catch(() => null);
      manifests.set(manifestUrl, manifest);
    }
    const body = await manifest;
    if (!body) manifests.delete(manifestUrl);
    return body;
  };
}

/** Runs one of the page's api calls in this process, as the visitor: their cookies, address and language. */
function apiFor(app: FastifyInstance, request: FastifyRequest) {
  return async (call: { method: string; url: string; headers: Record<string, string>; body?: string }) => {
    const headers: Record<string, string> = { ...call.headers };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    for (const name of ['user-agent', 'accept-language'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers,
      payload: call.body,
      remoteAddress: request.ip,
    });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') answerHeaders[name] = value;
    }
    return { status: response.statusCode, headers: answerHeaders, body: response.body };
  };
}

/** The page's state for the browser and the stylesheets it links: the host's, and those of the areas it drew. */
async function pageParts(
  request: FastifyRequest,
  result: RenderResult,
  page: {
    remotes: Record<RemoteName, string>;
    origin: string;
    hostBuild: HostBuild;
    manifestOf: (manifestUrl: string, origin: string) => Promise<Manifest | null>;
  },
): Promise<{ state: PageState; styles: string[] }> {
  const { remotes, origin, hostBuild, manifestOf } = page;
  const remoteManifests: RemoteManifests = new Map();
  for (const [name, url] of Object.entries(remotes)) {
    const manifest = await manifestOf(url, origin);
    if (manifest) remoteManifests.set(name, { base: url.slice(0, url.lastIndexOf('/') + 1), manifest });
  }
  const assets = pageAssets(
    hostBuild.manifest,
    remoteManifests,
    result.head.modules ?? [],
    result.head.deferred ?? [],
    result.head.startModules,
  );
  const state: PageState = { remotes, data: result.data, scripts: assets.scripts };
  // A remote's stylesheet is linked by its address on this page's origin: the address the federation runtime
  // and the container ask for it by, so they find it in the page instead of adding it again at the end, where its
  // rules would come after those of the area built on it (and the page would move as it hydrates).
  const pageOrigin = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? `${request.protocol}://${request.host}` : null;
  const styles = [
    ...hostBuild.styles,
    ...assets.styles.map((href) => (pageOrigin && href.startsWith('/') ? new URL(href, pageOrigin).href : href)),
  ];
  return { state, styles };
}

export function createServerRenderer(app: FastifyInstance, options: ServerRendererOptions) {
  const hostServer = hostServerLoader(options);
  const manifestOf = manifestCache(options.staticDir);

  /**
   * The page rendered on the server in the shell, or null when it cannot be (no server bundle, not listening,
   * or the render failed): the caller then sends the bare shell and the browser renders the page as before.
   */
  async function render(request: FastifyRequest, shell: string, remotes: Record<RemoteName, string>): Promise<RenderedPage | null> {
    const origin = loopbackOrigin(app);
    if (!origin) return null;
    let hostBuild: Awaited<ReturnType<typeof hostServer>>;
    try {
      hostBuild = await hostServer(remotes.shared);
    } catch (error) {
      request.log.error({ err: error }, 'the host server bundle could not be loaded; sending the shell');
      return null;
    }
    if (!hostBuild) return null;
    const absolute: Record<string, string> = {};
    for (const [name, url] of Object.entries(remotes)) absolute[name] = new URL(url, origin).href;
    let result: RenderResult;
    try {
      result = await hostBuild.host.render({
        url: request.url,
        origin: options.publicUrl,
        remotes: absolute,
        cookie: request.headers.cookie ?? '',
        secure: request.protocol === 'https',
        budgetMs: RENDER_BUDGET_MS,
        api: apiFor(app, request),
      });
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; sending the shell');
      return null;
    }
    if (result.failures.length > 0) request.log.warn({ failures: result.failures }, 'parts of the page are left to the browser');
    const { state, styles } = await pageParts(request, result, { remotes, origin, hostBuild, manifestOf });
    return { html: documentOf(shell, result, state, styles, options.publicUrl), head: result.head };
  }

  /** Renders the home page once, for nobody: the host bundle and the areas' containers are then loaded. */
  async function warm(): Promise<void> {
    const origin = loopbackOrigin(app);
    if (!origin) return;
    await fetch(`${origin}/`, { headers: { accept: 'text/html' } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }

  return { render, warm };
}

/** The tags of a page's head: description, canonical address, link previews (Open Graph, Twitter), schema.org data. */
export function headTags(head: PageHead, publicUrl: string, siteName: string): string[] {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  };
  const canonical = head.canonicalPath ? new URL(head.canonicalPath, publicUrl).href : undefined;
  const image = head.image ? new URL(head.image, publicUrl).href : undefined;
  meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (head.title) {
    meta('property', 'og:site_name', siteName);
    meta('property', 'og:title', head.title.replace(` · ${siteName}`, ''));
    meta('property', 'og:type', head.type === 'product' ? 'product' : head.type === 'article' ? 'article' : 'website');
    meta('property', 'og:url', canonical);
    meta('property', 'og:description', head.description);
    meta('property', 'og:image', image);
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  }
  for (const data of head.structuredData ?? []) {
    // A data block, not a script: the policy's script-src does not apply to it, and "<" cannot close it.
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags;
}

/** The shell with the page in it. */
export function documentOf(shell: string, result: RenderResult, state: PageState, styles: string[], publicUrl: string): string {
  const head = result.head;
  const tags = headTags(head, publicUrl, SITE_NAME);
  for (const href of styles) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  let html = shell;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) html = html.replace(/<meta\s+name="?description"?[^>]*>/, '');
  html = html.replace('</head>', `${tags.join('')}</head>`);
  // The bare shell tells a reader without scripts that the page needs them; this one has its content.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return html.replace(
    /<div id="?root"?><\/div>/,
    `<div id="root">${result.html}</div><script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`,
  );
}
