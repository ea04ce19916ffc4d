// Finds Debian's Chromium for the e2e suite, installing it with apt when that is possible.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fail, log } from './lib.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && spawnSync('sh', ['-c', 'sudo -n true'], { stdio: 'ignore' }).status === 0;
  if (hasApt && (isRoot || sudo)) {
    log("installing Debian's chromium for the browser tests");
    const prefix = isRoot ? '' : 'sudo -n ';
    const result = spawnSync(
      'sh',
      ['-c', `${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq chromium`],
      {
        stdio: 'inherit',
      },
    );
    if (result.status === 0 && findChromium()) return findChromium();
  }
  fail(
    'The browser tests need Chromium and none was found or could be installed.\n' +
      "  Install Debian's package (apt-get install chromium), or point the suite at a Chromium or Chrome binary:\n" +
      '  CHROMIUM_PATH=/path/to/chromium npm test',
  );
}
