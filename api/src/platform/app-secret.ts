// The server secret behind anti-forgery tokens. A deployment on PostgreSQL passes APP_SECRET (config.ts insists in
// production); otherwise the app generates one on first start and keeps it in DATA_DIR, so restarts and a second
// instance on the same data directory accept each other's tokens.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SECRET_MIN_LENGTH } from '../config/config';

export const APP_SECRET_FILE = 'app-secret';

export function resolveAppSecret(options: { appSecret: string | null; dataDir: string }): string {
  if (options.appSecret) return options.appSecret;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, APP_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;

  // Write to a private temporary file, then link it into place: link() fails if the file exists, so when two
  // instances start together exactly one secret wins and both read it back.
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const secret = readSecret(file);
  if (!secret)
    throw new Error(`${file} holds no usable secret (at least ${APP_SECRET_MIN_LENGTH} characters): delete it to make a new one`);
  return secret;
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return text.length >= APP_SECRET_MIN_LENGTH ? text : null;
}
