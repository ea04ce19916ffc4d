// The options of the api's commands (rates:load, operator:grant): each command's own flags, each with a value, and
// where the database is, as the api finds it: --database-url URL (or DATABASE_URL) for PostgreSQL, otherwise the
// PGlite directory --data-dir DIR (or DATA_DIR, default .data/pglite).
import path from 'node:path';
import { REPO_ROOT } from '../src/locations';

export function readCommandOptions(
  usage: string,
  flags: Record<string, (value: string) => void>,
  argv: string[] = process.argv.slice(2),
): { databaseUrl: string | null; dataDir: string } {
  let databaseUrl = process.env.DATABASE_URL?.trim() || null;
  let dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data/pglite');
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    const value = rest[(i += 1)];
    if (value === undefined) throw new Error(`${flag} needs a value\n${usage}`);
    const own = flags[flag];
    if (own) own(value);
    else if (flag === '--database-url') databaseUrl = value;
    else if (flag === '--data-dir') {
      dataDir = path.resolve(value);
      databaseUrl = null;
    } else throw new Error(`unknown option ${flag}\n${usage}`);
  }
  return { databaseUrl, dataDir };
}
