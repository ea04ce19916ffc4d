// Where the api's files are, whether it runs from source (tsx, jest) or from the bundle in dist/.
import fs from 'node:fs';
import path from 'node:path';

/** The `name` a package.json gives, or undefined when it gives none. */
function packageName(manifest: string): unknown {
  const parsed: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined;
}

function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && packageName(manifest) === '@yachts/api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the api package above ${start}`);
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(__dirname);
export const REPO_ROOT = path.dirname(API_ROOT);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
