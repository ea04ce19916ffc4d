// What the api benchmarks share (bench:catalogue, bench:community): the load loop over HTTP, percentiles, waiting for
// the api to answer, and running a tsx command of the api that prints a JSON line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, fail } from './lib.mjs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `connections` loops, each sending the next request when the last answered, for `seconds`. */
export async function load(base, urls, connections, seconds) {
  let next = 0;
  const latencies = [];
  /** The api's own time of each answer (its Server-Timing header), without the queueing on a busy machine. */
  const server = [];
  let errors = 0;
  let lastError = '';
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const url = urls[next % urls.length];
        next += 1;
        const started = performance.now();
        try {
          const response = await fetch(base + url);
          const body = await response.arrayBuffer();
          if (response.status === 200) {
            latencies.push(performance.now() - started);
            const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
            if (timing) server.push(Number(timing[1]));
          } else {
            errors += 1;
            lastError = `${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`;
          }
        } catch (error) {
          errors += 1;
          lastError = String(error);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return { requests: latencies.length, errors, lastError, latencies, server };
}

export async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) fail(`the api exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail('the api did not answer /health within two minutes');
}

/** Runs one of the api's tsx scripts (api/scripts/NAME) and answers the JSON of its last line. */
export function runApiScript(name, args, env) {
  const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(ROOT, 'api', 'scripts', name), ...args], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

/** Starts the built api (api/dist/server.cjs) in production on `port` with `env`, and waits until it answers. */
export async function startApi(port, env) {
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    },
  };
}
