// One lint setup for the whole workspace. Besides the usual checks it enforces the shape of docs/architecture.md §2:
// imports run one way (mf-shared -> areas -> host), areas never import each other, the api imports no
// browser package, and every file name is kebab-case. Each blocked import says where the code belongs.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jestPlugin from 'eslint-plugin-jest';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { PENDING } from './eslint-pending.mjs';

const AREAS = ['catalogue', 'community', 'account'];
/** The names the site's shared react-router-dom provides (build/react-router-slim.mjs): nothing else exists there. */
const ROUTER_NAMES = [...fs.readFileSync(new URL('./build/react-router-slim.mjs', import.meta.url), 'utf8').matchAll(/^\s+(\w+),$/gm)].map(
  (match) => match[1],
);
/** The api's owners, one folder each under api/src (a modular monolith: docs/decisions/021-api-by-area.md). */
const API_AREAS = ['platform', 'accounts', 'catalogue', 'selling', 'community', 'user-area', 'operators'];
/** Packages that run the same in the browser and in Node; only contracts may use them, and the api reaches them through contracts. */
const ISOMORPHIC = ['js-sha1', 'yup', 'typebox'];
const BROWSER_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite', 'axios', 'js-sha1', 'yup', 'cookie'];

const kebabCase = {
  meta: { type: 'suggestion', messages: { name: 'File names are kebab-case: rename "{{name}}" (for example send-code-link.tsx).' } },
  create(context) {
    const name = path.basename(context.filename);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) {
      context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
    }
    return {};
  },
};

const areaMessage = (area) =>
  `Areas never import each other's code or the host: ${area} meets other areas through federation (their './routes' and widgets, mounted by the host) and through the api. Code that several areas need belongs in mf-shared/src and is imported as 'shared/…'.`;

function restrict(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const noSharedSourceImport = {
  group: ['**/mf-shared/**', '@yachts/mf-shared', '@yachts/mf-shared/**'],
  message:
    "Import the platform through federation ('shared/api', 'shared/session', 'shared/ui'), never from mf-shared's files: a second copy would mean a second session store.",
};
const noHostImport = {
  group: ['**/host/**', '@yachts/host', '@yachts/host/**'],
  message: 'Nothing imports the host: it composes the areas, not the other way round. Put shared code in mf-shared/src.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.deploy/**',
      '.data/**',
      '.tools/**',
      'e2e/.artifacts/**',
      'api/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The type-aware set (floating promises, unsafe any, misused promises...): every TypeScript file is checked with
  // the types of the project it belongs to.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['api/drizzle.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  // Hooks keep their rules (dependency lists included) in every browser package.
  { files: ['mf-*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // No import runs in a circle: a module that needs another at load time must not be needed by it.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Rooms a newcomer can hold (issue 31): no file over 400 lines and no function over 80 (blank lines and comments
  // aside). A function that is better whole says why on the line before it
  // (`// eslint-disable-next-line max-lines-per-function -- <the reason>`). Seed data is data; a test file's describe
  // blocks are lists of cases, so tests keep the file limit only.
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  { files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/testing/**'], rules: { 'max-lines-per-function': 'off' } },
  // A test proves something: every jest test asserts (through expect or a helper named expect… or assert…), and no
  // expect hides inside a condition, where a test could pass without reaching it.
  {
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['e2e/**'],
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-conditional-expect': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*'] }],
    },
  },
  {
    files: ['api/src/**/seed/*-data.ts', 'api/src/**/seed/catalogue-drafts.ts', 'api/src/user-area/user-area-seed.ts'],
    rules: { 'max-lines': 'off' },
  },
  // The files that do not meet those rules yet, each excused only from the rules it still breaks (eslint-pending.mjs).
  ...Object.entries(PENDING).map(([file, rules]) => ({ files: [file], rules: Object.fromEntries(rules.map((rule) => [rule, 'off'])) })),
  prettier,
  {
    plugins: { local: { rules: { 'kebab-case-files': kebabCase } } },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: ['**/*.{cjs,mjs,js}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['build/runtime/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['build/jest/**'], languageOptions: { globals: { ...globals.jest } } },
  {
    files: ['mf-shared/src/**', 'mf-*/src/**', 'host/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['mf-shared/src/**'],
    rules: restrict([
      {
        group: [...AREAS.flatMap((area) => [`${area}/*`, `**/mf-${area}/**`])],
        message:
          'mf-shared is the platform every area builds on; it never imports an area. Move the code into mf-shared/src, or let the area pass it in.',
      },
      noHostImport,
    ]),
  },
  ...AREAS.map((area) => ({
    files: [`mf-${area}/src/**`],
    rules: restrict([
      {
        group: AREAS.filter((other) => other !== area).flatMap((other) => [`${other}/*`, `**/mf-${other}/**`]),
        message: areaMessage(area),
      },
      noSharedSourceImport,
      noHostImport,
    ]),
  })),
  {
    files: ['host/src/**'],
    rules: restrict([
      {
        group: AREAS.map((area) => `**/mf-${area}/**`),
        message: 'The host mounts areas through federation (RemoteComponent with loadRemote), never by importing their files.',
      },
      noSharedSourceImport,
    ]),
  },
  {
    files: ['api/**'],
    rules: restrict([
      {
        group: [...BROWSER_PACKAGES, ...BROWSER_PACKAGES.map((name) => `${name}/*`), 'shared/*', '**/mf-*/**', '**/host/**'],
        message:
          'The api imports no browser package. What browser and server must agree on (paths, envelopes, codes, schemas) belongs in contracts/src, imported as @yachts/contracts/….',
      },
    ]),
  },
  ...API_AREAS.map((area) => ({
    files: [`api/src/${area}/**`],
    rules: restrict([
      {
        group: [...BROWSER_PACKAGES, ...BROWSER_PACKAGES.map((name) => `${name}/*`), 'shared/*', '**/mf-*/**', '**/host/**'],
        message:
          'The api imports no browser package. What browser and server must agree on (paths, envelopes, codes, schemas) belongs in contracts/src, imported as @yachts/contracts/….',
      },
      {
        group: API_AREAS.filter((other) => other !== area).map((other) => `**/${other}/*-repository`),
        message: `An area of the api reaches another area's data through app.repositories (its public face), never by importing its repository file. What several areas need (a helper, a status value) belongs in api/src/lib or db/schema.ts.`,
      },
    ]),
  })),
  {
    files: ['contracts/src/**'],
    rules: restrict([
      {
        group: [
          ...BROWSER_PACKAGES.filter((name) => !ISOMORPHIC.includes(name)),
          'fastify',
          'drizzle-orm',
          'shared/*',
          '**/mf-*/**',
          '**/host/**',
          '**/api/**',
        ],
        message:
          'contracts is plain TypeScript both sides import: it depends on nothing of the browser or the server (only js-sha1, yup and typebox, which run the same in both).',
      },
    ]),
  },
  {
    // The wire schemas carry TypeBox; the browser needs only their types. A value import would put TypeBox in
    // every bundle that reaches a contracts module, so the browser side and contracts' own browser modules
    // take types only.
    files: ['mf-*/src/**', 'host/src/**', 'contracts/src/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_NAMES,
              allowTypeImports: true,
              message:
                'The site shares only what it uses of React Router (build/react-router-slim.mjs): add the name there first, or the page would get undefined for it.',
            },
          ],
          patterns: [
            {
              group: ['@yachts/contracts/wire/*', './wire/*', 'typebox', 'typebox/*'],
              allowTypeImports: true,
              message:
                'Wire schemas reach the browser as types only: write `import type { … }` (TypeBox stays out of the bundles). Constants and yup schemas the browser runs belong in contracts/src/<area>.ts.',
            },
          ],
        },
      ],
    },
  },
);
