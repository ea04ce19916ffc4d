// The api is also the site's gateway: it serves the built host, each remote's build and the deploy
// pointer /remotes.json, all from one origin. Layout of the deploy root (config.staticDir):
//
//   host/                      index.html, the host entry and its hashed chunks
//   remotes/<area>/<version>/  one published build of a remote (mf-manifest.json, remoteEntry.js, chunks)
//   remotes.json               the pointer: remote name -> manifest URL, moved to deploy a remote
//
// Content-hashed files are immutable; index.html, the host entry, manifests, remote entries and
// /remotes.json are no-cache, so a redeploy is seen on the next load without stale chunks.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES, isOperatorPath, isPagePath, type RemoteName } from '@yachts/contracts/paths';
import { ErrorCode } from '@yachts/contracts/envelope';
import type { Config } from '../config/config';
import { isPrivatePage, isUnlistedPage, operatorConsoleOpen, pageSubjectExists } from './page-status';
import { createServerRenderer } from './server-render';

// Pre-compressed variants (.br, .gz) are cached like the file they stand for.
const HASHED = /\.[0-9a-f]{10}\.(js|css|map|png|jpe?g|svg|webp|woff2?)(\.br|\.gz)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

/** Reads the deploy pointer and applies REMOTE_<NAME>_URL overrides. A remote missing from both gets the default layout. */
export async function readRemotes(config: Pick<Config, 'staticDir' | 'remoteOverrides'>): Promise<Record<RemoteName, string>> {
  let pointer: Partial<Record<string, unknown>>;
  try {
    pointer = JSON.parse(await fs.readFile(path.join(config.staticDir, 'remotes.json'), 'utf8')) as Partial<Record<string, unknown>>;
  } catch {
    pointer = {}; // nothing published yet: every remote gets the default layout
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTES) {
    const fromPointer = typeof pointer[name] === 'string' ? pointer[name] : null;
    remotes[name] = config.remoteOverrides[name] ?? fromPointer ?? `/remotes/${name}/mf-manifest.json`;
  }
  return remotes;
}

/**
 * A strict policy: no inline script anywhere; scripts, stylesheets and manifests only from us and the remotes'
 * origins; inline style attributes only (server-rendered markup).
 */
export function contentSecurityPolicy(remoteUrls: string[]): string {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  const extra = [...origins].join(' ');
  const self = extra ? `'self' ${extra}` : `'self'`;
  return [
    `default-src 'self'`,
    `script-src ${self}`,
    `style-src ${self}`,
    // Server-rendered markup carries React's style attributes (sizes of placeholders); attributes cannot run
    // script, and stylesheets and <style> elements stay limited to our origins (decision 022).
    `style-src-attr 'unsafe-inline'`,
    `connect-src ${self}`,
    `img-src 'self' data: blob:`,
    `font-src ${self}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Source maps stay in the deploy directory for debugging and error reports; in production nobody downloads them. */
export function servesFile(pathname: string, production: boolean): boolean {
  return !(production && /\.map$/.test(pathname));
}

/** Each remote's published builds, and the host's files, straight from the deploy directory. */
async function staticFiles(
  app: FastifyInstance,
  dirs: { hostDir: string; remotesDir: string },
  allowedPath: (pathname: string) => boolean,
) {
  await app.register(fastifyStatic, {
    root: dirs.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    allowedPath,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      // Remotes may be consumed by a host on another origin (a staging shell, a CDN-hosted host).
      reply.header('access-control-allow-origin', '*');
    },
  });

  await app.register(fastifyStatic, {
    root: dirs.hostDir,
    prefix: '/',
    // The host's server bundle (server/) is read by this process, not served.
    allowedPath: (pathname) => allowedPath(pathname) && !/^\/?server(\/|$)/.test(pathname),
    index: false,
    cacheControl: false,
    preCompressed: true,
    wildcard: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}

type SendShell = (reply: FastifyReply, status: number, options?: { noindex?: boolean; render?: FastifyRequest }) => Promise<FastifyReply>;

/** The host's page shell, rendered on the server when the page is public, with the site's headers. */
function shellSender(app: FastifyInstance, config: Config, hostDir: string): SendShell {
  const renderer = createServerRenderer(app, { staticDir: config.staticDir, publicUrl: config.publicUrl });
  // Load the containers once before visitors come, so the first pages are not left to the browser for want of time.
  app.addHook('onListen', (done) => {
    void renderer.warm();
    done();
  });

  return async (reply, status, options = {}) => {
    let html: string;
    try {
      html = await fs.readFile(path.join(hostDir, 'index.html'), 'utf8');
    } catch {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet. Run `npm start` (or `pnpm build` and the publish step) first.');
    }
    const remotes = await readRemotes(config);
    if (options.noindex) reply.header('x-robots-tag', 'noindex');
    // Public pages are rendered on the server; a member's own pages, and any page the server cannot render, come
    // as the shell and are rendered by the browser.
    // A member's own pages are drawn in the browser only; everything else on the server.
    const rendered = options.render ? await renderer.render(options.render, html, remotes) : null;
    if (rendered) html = rendered.html;
    return reply
      .status(status)
      .header('cache-control', NO_CACHE)
      .header('content-security-policy', contentSecurityPolicy(Object.values(remotes)))
      .type('text/html; charset=utf-8')
      .send(html);
  };
}

export default async function gatewayRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const production = config.env === 'production';
  const allowedPath = (pathname: string) => servesFile(pathname, production);
  const hostDir = path.join(config.staticDir, 'host');
  const remotesDir = path.join(config.staticDir, 'remotes');
  await fs.mkdir(hostDir, { recursive: true });
  await fs.mkdir(remotesDir, { recursive: true });

  app.get(
    '/remotes.json',
    { schema: { tags: ['gateway'], summary: 'The deploy pointer: remote name -> manifest URL' } },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return readRemotes(config);
    },
  );

  await staticFiles(app, { hostDir, remotesDir }, allowedPath);
  const sendShell = shellSender(app, config, hostDir);

  app.get('/', { schema: { hide: true } }, async (request, reply) => sendShell(reply, 200, { render: request }));
  // The shell under its file name gets the shell's headers too (the static files below would serve it bare).
  app.get('/index.html', { schema: { hide: true } }, async (_request, reply) => sendShell(reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|remotes|uploads|docs)(\/|$)/.test(pathname) || request.method !== 'GET';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && (wantsHtml || isPagePath(pathname))) {
      // SPA fallback: page paths get the shell with 200, unknown paths, and pages of a yacht, topic, article or
      // section that is not there, the shell with 404 (the browser renders the 404 page either way).
      const found =
        isPagePath(pathname) &&
        (isOperatorPath(pathname) ? await operatorConsoleOpen(app, request) : await pageSubjectExists(app, pathname));
      const privatePage = isPrivatePage(pathname);
      return sendShell(reply, found ? 200 : 404, {
        noindex: privatePage || isUnlistedPage(pathname),
        render: privatePage ? undefined : request,
      });
    }
    return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: `Not found: ${request.method} ${pathname}`, data: null });
  });
}
