// The one webpack + Module Federation configuration every app of the site is built with.
// Each app's webpack.config.cjs only says what differs: its name, what it exposes, whether it is the host.
const path = require('node:path');
const crypto = require('node:crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const repoRoot = path.resolve(__dirname, '..');

/** Libraries that hold state or context: exactly one copy may run in the page (docs/architecture.md §3). */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite'];

/** The global a remote's browser container is published under. */
function containerGlobal(name) {
  return `yacht_${name}_container`;
}

/** Libraries without state that several apps bundle: shared so the page loads one copy (decision 023). */
const SHARED_STATELESS = ['yup'];
const contractsDeps = require(path.join(repoRoot, 'contracts', 'package.json')).dependencies || {};

/** Shared's modules that nearly every expose needs: one chunk in the browser, however small (browserConfig). */
const PLATFORM_CORE = {
  test: /[\\/]mf-shared[\\/]src[\\/](api|consent|session|ssr)[\\/]|[\\/]node_modules[\\/](\.pnpm[\\/]cookie@[^\\/]+[\\/]node_modules[\\/])?cookie[\\/]/,
  name: 'platform',
  chunks: 'async',
  minSize: 0,
  enforce: true,
  priority: 20,
};

/** Dev-server ports; in production everything is served by the api gateway on one origin. */
const DEV_PORTS = { host: 3000, shared: 3001, catalogue: 3002, community: 3003, account: 3004 };

/** What the site provides as `react-router-dom`: the names it uses of React Router, so the rest is tree-shaken. */
const ROUTER_SLIM = path.join(__dirname, 'react-router-slim.mjs');

function sharedConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name] ? `^${deps[name]}` : false;
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    shared[name] = entry;
    if (name === 'react-router-dom') {
      // Resolved to the slim module (routerAliases), provided under the package's own version.
      const version = require(require.resolve('react-router-dom/package.json', { paths: [appDir] })).version;
      shared[name] = { ...entry, version };
    }
    // Deep imports (react-dom/client, react/jsx-runtime) must share too, or they are bundled twice.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { ...entry };
  }
  // Stateless, but large and used by every area through contracts' rules: one copy in the page, not one per area
  // (decision 023). Any compatible copy will do, so it is not a singleton.
  for (const name of SHARED_STATELESS) shared[name] = { requiredVersion: contractsDeps[name] ? `^${contractsDeps[name]}` : false };
  return shared;
}

/**
 * The build stamp an app's pages show (__BUILD_VERSION__): BUILD_VERSION when it is set (npm start and npm test set
 * it to the commit, see scripts/lib.mjs), otherwise the app's name and six random hex digits, so two builds without it
 * still differ. It does not name the published version: scripts/publish.mjs names that by a hash of the build's files.
 */
function buildVersion(name) {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  return `${name}-${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * @param {object} o
 * @param {string} o.dir       the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name      federation name: host | shared | catalogue | community | account
 * @param {Record<string,string>} [o.exposes]  the package's public face
 * @param {Record<string,string>} [o.pages]  the area's pages as modules of their own, by chunk name (decision 023):
 *   each is exposed as `./<chunk name>` under that chunk name, the one its routes import it with, so the two are one
 *   chunk and the manifest lists its files
 * @param {boolean} [o.isHost]
 */
function federatedApp({ dir, name, exposes: publicFace = {}, pages = {}, isHost = false }) {
  const exposes = { ...publicFace };
  for (const [chunk, file] of Object.entries(pages)) exposes[`./${chunk}`] = { import: file, name: chunk };
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const definitions = { __BUILD_VERSION__: JSON.stringify(buildVersion(name)), __APP_NAME__: JSON.stringify(name) };
    // `--env outDir=DIR` builds elsewhere than dist/ (a second build to publish beside the first), server build included.
    const outDir = env && env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const browser = browserConfig({ dir, name, exposes, isHost, production, definitions, outDir });
    // The gateway renders pages with the server build (architecture §7); `pnpm dev` serves browser builds only.
    return production ? [browser, serverConfig({ dir, name, exposes, isHost, definitions, outDir })] : browser;
  };
}

/**
 * Where React Router resolves: `react-router-dom` is the slim module the site shares under that name; react-router
 * is the app's own copy (the slim module lives outside any app), its production build in production (the package's
 * exports only point at the development build).
 */
function routerAliases(dir, production) {
  const reactRouter = path.dirname(
    require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom', { paths: [dir] })] }),
  );
  const build = production ? 'production' : 'development';
  return {
    'react-router-dom$': ROUTER_SLIM,
    'react-router$': path.join(reactRouter, `dist/${build}/index.mjs`),
    'react-router/dom$': path.join(reactRouter, `dist/${build}/dom-export.mjs`),
  };
}

/**
 * One copy of the federation runtime in a browser build. The runtime webpack injects requires
 * `@module-federation/runtime/core` (its CommonJS files), while our code imports `@module-federation/enhanced/runtime`
 * (the ES module files of the same version): without this both formats were bundled, twice the runtime's ~200 KB in
 * the host's entry. Pointed at the ES module files, both paths share one copy.
 */
function federationRuntimeAliases(dir) {
  const enhanced = require.resolve('@module-federation/enhanced', { paths: [dir] });
  const runtime = path.dirname(require.resolve('@module-federation/runtime/package.json', { paths: [enhanced] }));
  return { '@module-federation/runtime/core$': path.join(runtime, 'dist/core.js') };
}

function swcRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The server build of an app, published beside its browser build (docs/decisions/022-server-rendering.md): the same
 * sources, exposes, shared map and build stamp, for Node. A remote is a `commonjs-module` container the gateway's
 * federation runtime loads from the same manifest as the browser; the host is a plain CommonJS bundle exporting
 * `render`. One chunk each, so an old container never asks a newer folder for its lazy parts. No CSS (the page
 * links the browser's stylesheets), and assets keep the browser build's names without being written twice.
 */
function serverConfig({ dir, name, exposes, isHost, definitions, outDir }) {
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'async-node',
    devtool: false,
    entry: isHost ? { server: './src/server.tsx' } : {},
    output: {
      path: path.join(outDir, 'server'),
      // Nothing in a server build is fetched by URL (one chunk, drawings inline); the host's chunks are read from disk.
      publicPath: isHost ? '/' : '',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    // A module with a `.server.ts(x)` sibling is replaced by it here (a browser-only library has a server stand-in).
    resolve: { extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js', '.mjs'], alias: routerAliases(dir, true) },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, use: path.join(__dirname, 'server-css-loader.cjs') },
        { test: /\.svg$/, type: 'asset/inline' },
        { test: /\.(png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new DefinePlugin(definitions),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: name === 'shared' ? {} : { shared: 'shared@/remotes/shared/mf-manifest.json' },
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          path.join(__dirname, 'runtime/remote-registry-plugin.js'),
          require.resolve('@module-federation/node/runtimePlugin'),
        ],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
  };
}

function browserConfig({ dir, name, exposes, isHost, production, definitions, outDir }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outDir,
      // The host's pages live at any depth (/community/…), so its files are addressed from the root; a remote's
      // files are found relative to wherever its manifest was published.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // The host's entry file cannot carry a content hash (the federation runtime needs its name);
      // every other chunk is content-hashed so it can be cached as immutable.
      filename: isHost ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...routerAliases(dir, production), ...federationRuntimeAliases(dir) },
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // JavaScript minified by swc (already the compiler) rather than webpack's default terser: the five builds
      // took 88 s of CPU with terser and 45 s with swc, and ship slightly fewer bytes (decision 044).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
        new CssMinimizerPlugin(),
      ],
      // Shared's platform core (the api clients, the session and consent stores, the request scope and the cookie
      // library they use) is needed by nearly every expose; below webpack's minimum chunk size it was copied into each
      // expose's chunk, several copies a page. One chunk of its own instead, whatever its size.
      ...(name === 'shared' ? { splitChunks: { cacheGroups: { platform: PLATFORM_CORE } } } : {}),
    },
    performance: { hints: false },
    plugins: [
      new DefinePlugin(definitions),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        // A container's global is not its bare name: a server-rendered page may hold an element with that id
        // (a legal text's <h2 id="account">), and the browser's named access to it would shadow the container.
        library: isHost ? undefined : { type: 'var', name: containerGlobal(name) },
        remoteType: 'script',
        // Where `shared` lives is decided at run time from /remotes.json (see remote-registry-plugin);
        // this URL is only the default layout of the gateway.
        remotes: name === 'shared' ? {} : { shared: 'shared@/remotes/shared/mf-manifest.json' },
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          path.join(__dirname, 'runtime/remote-registry-plugin.js'),
          ...(isHost ? [path.join(dir, 'src/federation/remote-fallback-plugin.ts')] : []),
        ],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One copy of the federation runtime for the whole page: the host provides it, remotes use it.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              scriptLoading: 'defer',
              favicon: path.join(dir, 'src/favicon.svg'),
            }),
          ]
        : []),
    ],
    devServer: {
      port: DEV_PORTS[name],
      hot: false,
      liveReload: true,
      historyApiFallback: isHost,
      // One URL in development: the host's dev server forwards the api's paths to the api (scripts/dev.mjs).
      proxy: isHost ? [{ context: ['/api', '/health', '/docs', '/uploads', '/remotes.json'], target: 'http://127.0.0.1:8080' }] : undefined,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  };
}

module.exports = { federatedApp, DEV_PORTS, SINGLETONS, repoRoot };
