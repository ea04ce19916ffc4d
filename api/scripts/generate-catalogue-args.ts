// The options of generate-catalogue.ts, read apart from the command so that their rules are tested without starting
// a process for each.
import path from 'node:path';
import { REPO_ROOT } from '../src/locations';
import type { GeneratedKind } from '../src/catalogue/seed/catalogue-generator';

export interface Args {
  count: number;
  kind: GeneratedKind;
  seed: number;
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  runSeed: boolean;
  json: boolean;
}

const USAGE =
  'usage: generate-catalogue --count N [--kind idle|new|both] [--seed N] [--database-url URL | --data-dir DIR] [--uploads-dir DIR] [--no-seed] [--json]';

/** The command line's options, or an error naming the first that is wrong (the command prints it and exits 1). */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): Args {
  const args: Args = {
    count: 0,
    kind: 'idle',
    seed: 1,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data/pglite'),
    uploadsDir: path.resolve(REPO_ROOT, env.UPLOADS_DIR ?? '.data/uploads'),
    runSeed: true,
    json: false,
  };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    const value = () => {
      const next = rest[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    switch (flag) {
      case '--count':
        args.count = Number(value());
        break;
      case '--kind': {
        const kind = value();
        if (kind !== 'idle' && kind !== 'new' && kind !== 'both') throw new Error(`--kind must be idle, new or both\n${USAGE}`);
        args.kind = kind;
        break;
      }
      case '--seed':
        args.seed = Number(value());
        break;
      case '--database-url':
        args.databaseUrl = value();
        break;
      case '--data-dir':
        args.dataDir = path.resolve(value());
        args.databaseUrl = null;
        break;
      case '--uploads-dir':
        args.uploadsDir = path.resolve(value());
        break;
      case '--no-seed':
        args.runSeed = false;
        break;
      case '--json':
        args.json = true;
        break;
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  if (!Number.isInteger(args.count) || args.count <= 0) throw new Error(`--count must be a whole number above 0\n${USAGE}`);
  if (!Number.isInteger(args.seed)) throw new Error(`--seed must be a whole number\n${USAGE}`);
  if (args.databaseUrl && !/^postgres(ql)?:\/\//.test(args.databaseUrl)) throw new Error('--database-url must be a postgres:// URL');
  return args;
}
