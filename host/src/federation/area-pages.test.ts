// An area's pages are modules of their own (decision 023): its routes import each under a chunk name, and its webpack
// configuration exposes the same file under the same name, so the two are one chunk and the federation manifest lists
// its files for the gateway. A page imported but not exposed (or exposed under another name) would still work, but
// its files would come one round trip late and unnamed by the server; this keeps the two lists equal.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const AREAS = [
  { folder: 'mf-catalogue', name: 'catalogue' },
  { folder: 'mf-community', name: 'community' },
];

interface Imported {
  id: string;
  chunk: string;
  file: string;
}

function importedPages(routes: string): Imported[] {
  const pattern = /lazyPage\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\/\s*'([^']+)'\s*\)/g;
  return Array.from(routes.matchAll(pattern), ([, id, chunk, file]) => ({ id: id!, chunk: chunk!, file: file! }));
}

/** The pages webpack exposes for the area, as the table of federated modules gives them (chunk name -> ./file). */
function exposedPages(remote: string): Map<string, string> {
  const modules = require(path.join(repoRoot, 'build', 'federated-modules.cjs')) as {
    pagesOf: (remote: string) => Record<string, string>;
  };
  return new Map(Object.entries(modules.pagesOf(remote)));
}

describe.each(AREAS)('the pages of $name', ({ folder, name }) => {
  const routes = fs.readFileSync(path.join(repoRoot, folder, 'src', 'routes.tsx'), 'utf8');
  const imported = importedPages(routes);
  const exposed = exposedPages(name);

  it('are each imported under the chunk name their module is named by, and exposed as that module', () => {
    expect(imported.length).toBeGreaterThan(3);
    expect(new Set(imported.map((page) => page.chunk))).toEqual(new Set(exposed.keys()));
    for (const page of imported) {
      expect(page.id).toBe(`${name}/${page.chunk}`);
      expect(exposed.get(page.chunk)).toBe(`./src/${page.file.replace(/^\.\//, '')}.tsx`);
      expect(fs.existsSync(path.join(repoRoot, folder, exposed.get(page.chunk)!))).toBe(true);
    }
  });

  it('are not imported by the routes module itself, which would bring them all with every page', () => {
    for (const page of imported) expect(routes).not.toMatch(new RegExp(`^import [^;]*'${page.file.replace(/[.]/g, '\\.')}';`, 'm'));
  });
});
