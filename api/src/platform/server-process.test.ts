// @dialect: the real process on the configured database.
// The real server process: it refuses a bad configuration naming the key, and on SIGTERM it finishes,
// closes the database and exits cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const TSX = require.resolve('tsx', { paths: [API_ROOT] });

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--require', TSX, path.join(API_ROOT, 'src/server.ts')], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A port nothing listens on, from the system: a port drawn at random could be another server's (the suite runs
 * several), whose /health would answer for a server that never started.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /health until the server answers, or fails at once with the server's own words if it exits first. */
async function waitForHealth(port: number, server: ReturnType<typeof startServer>): Promise<Response> {
  let exited: number | null | undefined;
  void server.exited.then((code) => (exited = code));
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/health`);
    } catch (error) {
      if (exited !== undefined) throw new Error(`the server exited (${exited}) before it answered:\n${server.output()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// Starting Node with tsx, creating and seeding a database takes a few seconds, and minutes on a busy machine (the
// SIGTERM test's file took 200 s in a CI run's PGlite pass, beside the other lanes): the tests wait for the server's
// state (it answers, or it exits), bounded only by timeouts for a start that is stuck (decision 041).
test('a bad configuration stops the server with a message naming the key', async () => {
  const server = startServer({ PORT: 'eighty' });
  expect(await server.exited).toBe(78);
  expect(server.output()).toContain('PORT must be a whole number from 1 to 65535 (got "eighty")');
}, 300_000);

test('SIGTERM shuts the server down gracefully [both engines]', async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-server-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: path.join(scratch, 'pglite'),
    STATIC_DIR: path.join(scratch, 'deploy'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    // The shutdown is the subject: the first start's seed is the e2e suite's and the seed tests' (a real start of
    // the built server, and seed-catalogue-*.test.ts).
    SEED: 'false',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  };
  try {
    const server = startServer(env);
    const health = await waitForHealth(port, server);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    // The server's own words come with a failure: a shutdown that throws or outlasts its drain says why.
    const code = await server.exited;
    const output = server.output();
    expect({ code, output }).toEqual({ code: 0, output });
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}, 480_000);
