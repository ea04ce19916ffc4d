// The one table of federated modules (docs/architecture.md §2 and §3): for each remote, its folder and what it
// exposes, by name, from which source file. The webpack configurations expose these (federated-app.cjs), jest maps
// `<remote>/<name>` imports to the same files (jest.config.cjs), and tsconfig.base.json's `paths` must say the same
// for the type checker, which cannot read this file: build/federation/federated-modules.test.ts fails when they
// differ and prints the `paths` to write. The architecture's table of exposes is checked against it too.

/**
 * @typedef {object} Remote
 * @property {string} dir  the app's folder, from the repository root
 * @property {Record<string, string>} exposes  module name -> source file, from the app's folder
 * @property {Record<string, string>} [pages]  an area's pages as modules of their own, by the chunk name its routes
 *   import each with (decision 023): exposed as `./<chunk name>` too
 */

/** @type {Record<'shared' | 'catalogue' | 'community' | 'account', Remote>} */
const REMOTES = {
  shared: {
    dir: 'mf-shared',
    // The platform's public face: small named modules, each one a stable contract for every area.
    exposes: {
      api: 'src/api/index.ts',
      session: 'src/session/index.ts',
      consent: 'src/consent/index.ts',
      modals: 'src/modals/index.ts',
      forms: 'src/forms/index.ts',
      ui: 'src/ui/index.ts',
      'rich-text': 'src/rich-text/index.ts',
      operator: 'src/operator/index.ts',
      'operator-pages': 'src/operator/operator-pages.tsx',
      site: 'src/site/index.ts',
      auth: 'src/auth/index.ts',
      'auth-forms': 'src/auth/forms/index.ts',
      catalogue: 'src/catalogue/index.ts',
      ssr: 'src/ssr/index.ts',
    },
  },
  catalogue: {
    dir: 'mf-catalogue',
    exposes: {
      routes: 'src/routes.tsx',
      'home-widget': 'src/home/featured-yachts.tsx',
      operator: 'src/operator/operator-routes.tsx',
    },
    pages: {
      'page-list': 'src/list/catalogue-list-page.tsx',
      'page-yacht': 'src/detail/yacht-detail-page.tsx',
      'page-compare': 'src/compare/compare-page.tsx',
      'page-dealers': 'src/dealers/dealers-page.tsx',
      'page-dealer': 'src/dealers/dealer-page.tsx',
      'page-sell': 'src/sell/sell-routes.tsx',
    },
  },
  community: {
    dir: 'mf-community',
    exposes: {
      routes: 'src/routes.tsx',
      operator: 'src/operator/operator-routes.tsx',
      'home-widget': 'src/home/community-highlights.tsx',
      'yacht-topics': 'src/yacht/yacht-topics.tsx',
    },
    pages: {
      'page-home': 'src/modules/community-home-page.tsx',
      'page-create': 'src/create/create-topic-page.tsx',
      'page-write': 'src/create/write-pages.tsx',
      'page-search': 'src/search/community-search-page.tsx',
      'page-module': 'src/modules/module-page.tsx',
      'page-topic': 'src/topic/topic-page.tsx',
      'page-article': 'src/article/article-page.tsx',
    },
  },
  account: {
    dir: 'mf-account',
    exposes: {
      routes: 'src/routes.tsx',
      operator: 'src/operator/operator-routes.tsx',
      'operator-sign-in': 'src/operator/operator-sign-in.tsx',
    },
  },
};

/** Modules the tests and the type checker know by a federated-looking name that are not federated. */
const TEST_ONLY = {
  // The scripted api behind XMLHttpRequest for the browser packages' tests.
  'shared/testing': 'mf-shared/src/testing/index.ts',
};

/** What webpack exposes for `remote`: `./<name>` -> `./<file>` (pages come from `pagesOf`). */
function exposesOf(remote) {
  const { exposes } = REMOTES[remote];
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`./${name}`, `./${file}`]));
}

/** An area's pages for webpack: chunk name -> `./<file>`. */
function pagesOf(remote) {
  const pages = REMOTES[remote].pages || {};
  return Object.fromEntries(Object.entries(pages).map(([chunk, file]) => [chunk, `./${file}`]));
}

/** Every module an import can name, `<remote>/<name>`, with its file from the repository root (pages included). */
function federatedImports() {
  const imports = {};
  for (const [remote, { dir, exposes, pages = {} }] of Object.entries(REMOTES)) {
    for (const [name, file] of Object.entries({ ...exposes, ...pages })) imports[`${remote}/${name}`] = `${dir}/${file}`;
  }
  return { ...imports, ...TEST_ONLY };
}

/** The tsconfig `paths` these give, beside the contracts' alias. */
function tsconfigPaths() {
  const paths = { '@yachts/contracts/*': ['./contracts/src/*'] };
  for (const [name, file] of Object.entries(federatedImports())) paths[name] = [`./${file}`];
  return paths;
}

/** jest's moduleNameMapper entries for the same imports. */
function jestModuleNames() {
  const names = {};
  for (const [name, file] of Object.entries(federatedImports())) names[`^${name}$`] = `<rootDir>/${file}`;
  return names;
}

module.exports = { REMOTES, TEST_ONLY, exposesOf, pagesOf, federatedImports, tsconfigPaths, jestModuleNames };

// `node build/federated-modules.cjs` writes the `paths` of tsconfig.base.json from the table (the rest of the file as it is).
if (require.main === module) {
  const fs = require('node:fs');
  const path = require('node:path');
  const file = path.join(__dirname, '..', 'tsconfig.base.json');
  const text = fs.readFileSync(file, 'utf8');
  const lines = Object.entries(tsconfigPaths()).map(([name, targets]) => `      ${JSON.stringify(name)}: ${JSON.stringify(targets)}`);
  const next = text.replace(/("paths": \{)[^}]*(\n {4}\})/, (_all, open, close) => `${open}\n${lines.join(',\n')}${close}`);
  fs.writeFileSync(file, next);
}
