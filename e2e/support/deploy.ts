// Fixtures that act as a deploying team would on the suite's own deploy directory: move the pointer,
// take a published build away, publish a second build. Each undoes its change afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployDir, repoRoot } from './paths';

const pointerFile = path.join(deployDir, 'remotes.json');

export type Pointer = Record<string, string>;

export function readPointer(): Pointer {
  return JSON.parse(fs.readFileSync(pointerFile, 'utf8')) as Pointer;
}

export function writePointer(pointer: Pointer): void {
  const temp = `${pointerFile}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(pointer, null, 2));
  fs.renameSync(temp, pointerFile);
}

/** The folder of the build a remote's pointer names: <deploy>/remotes/<name>/<version>. */
export function publishedBuildDir(remote: string): string {
  const url = readPointer()[remote];
  if (!url) throw new Error(`no pointer for ${remote}`);
  return path.join(deployDir, path.dirname(url.replace(/^\//, '')));
}

/** Builds one remote again with another version stamp into a temporary folder and publishes it beside the first. */
export function buildAndPublish(app: string, version: string): void {
  const out = path.join(repoRoot, 'e2e', '.artifacts', `build-${app}-${version}`);
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] }),
      '--mode',
      'production',
      '--config',
      path.join(repoRoot, app, 'webpack.config.cjs'),
      // The browser build into `out`, its server build into `out/server` (build/federated-app.cjs).
      '--env',
      `outDir=${out}`,
    ],
    {
      cwd: path.join(repoRoot, app),
      env: { ...process.env, BUILD_VERSION: version },
      stdio: 'pipe',
    },
  );
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'publish.mjs'), '--deploy-dir', deployDir, '--from', out, '--version', version, app],
    { stdio: 'pipe' },
  );
  fs.rmSync(out, { recursive: true, force: true });
}

export interface SlowRemote {
  /** The manifest's address on the slow server, for the pointer. */
  manifestUrl: string;
  close(): Promise<void>;
}

/**
 * A published build served from a server of its own on loopback, with the files under `slowPrefix` held back
 * `delayMs` (the server container's, `server/…`, to make an area slow for the gateway only), the rest at once and
 * open to the page's origin (the browser's runtime fetches the manifest).
 */
export async function serveSlowly(buildDir: string, slowPrefix: string, delayMs: number): Promise<SlowRemote> {
  const http = await import('node:http');
  const waiting = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(buildDir, relative);
    const send = () => {
      waiting.delete(timer);
      if (!file.startsWith(buildDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'text/javascript';
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(fs.readFileSync(file));
    };
    const timer = setTimeout(send, relative.startsWith(slowPrefix) ? delayMs : 0);
    waiting.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: async () => {
      for (const timer of waiting) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
