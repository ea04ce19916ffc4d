// Photo uploads: POST /index/ajax/pic and GET /uploads/… (product rules §4, §7C; docs/decisions/011-image-uploads.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { TOKEN_HEADER } from '@yachts/contracts/envelope';
import type { UploadedPicture } from '@yachts/contracts/wire/platform';
import { uploads } from '../db/schema';
import { hashSid } from './visitor-sid';
import { contentSecurityPolicy } from './gateway-routes';
import { dialectUnderTest, multipartBody, startVisitor, type FilePart, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { postPictures, type PictureOptions } from '../testing/uploads';
import { answerOf, bodyOf, dataOf, firstOf, like, rateLimitedForm } from '../testing/answers';
import { rowCount } from '../testing/rows';

const FORMAT_MESSAGE = 'Please upload photos in jpg,jpeg,png,webp formats';
const MB = 1024 * 1024;

const t = fileApp();

const upload = (visitor: Visitor, files: FilePart[], options: PictureOptions = {}) => postPictures(t.app, visitor, files, options);

async function uploadsOf(visitor: Visitor) {
  return t.app.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.sidHash, hashSid(visitor.sid)));
}

function storedFiles(): string[] {
  const dir = t.config.uploadsDir;
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(jpg|webp)$/.test(f)) : [];
}

/** A 300 x 200 photo as a phone makes it: EXIF says "rotate 90°", and it carries the owner's details. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Copyright: 'Ada Lovelace', Make: 'PhoneCo', ImageDescription: 'home port berth 12' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: alpha ? 0.5 : 1 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims 100,000 x 100,000 pixels: a few dozen bytes that would decode to 40 GB. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`POST /index/ajax/pic (${dialectUnderTest})`, () => {
  it('re-encodes a phone JPEG (upright, EXIF gone), stores it under UPLOADS_DIR, records it and answers its URL', async () => {
    const visitor = await startVisitor(t.app);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(visitor, [{ data: original, filename: 'IMG_0001.JPG', type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      code: 1,
      msg: '',
      data: [{ url: like.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[\w-]{22}\.jpg$/) }],
      token: like.any(String),
    });
    const { url } = firstOf(dataOf<UploadedPicture[]>(response));

    const onDisk = fs.readFileSync(path.join(t.config.uploadsDir, url.slice('/uploads/'.length)));
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    expect(onDisk.includes(Buffer.from('Ada Lovelace'))).toBe(false);

    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 }); // turned upright
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    const rows = await uploadsOf(visitor);
    expect(rows).toEqual([
      like.objectContaining({ path: url.slice('/uploads/'.length), mime: 'image/jpeg', bytes: onDisk.length, width: 200, height: 300 }),
    ]);
  });

  it('takes up to five photos in one call, in order, with __token__ anywhere in the form; shrinks big ones to 2560 px', async () => {
    const visitor = await startVisitor(t.app);
    const files: FilePart[] = [
      { data: await png(3000, 1000), filename: 'wide.png', type: 'image/png' },
      { data: await png(40, 30, true), filename: 'logo.png', type: 'image/png' },
      {
        data: await sharp(await png(50, 50))
          .webp()
          .toBuffer(),
        filename: 'a.webp',
        type: 'image/webp',
      },
      { data: await phoneJpeg(), filename: 'b.jpeg', type: 'image/jpeg' },
      { data: await phoneJpeg(), filename: 'c.jpg', type: 'application/octet-stream' }, // the declared type does not matter
    ];
    const response = await upload(visitor, files, { tokenFirst: true });
    expect(response.statusCode).toBe(200);
    const urls = dataOf<UploadedPicture[]>(response).map((item) => item.url);
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(5);
    expect(urls.map((u) => path.extname(u))).toEqual(['.jpg', '.webp', '.webp', '.jpg', '.jpg']); // transparency kept as WebP

    const wide = await sharp((await t.app.inject({ url: urls[0] })).rawPayload).metadata();
    expect([wide.width, wide.height]).toEqual([2560, 853]);
    const logo = await t.app.inject({ url: urls[1] });
    expect(logo.headers['content-type']).toBe('image/webp');
    expect((await sharp(logo.rawPayload).metadata()).hasAlpha).toBe(true);
    expect((await uploadsOf(visitor)).map((row) => `/uploads/${row.path}`).sort()).toEqual([...urls].sort());
  });

  describe('refuses, storing nothing', () => {
    const cases: [string, () => Promise<FilePart[]>, number, string | RegExp][] = [
      [
        'a text file renamed .jpg',
        () => Promise.resolve([{ data: Buffer.from('hello, this is not a photo'), filename: 'x.jpg', type: 'image/jpeg' }]),
        415,
        FORMAT_MESSAGE,
      ],
      [
        'an SVG (it can carry script)',
        () =>
          Promise.resolve([
            {
              data: Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
              ),
              filename: 'x.png',
              type: 'image/png',
            },
          ]),
        415,
        FORMAT_MESSAGE,
      ],
      [
        'a GIF (not in the list)',
        async () => [
          {
            data: await sharp(await png(10, 10))
              .gif()
              .toBuffer(),
            filename: 'x.gif',
            type: 'image/gif',
          },
        ],
        415,
        FORMAT_MESSAGE,
      ],
      [
        'a TIFF named .jpg',
        async () => [
          {
            data: await sharp(await png(10, 10))
              .tiff()
              .toBuffer(),
            filename: 'x.jpg',
            type: 'image/jpeg',
          },
        ],
        415,
        FORMAT_MESSAGE,
      ],
      [
        'an empty file',
        () => Promise.resolve([{ data: Buffer.alloc(0), filename: 'x.jpg', type: 'image/jpeg' }]),
        400,
        'The photo is empty (0 bytes). Please choose another.',
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await sharp(await png(400, 400))
            .jpeg()
            .toBuffer();
          return [{ data: whole.subarray(0, Math.floor(whole.length / 2)), filename: 'x.jpg', type: 'image/jpeg' }];
        },
        422,
        'The photo could not be read: the file is damaged or incomplete. Please choose another.',
      ],
      [
        'a decompression bomb',
        () => Promise.resolve([{ data: pngBomb(), filename: 'x.png', type: 'image/png' }]),
        413,
        'The photo is too large: at most 50 megapixels.',
      ],
      [
        'a file over 8 MB',
        () => Promise.resolve([{ data: Buffer.alloc(8 * MB + 1, 1), filename: 'x.jpg', type: 'image/jpeg' }]),
        413,
        'Each photo can be at most 8 MB.',
      ],
      [
        'six photos',
        () => Promise.resolve(Array.from({ length: 6 }, () => ({ data: Buffer.alloc(10, 1), filename: 'x.jpg', type: 'image/jpeg' }))),
        413,
        'Please upload at most 5 photos at a time.',
      ],
      [
        'three photos of 7 MB (20 MB in all at most)',
        () => Promise.resolve(Array.from({ length: 3 }, () => ({ data: Buffer.alloc(7 * MB, 1), filename: 'x.jpg', type: 'image/jpeg' }))),
        413,
        'The photos of one upload can be at most 20 MB together.',
      ],
      [
        'a good photo with a bad one',
        async () => [
          { data: await phoneJpeg(), filename: 'good.jpg', type: 'image/jpeg' },
          { data: Buffer.from('not an image'), filename: 'bad.jpg', type: 'image/jpeg' },
        ],
        415,
        FORMAT_MESSAGE,
      ],
      ['no photo', () => Promise.resolve([]), 400, 'Please choose a photo to upload.'],
      [
        'a photo in a part not named "file"',
        async () => [{ name: 'photo', data: await phoneJpeg(), filename: 'x.jpg', type: 'image/jpeg' }],
        400,
        'Please send each photo in a part named "file".',
      ],
    ];

    it.each(cases)('%s', async (_name, makeFiles, status, msg) => {
      const visitor = await startVisitor(t.app);
      const before = storedFiles().length;
      const response = await upload(visitor, await makeFiles());
      expect(response.statusCode).toBe(status);
      expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
      expect(await uploadsOf(visitor)).toEqual([]);
      expect(storedFiles().length).toBe(before);
    });
  });

  it('refuses an upload without a token before looking at the photos', async () => {
    const visitor = await startVisitor(t.app);
    const response = await upload(visitor, [{ data: await phoneJpeg(), filename: 'x.jpg', type: 'image/jpeg' }], { token: null });
    expect(response.statusCode).toBe(403);
    expect(await uploadsOf(visitor)).toEqual([]);
  });

  describe('refuses before reading the body (issue 30: 20 MB were read before the checks)', () => {
    /**
     * A 20 MB multipart upload whose bytes are handed over only as the server reads them: `read()` says how many
     * it took. The checks run before the parser asks for any, so a refused upload leaves it at 0 (a stream may
     * buffer a chunk ahead, so the assertion allows one).
     */
    function countedUpload(boundary: string) {
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const chunks = (20 * MB) / chunk.length;
      let sent = 0;
      let taken = 0;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const body = new Readable({
        read() {
          if (sent === 0) this.push(head);
          if (sent === chunks) {
            this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
            this.push(null);
            return;
          }
          sent += 1;
          taken += chunk.length;
          this.push(chunk);
        },
      });
      return { body, read: () => taken, chunkBytes: chunk.length };
    }

    async function post(headers: Record<string, string>, remoteAddress: string) {
      const counted = countedUpload('probe');
      const response = await t.app.inject({
        method: 'POST',
        url: '/index/ajax/pic',
        remoteAddress,
        headers: { 'content-type': 'multipart/form-data; boundary=probe', ...headers },
        payload: counted.body,
      });
      return { response, read: counted.read(), chunkBytes: counted.chunkBytes };
    }

    it('without a session, without a token, with a forged one or one of another session: 403, body unread', async () => {
      const visitor = await startVisitor(t.app);
      const other = await startVisitor(t.app);
      const cases: Array<[string, Record<string, string>]> = [
        ['no session', { [TOKEN_HEADER]: visitor.token }],
        ['no token', { cookie: visitor.cookie }],
        ['forged token', { cookie: visitor.cookie, [TOKEN_HEADER]: 'forged' }],
        ["another session's token", { cookie: visitor.cookie, [TOKEN_HEADER]: other.token }],
      ];
      for (const [label, headers] of cases) {
        const { response, read, chunkBytes } = await post(headers, visitor.remoteAddress);
        expect([label, response.statusCode, response.json()]).toEqual([
          label,
          403,
          {
            code: 0,
            msg: 'Your session has expired. Please refresh the page and try again.',
            data: null,
            ...(headers.cookie ? { token: like.any(String) } : {}),
          },
        ]);
        expect([label, read <= chunkBytes]).toEqual([label, true]);
        expect(response.headers.connection).toBe('close');
      }
      expect(await uploadsOf(visitor)).toEqual([]);
    });

    it('past the rate limit: 429, body unread; a valid upload before it is read in full', async () => {
      const visitor = await startVisitor(t.app);
      const headers = { cookie: visitor.cookie, [TOKEN_HEADER]: visitor.token };
      // Read in full (the parser refuses a file past 8 MB only after reading that far), and counted.
      const first = await post(headers, visitor.remoteAddress);
      expect(first.response.statusCode).toBe(413);
      expect(first.read).toBeGreaterThan(8 * MB);
      for (let i = 1; i < 30; i += 1) expect((await upload(visitor, [])).statusCode).toBe(400);
      const limited = await post(headers, visitor.remoteAddress);
      expect(limited.response.statusCode).toBe(429);
      expect(bodyOf(limited.response)).toMatchObject({ code: 0, data: null });
      expect(limited.read).toBeLessThanOrEqual(limited.chunkBytes);
    });
  });

  it('answers 415 to a JSON body', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postAs(
      t.app,
      visitor,
      '/index/ajax/pic',
      { __token__: visitor.token, file: 'aGVsbG8=' },
      { [TOKEN_HEADER]: visitor.token },
    );
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: 'Please send the photos as multipart/form-data, each in a part named "file".' });
  });

  it('answers 400, not 500, to a malformed multipart body', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postAs(
      t.app,
      visitor,
      '/index/ajax/pic',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\nhalf a file with no closing boundary',
      { [TOKEN_HEADER]: visitor.token, 'content-type': 'multipart/form-data; boundary=abc' },
    );
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(0);
  });

  it('limits a visitor to 30 uploads in 10 minutes: 429 in the form envelope; forged posts do not count', async () => {
    const visitor = await startVisitor(t.app);
    const notAnImage = [{ data: Buffer.from('plain text, not a picture'), filename: 'note.jpg', type: 'image/jpeg' }];
    for (let i = 0; i < 5; i += 1) expect((await upload(visitor, notAnImage, { token: 'forged' })).statusCode).toBe(403);
    for (let i = 0; i < 30; i += 1) expect((await upload(visitor, notAnImage)).statusCode).toBe(415);
    const limited = await upload(visitor, notAnImage);
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited)).toEqual(rateLimitedForm());
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('has its own multipart parser: other form-style routes answer 415 to multipart', async () => {
    const visitor = await startVisitor(t.app);
    const { payload, contentType } = await multipartBody([], visitor.token);
    const response = await postAs(t.app, visitor, '/side/message', payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: 'Unsupported content type: send the fields as JSON (application/json).' });
  });
});

describe('GET /uploads/…', () => {
  it('answers 404 in the envelope for a missing file, even to a browser (never the page shell)', async () => {
    const response = await t.app.inject({ url: '/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.jpg', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(answerOf(response).code).toBe(400404);
  });

  it('serves only the names the upload route writes', async () => {
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'notes.html'), '<script>alert(1)</script>');
    expect((await t.app.inject({ url: '/uploads/notes.html' })).statusCode).toBe(404);
  });

  it('is allowed by the Content-Security-Policy of the pages (images from the same origin)', () => {
    expect(contentSecurityPolicy([])).toContain(`img-src 'self'`);
  });
});

test('uploads are counted per visitor (sid hash), never by the cookie value', async () => {
  const visitor = await startVisitor(t.app);
  await upload(visitor, [{ data: await phoneJpeg(), filename: 'x.jpg', type: 'image/jpeg' }]);
  const byHash = await rowCount(t.app, uploads, eq(uploads.sidHash, hashSid(visitor.sid)));
  const byValue = await rowCount(t.app, uploads, eq(uploads.sidHash, visitor.sid));
  expect([byHash, byValue]).toEqual([1, 0]);
});
