// One app for a whole test file: built before its first test and closed after its last, so the tests of a file that
// only read (or each make their own rows) share its start-up instead of paying it once a test.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from './helper';

/**
 * Registers the file's beforeAll/afterAll and answers the app they build; its fields are there from the first
 * hook on. Call it before the file's other hooks, which then run after the build (jest runs hooks in order).
 * `beforeClose` runs after the last test, before the app closes (e.g. removing the rows the file made).
 */
export function fileApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  beforeClose?: () => Promise<void>,
): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('fileApp: the app is built in beforeAll; use it inside a test or a hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(env, beforeReady);
  });
  afterAll(async () => {
    if (built) await beforeClose?.();
    await built?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get staticDir() {
      return current().staticDir;
    },
    close: () => current().close(),
  };
}
