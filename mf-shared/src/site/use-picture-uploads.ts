// Pictures a form attaches (a sell application's photos, a topic's images): chosen files are checked (product rules §5:
// the formats the config call allows, the site's one rule in ./feedback/photo-rules; the api's size limit), previewed
// at once from the local file, uploaded one by one in the order chosen through the platform's image upload with their
// progress, and kept in order (the first is the cover or thumbnail). A file the upload refuses (not a picture the api
// can decode, too large) stays in the list with its reason until it is removed, so the form says in place what went
// wrong; it is not uploaded and not counted. The form reads `pictures` to validate and send the uploaded URLs, and
// `accept` / `formatsText` for its file chooser and hint.
import { useEffect, useRef, useState } from 'react';
import { CallError } from '../api/call-error';
import { isSilentCancel } from '../api/call-cancelled';
import { uploadPicture } from './api/upload-picture';
import { isAllowedPhoto, photoAccept, photoFormatMessage } from './feedback/photo-rules';
import { loadSiteFormats, useSiteFormats } from './site-formats';

export interface AttachedPicture {
  /** Stable across moves, for React and for focus. */
  key: string;
  /** The chosen file's name ('' for a picture saved earlier): the best alt text a form has. */
  fileName: string;
  /** The uploaded address (/uploads/…); null while it uploads. */
  url: string | null;
  /** What the tile shows: the local file while (and after) it uploads, or the saved picture. */
  preview: string;
  /** 0-1 while uploading. */
  progress: number | null;
  /** Why the upload refused the file, shown on its tile until it is removed; null for a picture taken or uploading. */
  refused: string | null;
}

/** The api's limit per uploaded file. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MESSAGES = {
  size: 'Please choose pictures smaller than 8 MB.',
  uploading: 'Please wait until every picture has uploaded.',
  /** A file the upload could not read as a picture (HTTP 415: the api decodes the bytes, whatever the name says). */
  notAPicture: 'Not a picture we can use: JPEG, PNG or WebP',
  /** Sending is held while refused files are still listed: the visitor decides what becomes of them. */
  refused: 'Please remove the pictures marked as not uploaded.',
  /** The config call failed, so no format can be checked: nothing is taken (as the profile photo does). */
  formatsUnchecked: 'We couldn’t check the pictures’ format just now. Please try again.',
} as const;

export interface AddResult {
  added: number;
  /**
   * Why the whole selection was refused (a format the config does not allow, a file too large, the formats could not
   * be read), or null. docs/product.md §5: the form shows it as a toast; nothing of the selection is kept.
   */
  refused: string | null;
  /** The form's `tooMany` when some files were left out for want of room (what fits is taken), or null. */
  leftOut: string | null;
}

export interface PictureUploadsOptions {
  /** Pictures saved earlier (editing), as URLs. */
  initial?: readonly string[];
  max: number;
  /** Said when a selection has more files than there is room for. */
  tooMany: string;
  /** Called whenever the list changes (the form clears the field's message). */
  onChanged: () => void;
}

/** What a refused tile says: a file that is not a picture in the site's words, else the api's own (the size limit). */
function refusalReason(error: unknown): string {
  if (error instanceof CallError && error.status === 415) return PICTURE_MESSAGES.notAPicture;
  return error instanceof Error ? error.message : String(error);
}

/** Pictures that are, or will be, part of what the form sends: all but the refused ones. */
export const usablePictures = (pictures: readonly AttachedPicture[]) => pictures.filter((picture) => picture.refused === null);

let nextKey = 1;
const newKey = () => `picture-${nextKey++}`;

/** The list with the picture `key` swapped with its neighbour before (-1) or after (1) it, if it has one. */
function moved(current: AttachedPicture[], key: string, by: -1 | 1): AttachedPicture[] {
  const from = current.findIndex((picture) => picture.key === key);
  const to = from + by;
  if (from === -1 || to < 0 || to >= current.length) return current;
  const next = [...current];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Whether the form is still there, and the local previews, given back to the browser when it goes. */
function usePreviews() {
  const mounted = useRef(true);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    mounted.current = true;
    const held = previews.current;
    return () => {
      mounted.current = false;
      held.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);
  return { mounted, previews };
}

export function usePictureUploads({ initial = [], max, tooMany, onChanged }: PictureUploadsOptions) {
  const [pictures, setPictures] = useState<AttachedPicture[]>(() =>
    initial.map((url) => ({ key: newKey(), fileName: '', url, preview: url, progress: null, refused: null })),
  );
  // The list as last changed: add() may run after waiting for the config, and must count what is there by then.
  const latest = useRef(pictures);
  const [formats, setFormats] = useSiteFormats();
  const { mounted, previews } = usePreviews();
  const queue = useRef<Promise<void>>(Promise.resolve());

  const change = (next: (current: AttachedPicture[]) => AttachedPicture[]) => {
    latest.current = next(latest.current);
    setPictures(latest.current);
  };

  const update = (key: string, patch: Partial<AttachedPicture> | null) =>
    change((current) =>
      patch === null
        ? current.filter((picture) => picture.key !== key)
        : current.map((picture) => (picture.key === key ? { ...picture, ...patch } : picture)),
    );

  const upload = async (picture: AttachedPicture, file: File) => {
    try {
      const uploaded = await uploadPicture(
        file,
        file.name,
        (fraction) => mounted.current && update(picture.key, { progress: Math.min(0.95, fraction) }),
      );
      if (mounted.current) update(picture.key, { url: uploaded.url, progress: null });
    } catch (error) {
      if (!mounted.current) return;
      // Without cookie consent the upload never left (product rules §4: silently); the banner is back to ask for it.
      if (isSilentCancel(error)) update(picture.key, null);
      else update(picture.key, { progress: null, refused: refusalReason(error) });
    }
  };

  /**
   * Adds what fits and starts uploading it; says how many were taken and why any were not. Settles at once when the
   * formats are known, after the config call when they are not yet.
   */
  const add = async (files: File[]): Promise<AddResult> => {
    const refuse = (refused: string | null): AddResult => ({ added: 0, refused, leftOut: null });
    let allowed = formats;
    if (!allowed) {
      try {
        allowed = await loadSiteFormats();
      } catch {
        return refuse(PICTURE_MESSAGES.formatsUnchecked);
      }
      if (!mounted.current) return refuse(null);
      setFormats(allowed);
    }
    // Product rules §5: a file of a format the config leaves out refuses the whole selection (a toast; the selection
    // cleared).
    const permitted = allowed;
    if (files.some((file) => !isAllowedPhoto(file, permitted))) return refuse(photoFormatMessage(permitted));
    if (files.some((file) => file.size > PICTURE_MAX_BYTES)) return refuse(PICTURE_MESSAGES.size);
    // A refused tile takes no room: it is on its way out.
    const taken = files.slice(0, Math.max(0, max - usablePictures(latest.current).length));
    const added = taken.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { picture: { key: newKey(), fileName: file.name, url: null, preview, progress: 0, refused: null }, file };
    });
    change((list) => [...list, ...added.map((item) => item.picture)]);
    onChanged();
    // One at a time, in the order chosen.
    for (const item of added) queue.current = queue.current.then(() => upload(item.picture, item.file));
    return { added: taken.length, refused: null, leftOut: files.length > taken.length ? tooMany : null };
  };

  const move = (key: string, by: -1 | 1) => change((current) => moved(current, key, by));

  const remove = (key: string) => {
    update(key, null);
    onChanged();
  };

  return {
    pictures,
    add,
    move,
    remove,
    uploading: pictures.some((picture) => picture.url === null && picture.refused === null),
    /** Some files were refused and are still listed (the form holds sending until they are removed). */
    hasRefused: pictures.some((picture) => picture.refused !== null),
    /** How many count: uploaded or uploading. */
    usableCount: usablePictures(pictures).length,
    /** The allowed formats once the config is read, else null. */
    formats,
    /** For the file input: the allowed extensions, any image until they are known (the check on choosing still holds). */
    accept: photoAccept(formats),
    /** For the hint: "jpg, jpeg, png", or null until the config is read. */
    formatsText: formats && formats.length > 0 ? formats.join(', ') : null,
  };
}
