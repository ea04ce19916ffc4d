// Answers made per request (server-rendered pages, api JSON) are compressed for clients that accept it: a rendered
// list is about 84 KB of HTML, 12 KB with brotli, which a phone on a slow connection feels. Brotli at a low quality
// costs about as much CPU as gzip for a better ratio; the published builds keep their own pre-compressed files
// (@fastify/static serves those, and an answer that already has a Content-Encoding is left alone).
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: the headers would cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
