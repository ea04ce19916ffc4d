// Builds the api into dist/: the server (server.cjs) and, as a file of its own, the seed's picture renderer
// (seed-pictures.cjs, about 1,800 lines that run once per start). The server bundle refers to the renderer by its
// built name, so it is loaded only when the seed writes pictures. Packages stay external (installed beside dist/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};
const RENDERER = /\/yacht-picture-render$/;

await build({
  ...common,
  entryPoints: [path.join(api, 'src/catalogue/seed/yacht-picture-render.ts')],
  outfile: path.join(api, 'dist/seed-pictures.cjs'),
});
await build({
  ...common,
  entryPoints: [path.join(api, 'src/server.ts')],
  outfile: path.join(api, 'dist/server.cjs'),
  plugins: [
    {
      name: 'seed-pictures-apart',
      setup(builder) {
        builder.onResolve({ filter: RENDERER }, () => ({ path: './seed-pictures.cjs', external: true }));
      },
    },
  ],
});
