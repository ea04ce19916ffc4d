// `npm start`: install, build, publish, then serve the whole site on one port (migrations and seed run at start).
//   npm start -- --port 9000      or      PORT=9000 npm start
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, log, run, setUp } from './lib.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: false });
const port = values.port ?? process.env.PORT ?? '8080';
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');

await setUp({ deployDir });
log('starting the site');
await run(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api', 'dist', 'server.cjs')], {
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: port, STATIC_DIR: deployDir },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
