// @dialect: the first-start seed, as production runs it.
// The seed catalogue's pictures: drawn files of each yacht's type served safely from /uploads/seed/, gzipped when
// accepted, nothing else served from there, and SVG still refused from users.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { newYachts, usedYachts } from '../db/schema';
import { SEED_PICTURE_CSP } from '../platform/upload-routes';
import { NEW_MODELS } from './seed/catalogue-data';
import { SEED_USED_YACHT_COUNT } from './seed/catalogue-seed';
import { SEED_PICTURES } from './seed/yacht-pictures';
import { FIRST_START, dialectUnderTest, multipartBody, startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { bodyOf } from '../testing/answers';
import { seedHelpers } from './seed-catalogue-support';

// Started from an empty database, so that the app's start writes the seed as production's first start does.
const t = fileApp({ [FIRST_START]: 'true' });
const { db, seedSellerIds } = seedHelpers(t);

describe(`seed catalogue (${dialectUnderTest})`, () => {
  it('gives every yacht 4 or more pictures of its type, each file written and served as a safe SVG [both engines]', async () => {
    // Only the invented dealers' and private sellers' listings: other test files running at the same time on the
    // same PostgreSQL database approve sell applications (with their own photos) into the catalogue.
    const sellers = await seedSellerIds();
    const news = await db()
      .select({ type: newYachts.type, photos: newYachts.photos, imageUrl: newYachts.imageUrl })
      .from(newYachts)
      .where(inArray(newYachts.sellerId, sellers));
    const rows = [...news, ...(await db().select().from(usedYachts).where(inArray(usedYachts.sellerId, sellers)))];
    // A new yacht's list picture is its first photo.
    expect(news.length).toBeGreaterThan(0);
    for (const row of news) expect(row.imageUrl).toBe(row.photos[0]);
    expect(rows.length).toBeGreaterThanOrEqual(NEW_MODELS.length + SEED_USED_YACHT_COUNT - 10);
    const urls = new Set<string>();
    for (const row of rows) {
      expect(row.photos.length).toBeGreaterThanOrEqual(4);
      expect(new Set(row.photos).size).toBe(row.photos.length);
      for (const url of row.photos) {
        expect(url).toMatch(new RegExp(`^/uploads/seed/${row.type}-[a-z0-9-]+\\.svg$`));
        urls.add(url);
      }
    }
    expect(urls.size).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      expect(fs.existsSync(path.join(t.config.uploadsDir, url.slice('/uploads/'.length)))).toBe(true);
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['content-security-policy']).toBe(SEED_PICTURE_CSP);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).not.toMatch(/<script|on\w+=|href=|NaN/i);
    }
  });

  it('draws a pool of 40-60 distinct pictures, gzipped for browsers that accept it [both engines]', async () => {
    expect(SEED_PICTURES.length).toBeGreaterThanOrEqual(40);
    expect(SEED_PICTURES.length).toBeLessThanOrEqual(60);
    const dir = path.join(t.config.uploadsDir, 'seed');
    const bodies = SEED_PICTURES.map((p) => fs.readFileSync(path.join(dir, `${p.name}.svg`), 'utf8'));
    expect(new Set(bodies).size).toBe(SEED_PICTURES.length);
    const url = `/uploads/seed/${SEED_PICTURES[0]!.name}.svg`;
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString('utf8')).toBe(bodies[0]);
    expect(zipped.headers['content-security-policy']).toBe(SEED_PICTURE_CSP);
  });

  it('serves nothing else from the seed folder or as SVG from the user uploads', async () => {
    const dir = t.config.uploadsDir;
    fs.writeFileSync(path.join(dir, 'seed', 'notes.txt'), 'not a picture');
    fs.mkdirSync(path.join(dir, '2026', '11'), { recursive: true });
    const planted = 'abcdefghijklmnopqrstuv';
    fs.writeFileSync(
      path.join(dir, '2026', '11', `${planted}.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const url of [
      '/uploads/seed/notes.txt',
      '/uploads/seed/nothing-here.svg',
      `/uploads/seed/${SEED_PICTURES[0]!.name}.svg.gz`,
      `/uploads/2026/11/${planted}.svg`,
      '/uploads/seed/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('<script');
    }
  });

  it('still refuses an SVG uploaded by a user', async () => {
    const visitor = await startVisitor(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const { payload, headers } = await multipartBody([{ data: svg, filename: 'yacht.svg', type: 'image/svg+xml' }], visitor.token);
    const response = await postAs(t.app, visitor, '/index/ajax/pic', payload, headers);
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response)).toMatchObject({ msg: 'Please upload photos in jpg,jpeg,png,webp formats', data: null });
  });
});
