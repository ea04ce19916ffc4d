// Builds the real app against a real database: a fresh PGlite directory per test file, or the PostgreSQL
// database named by TEST_DATABASE_URL (scripts/test-api.mjs creates a throwaway one when a server answers).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  staticDir: string;
  close: () => Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-api-'));
  const staticDir = path.join(scratch, 'deploy');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(scratch, 'pglite'),
    STATIC_DIR: staticDir,
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    staticDir,
    close: async () => {
      await app.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export const dialectUnderTest = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
