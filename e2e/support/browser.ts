import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

/** Debian's Chromium (never a downloaded build): CHROMIUM_PATH, or the first one found. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found)
    throw new Error('No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium or Chrome binary.');
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  };
}
