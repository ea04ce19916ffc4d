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
