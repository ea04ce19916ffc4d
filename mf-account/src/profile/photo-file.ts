// What the profile photo chooser checks before anything is sent, besides the site's format rule (product rules §5: the
// config's pic_upload_file_type, checked with shared/site's helper). The api reads the real format from the bytes and
// re-encodes it (docs/decisions/011); these checks only spare the user an upload that would be refused.

/** The api's limit per uploaded file. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const PHOTO_TOO_LARGE = 'Please choose a photo smaller than 8 MB.';

/** The message for a file too large to upload, or null when its size is fine. */
export function photoSizeProblem(file: Pick<File, 'size'>): string | null {
  return file.size > PHOTO_MAX_BYTES ? PHOTO_TOO_LARGE : null;
}

/** What the file chooser offers: the allowed extensions, or any image while the config is still on its way. */
export function acceptFor(formats: readonly string[] | null): string {
  return formats && formats.length > 0 ? formats.map((format) => `.${format}`).join(',') : 'image/*';
}

/** The formats as the hint under the chooser names them: "JPG, JPEG, PNG". */
export function formatsText(formats: readonly string[]): string {
  return formats.map((format) => format.toUpperCase()).join(', ');
}
