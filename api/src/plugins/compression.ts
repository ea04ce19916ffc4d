// Answers made per request (server-rendered pages, api JSON) are compressed for clients that accept it: a rendered
// list is about 84 KB of HTML, 12 KB with brotli, which a phone on a slow connection feels. Brotli at a low quality
// costs about as much CPU as gzip for a better ratio; the published builds keep their own pre-compressed files
// (@fastify/static serves those, and an answer that already has a Content-Encoding is left alone).
//
// The same JSON answer is asked for again and again (a catalogue list from the answer cache, the filter panel, the
// header's suggestions): compressing it anew each time was most of what such a request cost (a cached list: about
// 750 requests a second on two cores, 2,270 without compression). So JSON answers are compressed once per content:
// the bytes are looked up by a SHA-256 of the answer's text, in a small least-recently-used map, and only a new text
// is compressed. Keyed by content alone, an entry can serve nobody anything but the bytes they were about to get.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: the headers would cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Distinct compressed answers kept (a few KB each), and the largest answer kept (larger ones are compressed as before). */
export const COMPRESSED_ANSWERS = { entries: 1000, maxBytes: 256 * 1024 } as const;

type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli when accepted, else gzip, else none (an explicit q=0 refuses one). */
export function chosenEncoding(header: string | string[] | undefined): Encoding | null {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepted = new Set<string>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A least-recently-used map of compressed answers by the digest of their text and the encoding. */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly limit: number = COMPRESSED_ANSWERS.entries) {}

  get size(): number {
    return this.entries.size;
  }

  bytesOf(text: string, encoding: Encoding): Buffer {
    const key = `${encoding}:${crypto.createHash('sha256').update(text).digest('base64')}`;
    const known = this.entries.get(key);
    if (known) {
      // Most recent last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(text, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length },
          })
        : zlib.gzipSync(text, { level: GZIP_LEVEL });
    this.entries.set(key, bytes);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return bytes;
  }
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

export default fp(
  async (app) => {
    const answers = new CompressedAnswers();
    // Before @fastify/compress's own hook (hooks run in the order they are added): an answer given its
    // Content-Encoding here is left alone there.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD_BYTES || payload.length > COMPRESSED_ANSWERS.maxBytes)
        return payload;
      if (request.method !== 'GET' || reply.getHeader('content-encoding') !== undefined || !isJson(reply)) return payload;
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const bytes = answers.bytesOf(payload, encoding);
      reply.header('content-encoding', encoding);
      const vary = reply.getHeader('vary');
      if (typeof vary !== 'string' || vary === '') reply.header('vary', 'accept-encoding');
      else if (!/accept-encoding/i.test(vary)) reply.header('vary', `${vary}, accept-encoding`);
      reply.removeHeader('content-length');
      return bytes;
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
  },
  { name: 'compression' },
);
