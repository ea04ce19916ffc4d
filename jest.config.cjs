// One jest run for the whole workspace: browser code in jsdom, the api in node against a real database.
const { jestModuleNames } = require('./build/federated-modules.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Dependencies of the api that ship only as ES modules (TypeBox, sanitize-html's parser, htmlparser2 12, and its family among them). */
const ESM_ONLY = [
  'typebox',
  'content-disposition',
  'cookie',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

// Federated imports resolve to the workspace sources, as the tsconfig `paths` do for the type checker: both from the
// one table of federated modules (build/federated-modules.cjs), `shared/testing` (test support only) included.
const moduleNameMapper = {
  '^@yachts/contracts/(.*)$': '<rootDir>/contracts/src/$1.ts',
  ...jestModuleNames(),
  '\\.css$': '<rootDir>/build/jest/style-stub.cjs',
  '\\.(svg|png|jpe?g|webp)$': '<rootDir>/build/jest/file-stub.cjs',
};

module.exports = {
  // A worker per core (jest's default leaves one core to itself, which on a 2-core machine ran every file in one
  // process), each replaced once it holds more than this after a file: one process grew past 12 GB over the api's
  // ~60 files.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/contracts',
        '<rootDir>/mf-shared',
        '<rootDir>/host',
        '<rootDir>/mf-catalogue',
        '<rootDir>/mf-community',
        '<rootDir>/mf-account',
        // Checks of the house itself (import circles, the tables the builds and docs share).
        '<rootDir>/build',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      moduleNameMapper,
      setupFiles: ['<rootDir>/build/jest/setup-web.cjs'],
      setupFilesAfterEnv: ['<rootDir>/build/jest/setup-web-after-env.cjs'],
      modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
      // The server builds' stand-ins (*.server.ts) use Node libraries that ship ES modules only.
      transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      // The databases test apps start from, made once per run (a migrated one, and one the seed has filled).
      globalSetup: '<rootDir>/api/src/testing/test-templates.cjs',
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      moduleNameMapper,
      modulePathIgnorePatterns: ['<rootDir>/api/dist/'],
      // Jest's module system cannot require() ES modules on Node 20; compile these few to CommonJS.
      transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
    },
  ],
};
