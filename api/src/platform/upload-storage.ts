// Where uploaded pictures are kept (decision 031): behind one interface, a local directory (the default: one
// instance, or several on a shared directory) or S3-compatible object storage (several instances on several
// machines: every instance writes to and reads from the same bucket). Names are random (128 bits) and never reused,
// so a stored picture never changes; the directory refuses a name that exists, and S3 is asked to (If-None-Match,
// which AWS S3 honours and some compatible servers ignore).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredPicture {
  body: Readable;
  mime: string;
  bytes: number | null;
}

export interface UploadStorage {
  kind: 'directory' | 's3';
  /** Keeps `data` under `name` (e.g. "2026/11/AbC….jpg"); refuses a name already taken. */
  put(name: string, data: Buffer, mime: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** The picture, or null when there is none by that name. */
  get(name: string): Promise<StoredPicture | null>;
}

export function directoryStorage(dir: string): UploadStorage {
  return {
    kind: 'directory',
    async put(name, data) {
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
    },
    async remove(name) {
      await fs.rm(path.join(dir, name), { force: true });
    },
    async get(name) {
      const { createReadStream } = await import('node:fs');
      try {
        const stat = await fs.stat(path.join(dir, name));
        return { body: createReadStream(path.join(dir, name)), mime: mimeOf(name), bytes: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export interface S3Settings {
  /** The server's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bucket in the path: what S3-compatible servers (MinIO, s3rver, Ceph) all accept.
    forcePathStyle: true,
  });
  const key = (name: string) => `uploads/${name}`;
  return {
    kind: 's3',
    async put(name, data, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: data,
          ContentType: mime,
          CacheControl: 'public, max-age=31536000, immutable',
          // Never overwrite: a conditional write where the server supports it (names are random anyway).
          IfNoneMatch: '*',
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, mime: answer.ContentType ?? mimeOf(name), bytes: answer.ContentLength ?? null };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

function mimeOf(name: string): string {
  return MIME_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
