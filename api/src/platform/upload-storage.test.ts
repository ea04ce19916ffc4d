// Uploads in S3-compatible object storage (decision 031), for real: an S3 server of the npm registry (s3rver) on a
// loopback port, and two api instances on it. A picture uploaded through one is served by the other, byte for byte,
// with the stored name's caching; unknown and malformed names answer 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildTestApp, dialectUnderTest, type TestApp } from '../testing/helper';
import { newSeller, uploadPhoto } from '../selling/selling-support';
import { s3Storage } from './upload-storage';

let server: S3rver;
let endpoint: string;
let directory: string;
const BUCKET = 'yacht-uploads';

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const s3Env = () => ({
  SEED: 'false',
  UPLOADS_STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

describe(`uploads in S3-compatible storage (${dialectUnderTest})`, () => {
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    one = await buildTestApp(s3Env());
    other = await buildTestApp(s3Env());
  });
  afterAll(async () => {
    await Promise.all([one.close(), other.close()]);
  });

  it('serves a picture uploaded through one instance from the other, byte for byte', async () => {
    const seller = await newSeller(one.app);
    const url = await uploadPhoto(one.app, seller);
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.(jpg|webp)$/);
    // Nothing on either instance's disk: it is in the bucket.
    expect(fs.existsSync(path.join(one.config.uploadsDir, url.replace('/uploads/', '')))).toBe(false);

    const [first, second] = [await one.app.inject({ url }), await other.app.inject({ url })];
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toMatch(/^image\/(jpeg|webp)/);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.rawPayload.length).toBeGreaterThan(500);
  });

  it('answers 404 for a name it never stored and for one it would never write', async () => {
    for (const url of ['/uploads/2026/11/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/uploads/2026/11/..%2F..%2Fsecret.jpg', '/uploads/2026/11/x.svg']) {
      expect([url, (await other.app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });

  it('stores, reads back and removes a picture under its name, with its type', async () => {
    const storage = s3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const name = `2026/11/${'B'.repeat(22)}.webp`;
    await storage.put(name, Buffer.from('picture bytes'), 'image/webp');
    const picture = await storage.get(name);
    const chunks: Buffer[] = [];
    for await (const chunk of picture!.body) chunks.push(Buffer.from(chunk as Buffer));
    expect([Buffer.concat(chunks).toString(), picture!.mime, picture!.bytes]).toEqual(['picture bytes', 'image/webp', 13]);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
  });
});
