// Which files the profile photo chooser takes before anything is sent. The api reads the real format from the bytes
// and re-encodes it (docs/decisions/011); this only spares the user an upload that would be refused.
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The api's limit per uploaded file. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  format: 'Please upload photos in jpg, jpeg, png or webp formats.',
  size: 'Please choose a photo smaller than 8 MB.',
} as const;

/** The message for a file that cannot be a profile photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.format;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}
