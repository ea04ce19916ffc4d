/**
 * @jest-environment node
 */
// The federated modules are declared once, in build/federated-modules.cjs: webpack and jest read it, and this keeps
// the two copies that cannot read it equal to it, the `paths` of tsconfig.base.json (JSON cannot import) and the
// table of exposes in docs/architecture.md (its "## Exposes" section, a `| container | module | source |` table).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

interface FederatedModules {
  REMOTES: Record<string, { dir: string; exposes: Record<string, string>; pages?: Record<string, string> }>;
  tsconfigPaths: () => Record<string, string[]>;
}
const modules = require(path.join(root, 'build', 'federated-modules.cjs')) as FederatedModules;

test("tsconfig.base.json's paths are the table's (`node build/federated-modules.cjs` writes them)", () => {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths?: Record<string, string[]> };
  };
  expect(config.compilerOptions.paths).toEqual(modules.tsconfigPaths());
});

test('every source file of the table is there', () => {
  for (const { dir, exposes, pages = {} } of Object.values(modules.REMOTES)) {
    for (const file of [...Object.values(exposes), ...Object.values(pages)])
      expect([dir, file, fs.existsSync(path.join(root, dir, file))]).toEqual([dir, file, true]);
  }
});

/** The rows of the architecture's table of exposes: `container | ./module | source from the repository root`. */
function documentedExposes(): string[][] {
  const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const section = /^## Exposes\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = lines.map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
  expect(cells[0]).toEqual(['container', 'module', 'source']);
  return cells.slice(2);
}

test("docs/architecture.md's table of exposes is the table's", () => {
  const table = Object.entries(modules.REMOTES).flatMap(([remote, { dir, exposes, pages = {} }]) =>
    Object.entries({ ...exposes, ...pages }).map(([name, file]) => [remote, `./${name}`, `${dir}/${file}`]),
  );
  // In any order: a row per module, each as the table says.
  expect(documentedExposes().sort()).toEqual(table.sort());
});
