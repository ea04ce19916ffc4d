// Pictures a form attaches (a sell application's photos, a topic's images): chosen files are checked (SPEC §5 format
// list, the api's size limit), previewed at once from the local file, uploaded one by one in the order chosen through
// the platform's image upload with their progress, and kept in order (the first is the cover or thumbnail). The form
// reads `pictures` to validate and send the uploaded URLs.
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@yachts/contracts/validation';
import { isSilentCancel } from '../api/form-client';
import { showToast } from '../ui/toast-store';
import { uploadPicture } from './api/upload-picture';

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
}

/** What the api's upload takes (the platform's upload configuration). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_FORMATS_TEXT = 'jpg, jpeg, png, webp';
/** The api's limit per uploaded file. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MESSAGES = {
  format: MESSAGES.photoFormat(PICTURE_FORMATS_TEXT),
  size: 'Please choose pictures smaller than 8 MB.',
  uploading: 'Please wait until every picture has uploaded.',
} as const;

export interface AddResult {
  added: number;
  /** Why some or all were not taken (a toast for the form to show), or null. */
  problem: string | null;
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

let nextKey = 1;
const newKey = () => `picture-${nextKey++}`;

export function usePictureUploads({ initial = [], max, tooMany, onChanged }: PictureUploadsOptions) {
  const [pictures, setPictures] = useState<AttachedPicture[]>(() =>
    initial.map((url) => ({ key: newKey(), fileName: '', url, preview: url, progress: null })),
  );
  const mounted = useRef(true);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    mounted.current = true;
    const held = previews.current;
    return () => {
      mounted.current = false;
      held.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const update = (key: string, change: Partial<AttachedPicture> | null) =>
    setPictures((current) =>
      change === null
        ? current.filter((picture) => picture.key !== key)
        : current.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)),
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
      update(picture.key, null);
      // Without cookie consent the upload never left (SPEC §4: silently); the banner is back to ask for it.
      if (!isSilentCancel(error)) showToast(`${file.name}: ${error instanceof Error ? error.message : String(error)}`, { tone: 'error' });
    }
  };

  /** Adds what fits and starts uploading it; says how many were taken and why any were not. */
  const add = (files: File[], current: number): AddResult => {
    // SPEC §5: a file of another format is refused with a toast and the whole selection is cleared.
    if (files.some((file) => !(PICTURE_TYPES as readonly string[]).includes(file.type)))
      return { added: 0, problem: PICTURE_MESSAGES.format };
    if (files.some((file) => file.size > PICTURE_MAX_BYTES)) return { added: 0, problem: PICTURE_MESSAGES.size };
    const taken = files.slice(0, Math.max(0, max - current));
    const added = taken.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { picture: { key: newKey(), fileName: file.name, url: null, preview, progress: 0 }, file };
    });
    setPictures((list) => [...list, ...added.map((item) => item.picture)]);
    onChanged();
    // One at a time, in the order chosen.
    for (const item of added) queue.current = queue.current.then(() => upload(item.picture, item.file));
    return { added: taken.length, problem: files.length > taken.length ? tooMany : null };
  };

  const move = (key: string, by: -1 | 1) =>
    setPictures((current) => {
      const from = current.findIndex((picture) => picture.key === key);
      const to = from + by;
      if (from === -1 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });

  const remove = (key: string) => {
    update(key, null);
    onChanged();
  };

  return { pictures, add, move, remove, uploading: pictures.some((picture) => picture.url === null) };
}
