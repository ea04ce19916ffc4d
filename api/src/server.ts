// Entry point: validate configuration, build the app, listen, and shut down gracefully on a signal: first drain
// (/ready answers 503 for DRAIN_SECONDS, so a balancer stops sending), then stop accepting, finish in-flight requests
// and the job being run, and close the database, so a restart loses nothing acknowledged.
import './thread-pool';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';

/** How long closing (in-flight requests, the running job, the database) may take after the drain before the process
 * gives up: long enough for a busy machine, short enough for an orchestrator's own kill timeout. */
const CLOSE_SECONDS = 30;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining, then shutting down');
    app.lifecycle.draining = true;
    const force = setTimeout(
      () => {
        console.error(`shutdown: still closing ${CLOSE_SECONDS} s after the drain, exiting without finishing`);
        process.exit(1);
      },
      (config.drainSeconds + CLOSE_SECONDS) * 1000,
    );
    force.unref();
    if (config.drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    try {
      await app.close();
    } catch (error) {
      console.error('shutdown: closing failed', error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\n  Yacht marketplace is running at http://${shown}:${config.port}/\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
