// Feedback photos (docs/product.md §4, §5, §9): at most 5, in the formats the config allows, re-encoded as JPEG at 0.5.
// The format rule (the config's pic_upload_file_type and its message) is the site's: the profile photo uses it too.
import { MESSAGES } from '@yachts/contracts/rules';

export const MAX_FEEDBACK_PHOTOS = 5;
export const FEEDBACK_JPEG_QUALITY = 0.5;
/** Longest side after recompression: plenty for a screenshot or a photo of a problem, small to upload. */
export const FEEDBACK_MAX_SIDE_PX = 2048;

/** "jpg, JPEG,png" -> ['jpg', 'jpeg', 'png'] */
export function allowedFormats(pic_upload_file_type: string): string[] {
  return pic_upload_file_type
    .split(',')
    .map((format) => format.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
}

const MIME_EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/** A file passes when its name's extension is allowed and its declared type (if any) agrees. */
export function isAllowedPhoto(file: Pick<File, 'name' | 'type'>, formats: readonly string[]): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!formats.includes(extension)) return false;
  if (!file.type) return true;
  const forType = MIME_EXTENSIONS[file.type.toLowerCase()];
  return Boolean(forType && forType.some((ext) => formats.includes(ext)));
}

/** What a file chooser offers: the allowed extensions (".jpg,.png"), or any image while the formats are not known yet. */
export function photoAccept(formats: readonly string[] | null): string {
  return formats && formats.length > 0 ? formats.map((format) => `.${format}`).join(',') : 'image/*';
}

/** Product rules §5: 'Please upload photos in {formats} formats', the formats as the config lists them. */
export function photoFormatMessage(formats: readonly string[]): string {
  return MESSAGES.photoFormat(formats.join(','));
}
