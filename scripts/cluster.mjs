// `pnpm cluster`: the site as it runs past one machine (decision 031): nginx on one port in front of two api
// instances on one PostgreSQL, sharing rate limits, uploads and the job queue. The same set-up as `npm start` first.
//   pnpm cluster                          balancer on http://127.0.0.1:8080/, database yachts_cluster on 127.0.0.1:5432
//   pnpm cluster -- --port 9000 --instances 3
//   DATABASE_URL=postgres://user@host/db pnpm cluster
// Each answer carries X-Upstream: the instance that made it. Ctrl-C stops everything.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase, startCluster } from './cluster-lib.mjs';
import { ROOT, fail, log, setUp } from './lib.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, instances: { type: 'string' }, 'skip-build': { type: 'boolean' } },
  allowPositionals: false,
});
const port = Number(values.port ?? process.env.PORT ?? 8080);
const instances = Number(values.instances ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) fail('--instances must be a whole number from 1 to 8');
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');

if (!values['skip-build']) await setUp({ deployDir });
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  try {
    databaseUrl = await ensureDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'yachts_cluster');
  } catch (error) {
    fail(`No PostgreSQL on 127.0.0.1:5432 (${error.message}). Set DATABASE_URL to one the instances can share.`);
  }
}
log(`starting ${instances} api instances and nginx in front of them`);
const cluster = await startCluster({
  databaseUrl,
  deployDir,
  port,
  instances,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
}).catch((error) => fail(error.message));
console.log(`\n  Yacht marketplace behind nginx at ${cluster.url}/`);
for (const node of cluster.instances) console.log(`    ${node.name}: http://${node.upstream}/ (log ${node.logFile})`);
console.log(`  database ${new URL(databaseUrl).pathname.slice(1)}; Ctrl-C stops the balancer and the instances.\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const node of cluster.instances)
  node.exited.then((how) => {
    if (!stopping) console.error(`${node.name} ended (${how}); the balancer sends everything to the others.`);
  });
