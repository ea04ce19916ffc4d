// Several api instances behind nginx on one PostgreSQL (decision 031): what `pnpm cluster` runs and what the cluster
// e2e suite and its fault tests start. Plain Node; `pg` is borrowed from the api's dependencies.
//
//   nginx (Debian's package, installed like Chromium) ──round robin──▶ api instance 1, api instance 2 ──▶ PostgreSQL
//
// Every instance gets the same APP_SECRET, the database-backed rate limits, one uploads directory, and believes
// X-Forwarded-For from the balancer on loopback (TRUST_PROXY). nginx adds `X-Upstream` (the instance that answered)
// so the tests can see requests land on both; it retries a request on the other instance only when nothing was sent
// yet or the request was idempotent (nginx never resends a POST by default), so no acknowledged write is doubled.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log } from './lib.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's nginx, installed with apt when missing and possible; null when there is none. */
export function ensureNginx() {
  const found = () => NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
  if (found()) return found();
  const sudo = !isRoot && spawnSync('sh', ['-c', 'sudo -n true'], { stdio: 'ignore' }).status === 0;
  if (hasCommand('apt-get') && (isRoot || sudo)) {
    log("installing Debian's nginx for the balancer");
    const prefix = isRoot ? '' : 'sudo -n ';
    spawnSync('sh', ['-c', `${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq nginx`], {
      stdio: 'inherit',
    });
  }
  return found();
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check, { timeoutMs = 60_000, what = 'the service' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answers =
  (url, status = 200) =>
  async () =>
    (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === status;

/** Creates database `name` on the server `adminUrl` names unless it exists; answers its URL. */
export async function ensureDatabase(adminUrl, name) {
  const { Client } = requireFromApi('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs `fn` with a pg client on `url`. */
export async function withClient(url, fn) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function postgresBin(name) {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return hasCommand(name) ? name : null;
}

/**
 * A PostgreSQL server of its own in a scratch directory, so a test may stop and start it without touching the
 * machine's. As root it runs as the `postgres` user (initdb refuses root). Answers null when the server's programs
 * are not installed.
 */
export async function startPrivatePostgres() {
  const initdb = postgresBin('initdb');
  const pgCtl = postgresBin('pg_ctl');
  if (!initdb || !pgCtl) return null;
  if (isRoot && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asOwner = (command, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  const sh = (command, args) => {
    const [program, argv] = asOwner(command, args);
    const result = spawnSync(program, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  sh(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => sh(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => sh(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    start,
    stop,
    /** Stops it for good and removes its files. */
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function nginxConfig({ dir, port, upstreams }) {
  const temp = (name) => path.join(dir, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name), { recursive: true });
  return `# Written by scripts/cluster-lib.mjs.
${isRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 25m;
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The balancer is the edge: the client's address is the one it sees, never a header the client sent.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Only a request no instance has begun to answer goes to the other one (POSTs never: nginx's default).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function spawnLogged(command, args, { env, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

/**
 * Starts `instances` api processes and nginx in front of them. Answers handles to each process (to kill or start
 * again) and `stop()`. `env` adds settings for every instance (NODE_ENV, OPERATOR_TOKEN, SMTP_URL…).
 */
export async function startCluster({ databaseUrl, deployDir, port, instances = 2, env = {}, quiet = false } = {}) {
  const nginxPath = ensureNginx();
  if (!nginxPath) throw new Error("nginx is not installed and could not be installed (Debian's nginx package)");
  const serverEntry = path.join(ROOT, 'api', 'dist', 'server.cjs');
  if (!fs.existsSync(serverEntry)) throw new Error('api/dist/server.cjs is missing: build the api first (pnpm --filter ./api run build)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-cluster-'));
  const balancerPort = port ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const shared = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    STATIC_DIR: deployDir,
    DATABASE_URL: databaseUrl,
    APP_SECRET: crypto.randomBytes(32).toString('base64url'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_STORE: 'database',
    UPLOADS_DIR: path.join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    DRAIN_SECONDS: '2',
    LOG_LEVEL: quiet ? 'warn' : 'info',
    ...env,
  };
  const nodes = [];
  for (let index = 0; index < instances; index += 1) {
    const instancePort = await freePort();
    const node = {
      name: `api-${index + 1}`,
      port: instancePort,
      upstream: `127.0.0.1:${instancePort}`,
      logFile: path.join(dir, `api-${index + 1}.log`),
      child: null,
      start() {
        node.child = spawnLogged(process.execPath, ['--enable-source-maps', serverEntry], {
          env: { ...shared, PORT: String(instancePort), DATA_DIR: path.join(dir, `data-${index + 1}`) },
          logFile: node.logFile,
        });
        node.exited = new Promise((resolve) => node.child.once('exit', (code, signal) => resolve(signal ?? code)));
        return waitFor(answers(`http://127.0.0.1:${instancePort}/ready`), { what: node.name, timeoutMs: 120_000 });
      },
      /** Ends the process with `signal` and waits until it is gone. */
      async kill(signal = 'SIGKILL') {
        if (!node.child || node.child.exitCode !== null || node.child.signalCode !== null) return;
        node.child.kill(signal);
        await node.exited;
      },
    };
    nodes.push(node);
  }
  // Together, as a deploy would start them: migrations and seeding take turns under advisory locks.
  await Promise.all(nodes.map((node) => node.start()));

  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ dir, port: balancerPort, upstreams: nodes.map((node) => node.port) }));
  const nginx = spawnLogged(nginxPath, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    env: { PATH: process.env.PATH ?? '' },
    logFile: path.join(dir, 'nginx.log'),
  });
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
  await waitFor(answers(`${publicUrl}/ready`), { what: 'nginx', timeoutMs: 20_000 });

  return {
    url: publicUrl,
    dir,
    instances: nodes,
    /** The instances' combined logs, for a failing test's message. */
    logs: () =>
      nodes
        .map((node) => `--- ${node.name}\n${fs.existsSync(node.logFile) ? fs.readFileSync(node.logFile, 'utf8').slice(-4000) : ''}`)
        .join('\n'),
    async stop() {
      nginx.kill('SIGQUIT');
      await Promise.race([nginxExited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
      await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
