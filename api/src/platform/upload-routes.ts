// Photo uploads (product rules §4 feedback photos, §7C; docs/decisions/011-image-uploads.md): POST /index/ajax/pic
// takes up to five photos, re-encodes them and answers their URLs; GET /uploads/… serves them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { HttpError } from '../lib/http-error';
import { UPLOAD_LIMITS, processImage, type ProcessedImage } from './images';
import { hashSid } from './visitor-sid';
import { requireVisitorSid } from './form-style';
import type { NewUpload } from './uploads-repository';
import type { UploadStorage } from './upload-storage';
import { SEED_PICTURE_DIR, UPLOADS_PREFIX } from '../lib/upload-paths';
import { FormEnvelope, FormFailureSchema, TokenFieldSchema } from '@yachts/contracts/wire/common';
import { UploadedPictureSchema } from '@yachts/contracts/wire/platform';
import { Type } from 'typebox';
import { TOKEN_HEADER } from '@yachts/contracts/envelope';

/**
 * Counted when the request arrives (onRequest), after the header token's check and before the body is read: a
 * visitor past the limit is refused without sending megabytes that would be thrown away (decision 035).
 */
export const UPLOAD_LIMIT = { max: 30, timeWindow: '10 minutes', hook: 'onRequest' } as const;
/** yyyy/mm/<22 random base64url characters>.<jpg|webp>: the only names the upload route writes. */
const STORED_NAME = /^\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.(jpg|webp)$/;
/** The seed's drawn yacht pictures (catalogue/seed/yacht-pictures.ts): <set>-<scene>-<time>.svg, nothing else. */
const SEED_PICTURE = /^\/[a-z0-9]+(-[a-z0-9]+)+\.svg$/;
/**
 * An SVG is a document that could carry script: served as an image that can load nothing and run nothing, even
 * when opened on its own (inline styles only, which the drawings do not need either).
 */
export const SEED_PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const MB = 1024 * 1024;

interface UploadForm {
  __token__?: string;
  files: Buffer[];
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, `Each photo can be at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB.`);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `Please upload at most ${UPLOAD_LIMITS.maxFiles} photos at a time.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The upload has too many parts.');
    default:
      return new HttpError(400, 'The upload could not be read: it was incomplete or malformed. Please try again.');
  }
}

/**
 * Reads the multipart body into { __token__, files }, once the visitor session, the anti-forgery token (in the
 * TOKEN_HEADER header, platform/form-style.ts) and the rate limit have let the request through: nothing is read for
 * a request they refuse. Each file is held in memory, as sharp needs it whole; the limits bound that memory: 8 MB a
 * file, 5 files, 20 MB in all.
 */
async function readUploadForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send the photos as multipart/form-data, each in a part named "file".');
  }
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new HttpError(400, 'Please send each photo in a part named "file".');
      }
      const data = await part.toBuffer();
      total += data.length;
      if (total > UPLOAD_LIMITS.maxRequestBytes) {
        throw new HttpError(413, `The photos of one upload can be at most ${UPLOAD_LIMITS.maxRequestBytes / MB} MB together.`);
      }
      files.push(data);
    }
  } catch (error) {
    const refused = uploadError(error);
    if (!(error instanceof HttpError)) request.log.info({ err: error }, 'multipart body refused');
    throw refused;
  }
  request.body = { ...fields, files } satisfies UploadForm;
}

export interface UploadRoutesOptions {
  uploadsDir: string;
  /** Where user uploads go (decision 031); the seed's pictures stay in uploadsDir, drawn alike by every instance. */
  storage: UploadStorage;
}

/** The seed's pictures, and the members' uploads from the directory or from the object storage. */
async function servePictures(app: FastifyInstance, { uploadsDir, storage }: UploadRoutesOptions): Promise<void> {
  // The seed pictures: written by the seed (not by users), gzipped beside each file (a drawing is ~45 KB, ~8 KB
  // gzipped). Names are stable, but a new version of the drawings may change a file: cached for a week, not forever.
  await app.register(fastifyStatic, {
    root: path.join(uploadsDir, SEED_PICTURE_DIR),
    prefix: `${UPLOADS_PREFIX}${SEED_PICTURE_DIR}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => SEED_PICTURE.test(pathname),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=604800');
      reply.header('content-security-policy', SEED_PICTURE_CSP);
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  if (storage.kind === 'directory') {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Only names the route writes; a stray file in the directory is never served.
      allowedPath: (pathname) => STORED_NAME.test(pathname),
      setHeaders: (reply) => {
        // A stored name is never reused, so the file never changes.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  } else {
    // From the object storage every instance shares: a picture uploaded through one is there through all.
    app.get<{ Params: { year: string; month: string; file: string } }>(
      `${UPLOADS_PREFIX}:year/:month/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const name = `${request.params.year}/${request.params.month}/${request.params.file}`;
        if (!STORED_NAME.test(`/${name}`)) throw new HttpError(404, `Not found: GET ${UPLOADS_PREFIX}${name}`);
        const picture = await storage.get(name);
        if (!picture) throw new HttpError(404, `Not found: GET ${UPLOADS_PREFIX}${name}`);
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').type(picture.mime);
        if (picture.bytes !== null) reply.header('content-length', picture.bytes);
        return reply.send(picture.body);
      },
    );
  }
}

/** The upload call: photos checked, re-encoded, stored and recorded, all or none. */
async function uploadRoute(app: FastifyInstance, storage: UploadStorage): Promise<void> {
  // The multipart parser exists in this plugin only: other form-style routes answer 415 to multipart.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles,
      fields: 5,
      fieldSize: 1024,
      parts: UPLOAD_LIMITS.maxFiles + 5,
    },
  });

  app.post(
    '/index/ajax/pic',
    {
      config: { rateLimit: UPLOAD_LIMIT, antiForgery: 'header' },
      preValidation: readUploadForm,
      schema: {
        tags: ['uploads'],
        summary: 'Uploads photos (form-style, multipart): answers their URLs',
        description: `One to ${UPLOAD_LIMITS.maxFiles} parts named "file" (${UPLOAD_LIMITS.fileTypes.join(', ')}; at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB each, ${UPLOAD_LIMITS.maxRequestBytes / MB} MB together). The anti-forgery token comes in the ${TOKEN_HEADER} header, checked before the body is read (a __token__ field may come too; it is not read). The format is read from the bytes; each photo is re-encoded (upright, metadata removed, at most ${UPLOAD_LIMITS.maxEdge} px a side).`,
        consumes: ['multipart/form-data'],
        formBody: {
          type: 'object',
          required: ['file'],
          properties: {
            __token__: TokenFieldSchema,
            file: { type: 'array', maxItems: UPLOAD_LIMITS.maxFiles, items: { type: 'string', format: 'binary' } },
          },
        },
        response: {
          200: FormEnvelope(Type.Array(UploadedPictureSchema)),
          '4xx': FormFailureSchema,
        },
      },
    },
    async (request) => {
      const sidHash = hashSid(requireVisitorSid(request));
      const { files } = request.body as UploadForm;
      if (files.length === 0) throw new HttpError(400, 'Please choose a photo to upload.');

      // Every photo is checked and re-encoded before anything is written: one bad photo stores none.
      const images: ProcessedImage[] = [];
      for (const file of files) images.push(await processImage(file));

      const month = new Date().toISOString().slice(0, 7).replace('-', '/');
      const records: NewUpload[] = [];
      try {
        for (const image of images) {
          const relative = `${month}/${crypto.randomBytes(16).toString('base64url')}.${image.extension}`;
          await storage.put(relative, image.data, image.mime);
          records.push({ path: relative, mime: image.mime, bytes: image.data.length, width: image.width, height: image.height, sidHash });
        }
        await app.repositories.uploads.record(records);
      } catch (error) {
        await Promise.all(records.map((record) => storage.remove(record.path).catch(() => undefined)));
        throw error;
      }
      return { code: 1, msg: '', data: records.map((record) => ({ url: `${UPLOADS_PREFIX}${record.path}` })) };
    },
  );
}

export default async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  await fs.mkdir(path.join(options.uploadsDir, SEED_PICTURE_DIR), { recursive: true });
  await servePictures(app, options);
  await uploadRoute(app, options.storage);
}
