// Compressed answers (plugins/compression.ts): the encoding a client asked for, and JSON answers compressed once per
// content and reused, byte for byte the same as the text they stand for; and the api's Server-Timing.
import zlib from 'node:zlib';
import { chosenEncoding, CompressedAnswers } from './compression';
import { fileApp } from '../testing/file-app';

describe('the encoding asked for', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
    expect(chosenEncoding(['deflate', 'BR'])).toBe('br');
  });
});

describe('compressed answers', () => {
  it('compress a text once and give the same bytes for it again, dropping the least recently used', () => {
    const answers = new CompressedAnswers(2);
    const a = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ i, name: `yacht ${i}` })) });
    const first = answers.bytesOf(a, 'br');
    expect(zlib.brotliDecompressSync(first).toString('utf8')).toBe(a);
    expect(answers.bytesOf(a, 'br')).toBe(first);
    expect(zlib.gunzipSync(answers.bytesOf(a, 'gzip')).toString('utf8')).toBe(a);
    expect(answers.size).toBe(2);
    answers.bytesOf(`${a} `, 'br');
    expect(answers.size).toBe(2);
    // The gzip of `a` was used last before the new one; the brotli of `a` was dropped and is made anew.
    expect(answers.bytesOf(a, 'br')).not.toBe(first);
  });
});

describe('on the wire', () => {
  const t = fileApp();

  it('a repeated list is answered with the same compressed bytes, which are the answer', async () => {
    const url = '/api/v1/yachts/idle?page=1&pageSize=20';
    const ask = () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const [first, second] = [await ask(), await ask()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.app.inject({ url });
    expect(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('every api answer says how long the api took (Server-Timing), pages do not', async () => {
    const answer = await t.app.inject({ url: '/api/v1/yachts/idle?page=1&pageSize=5' });
    expect(answer.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
    const page = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.headers['server-timing']).toBeUndefined();
  });
});
