// Draws the seed pictures (yacht-pictures.ts names them) and writes them into UPLOADS_DIR/seed/. The drawing is in
// yacht-picture/ (scene.ts composes the picture from the colours, the model, the boats, the camera and the
// landscape), about 1,800 lines that run once per start: the api's build bundles this file and that folder on their
// own (dist/seed-pictures.cjs), so the server bundle loads them only when the seed writes pictures.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SEED_PICTURE_DIR } from '../../lib/upload-paths';
import { renderYachtPicture } from './yacht-picture/scene';
import { SEED_PICTURES, type PictureSpec } from './yacht-pictures';

export { renderYachtPicture };

const gzip = promisify(zlib.gzip);
/** Each picture drawn once per process (an api process seeds once; a test process may build several apps). */
const drawings = new Map<string, string>();
function drawn(spec: PictureSpec): string {
  let svg = drawings.get(spec.name);
  if (svg === undefined) {
    svg = renderYachtPicture(spec);
    drawings.set(spec.name, svg);
  }
  return svg;
}

/**
 * Writes the pool into UPLOADS_DIR/seed/, each picture with a gzipped copy beside it (the uploads route serves that
 * to browsers that accept it). Files that already hold the same drawing are left alone: a restart costs a read of
 * each file rather than a write.
 *
 * `drawnIn` names another uploads directory whose seed/ folder holds the pool this code drew before: its files are
 * copied instead of drawn again. The api tests draw the pool once per run (testing/make-templates.ts) and pass it
 * to every app that seeds: drawing and compressing the 60 pictures cost about 0.6 s of CPU per app.
 */
export async function writeSeedPictures(uploadsDir: string, drawnIn?: string): Promise<{ written: number; total: number }> {
  const dir = path.join(uploadsDir, SEED_PICTURE_DIR);
  if (drawnIn) {
    await fs.cp(path.join(drawnIn, SEED_PICTURE_DIR), dir, { recursive: true, force: false });
    return { written: 0, total: SEED_PICTURES.length };
  }
  await fs.mkdir(dir, { recursive: true });
  let written = 0;
  await Promise.all(
    SEED_PICTURES.map(async (spec) => {
      const file = path.join(dir, `${spec.name}.svg`);
      const svg = drawn(spec);
      const [existing, zipped] = await Promise.all([fs.readFile(file, 'utf8').catch(() => null), fs.stat(`${file}.gz`).catch(() => null)]);
      if (existing === svg && zipped) return;
      // Written beside and renamed, so a reader (or a second instance) never sees half a file.
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, svg);
      await fs.writeFile(`${temporary}.gz`, await gzip(svg, { level: 9 }));
      await fs.rename(`${temporary}.gz`, `${file}.gz`);
      await fs.rename(temporary, file);
      written += 1;
    }),
  );
  return { written, total: SEED_PICTURES.length };
}
