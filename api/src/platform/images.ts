// Uploaded images (docs/decisions/011-image-uploads.md): the format is read from the bytes, never from the name or
// the declared type; every image is decoded and re-encoded, which drops EXIF (GPS position, camera serial) and
// anything hidden after the image data, turns it upright, and bounds its size.
import sharp, { type Metadata } from 'sharp';
import { MESSAGES } from '@yachts/contracts/rules';
import { HttpError } from '../lib/http-error';

export const UPLOAD_LIMITS = {
  /** What the browser is told (GET /api/v1/config/website), in docs/product.md §3 form: a comma list of extensions. */
  fileTypes: ['jpg', 'jpeg', 'png', 'webp'],
  maxFileBytes: 8 * 1024 * 1024,
  maxFiles: 5,
  /** All files of one request together: bounds the memory one upload can take. */
  maxRequestBytes: 20 * 1024 * 1024,
  /** Checked from the header before decoding: a 100-KB PNG can claim 100,000 x 100,000 pixels. */
  maxPixels: 50_000_000,
  /** Longest side after re-encoding. */
  maxEdge: 2560,
  quality: 82,
} as const;

/** The decoder format (sharp's name) of each allowed extension. */
const FORMAT_OF_EXTENSION: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };
const ALLOWED_FORMATS = new Set(UPLOAD_LIMITS.fileTypes.map((extension) => FORMAT_OF_EXTENSION[extension]));

export const PHOTO_FORMAT_MESSAGE = MESSAGES.photoFormat(UPLOAD_LIMITS.fileTypes.join(','));

export interface ProcessedImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new HttpError(400, 'The photo is empty (0 bytes). Please choose another.');

  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so no pixel limit here: the check below names the problem instead.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, PHOTO_FORMAT_MESSAGE); // not an image at all
  }
  if (!metadata.format || !ALLOWED_FORMATS.has(metadata.format)) throw new HttpError(415, PHOTO_FORMAT_MESSAGE);
  const { width, height } = metadata;
  if (!width || !height) throw new HttpError(415, PHOTO_FORMAT_MESSAGE);
  if (width * height > UPLOAD_LIMITS.maxPixels) {
    throw new HttpError(413, `The photo is too large: at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels.`);
  }

  // WebP keeps transparency and is smaller; everything else becomes a JPEG, which every browser shows.
  const asWebp = metadata.format === 'webp' || metadata.hasAlpha === true;
  try {
    const pipeline = sharp(input, { failOn: 'truncated', limitInputPixels: UPLOAD_LIMITS.maxPixels, sequentialRead: true })
      .autoOrient()
      .resize({ width: UPLOAD_LIMITS.maxEdge, height: UPLOAD_LIMITS.maxEdge, fit: 'inside', withoutEnlargement: true });
    const encoded = asWebp
      ? pipeline.webp({ quality: UPLOAD_LIMITS.quality })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: UPLOAD_LIMITS.quality, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: asWebp ? 'image/webp' : 'image/jpeg',
      extension: asWebp ? 'webp' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new HttpError(422, 'The photo could not be read: the file is damaged or incomplete. Please choose another.');
  }
}
