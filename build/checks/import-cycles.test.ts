/**
 * @jest-environment node
 */
// No import runs in a circle (docs/architecture.md): the lint's import-x/no-cycle catches the circles a module's
// loading would run into; this test catches the rest, `import type` included, because a circle of types is still two
// rooms that cannot be understood or moved apart. Imports are read as text and resolved as TypeScript would: relative
// paths and the tsconfig `paths` aliases.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const PACKAGES = ['contracts/src', 'mf-shared/src', 'mf-catalogue/src', 'mf-community/src', 'mf-account/src', 'host/src', 'api/src'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The tsconfig `paths` as [pattern, target] pairs, a trailing `*` matching the rest of the specifier. */
function aliases(): [string, string][] {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths?: Record<string, string[]> };
  };
  return Object.entries(config.compilerOptions.paths ?? {}).map(([pattern, [target]]) => [pattern, path.join(root, target ?? '')]);
}

function resolve(from: string, specifier: string, table: [string, string][]): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  for (const [pattern, target] of table) {
    if (base) break;
    if (pattern.endsWith('*') && specifier.startsWith(pattern.slice(0, -1))) base = target.replace('*', specifier.slice(pattern.length - 1));
    else if (pattern === specifier) base = target;
  }
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Every file's imports and re-exports, type-only ones included. */
function importGraph(): Map<string, string[]> {
  const table = aliases();
  const graph = new Map<string, string[]>();
  for (const file of PACKAGES.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm), ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)]
      .map((match) => resolve(file, match[1]!, table))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(path.relative(root, member));
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

test('the import graph reads every package', () => {
  const graph = importGraph();
  // A resolver that found nothing would make the next test pass for nothing: the graph has its real edges.
  expect(graph.size).toBeGreaterThan(500);
  expect([...graph.values()].reduce((sum, targets) => sum + targets.length, 0)).toBeGreaterThan(1500);
  const session = [...graph.entries()].find(([file]) => file.endsWith(path.join('mf-catalogue', 'src', 'routes.tsx')));
  expect(session?.[1].some((target) => target.includes(path.join('mf-shared', 'src')))).toBe(true);
});

test('no file imports itself back through others, type imports included', () => {
  expect(circles(importGraph())).toEqual([]);
});
