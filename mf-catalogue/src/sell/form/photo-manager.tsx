// The sell form's photos: chosen files are uploaded one by one through the platform's image upload (the api checks
// the bytes and re-encodes them), previewed at once, and kept in gallery order — the first is the cover. Each photo
// can be moved left or right and removed; 1-12 in all (SELL_LIMITS, SELL_MESSAGES). The formats are the site's
// (product rules §5: the config call's list, read by the shared hook): the hint names them and the file chooser offers
// them. A file the upload refused stays as a tile with its reason and a Remove button, and is not counted.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { PICTURE_MESSAGES, RefusedPicture, usablePictures, usePictureUploads, type AddResult, type AttachedPicture } from 'shared/site';
import { FallbackImage, showToast } from 'shared/ui';

export type SellPhoto = AttachedPicture;
export { PICTURE_MESSAGES as PHOTO_MESSAGES };

/** The application's photos (1-12): the shared picture uploads with the sell form's limit and words. */
export function usePhotoUploads(saved: readonly string[], onChanged: () => void) {
  const { pictures, ...rest } = usePictureUploads({
    initial: saved,
    max: SELL_LIMITS.photosMax,
    tooMany: SELL_MESSAGES.photosMax,
    onChanged,
  });
  return { photos: pictures, ...rest };
}

interface PhotoManagerProps {
  photos: SellPhoto[];
  onAdd: (files: File[]) => Promise<AddResult>;
  /** The file chooser's accept, from the site's allowed formats. */
  accept: string;
  /** The allowed formats for the hint ("jpg, jpeg, png"), or null until the config is read. */
  formatsText: string | null;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
  error?: string;
  onErrorClear: () => void;
  onError: (message: string) => void;
  /** Id of the heading that names the group. */
  labelledBy: string;
}

export function PhotoManager({
  photos,
  onAdd,
  accept,
  formatsText,
  onMove,
  onRemove,
  error,
  onErrorClear,
  onError,
  labelledBy,
}: PhotoManagerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLLabelElement>(null);
  // Where the focus goes once the list has been drawn again: written by the moves, read after the next commit.
  const focusNext = useRef<{ key: string; control: 'left' | 'right' | 'remove' } | { key: null } | null>(null);
  const usable = usablePictures(photos).length;
  const full = usable >= SELL_LIMITS.photosMax;
  // The cover is the first photo that will be sent: a refused one before it is not.
  const coverIndex = photos.findIndex((photo) => photo.refused === null);

  // Focus follows the photo that moved (or the neighbour of one removed), so keyboard users keep their place.
  useEffect(() => {
    const focusAfter = focusNext.current;
    if (!focusAfter) return;
    focusNext.current = null;
    if (focusAfter.key === null) {
      const input = document.getElementById(inputId);
      (addRef.current && input && !full ? input : listRef.current)?.focus();
      return;
    }
    const tile = listRef.current?.querySelector<HTMLElement>(`[data-photo-key="${focusAfter.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-control="${focusAfter.control}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-control="${focusAfter.control === 'left' ? 'right' : 'left'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The selection is cleared whatever becomes of it: what is taken shows in the list, a refused one is gone
    // (docs/product.md §5).
    input.value = '';
    if (files.length === 0) return;
    onErrorClear();
    void onAdd(files).then(({ added, refused, leftOut }) => {
      // A refused selection is a toast (product rules §5); too many stays under the field, beside what was taken.
      if (refused) showToast(refused, { tone: 'error' });
      if (leftOut) onError(leftOut);
      if (added > 0) setAnnouncement(`${added === 1 ? 'One photo' : `${added} photos`} added, uploading.`);
    });
  };

  const moveBy = (photo: SellPhoto, index: number, by: -1 | 1) => {
    onMove(photo.key, by);
    setAnnouncement(`Photo ${index + 1} moved to position ${index + 1 + by}${index + by === 0 ? ', the cover' : ''}.`);
    focusNext.current = { key: photo.key, control: by === -1 ? 'left' : 'right' };
  };

  const removeAt = (photo: SellPhoto, index: number) => {
    const neighbour = photos[index + 1] ?? photos[index - 1];
    onRemove(photo.key);
    setAnnouncement(`Photo ${index + 1} removed.`);
    focusNext.current = neighbour ? { key: neighbour.key, control: 'remove' } : { key: null };
  };

  return (
    <div
      className={`sell-photos${error ? ' field-invalid' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <p className="field-hint sell-photos-hint" id={hintId}>
        {SELL_LIMITS.photosMin}-{SELL_LIMITS.photosMax} photos{formatsText ? ` in ${formatsText}` : ''}, up to 8 MB each. The first photo is
        the cover; use the arrows to change the order. <span className="sell-photos-count">{`${usable} of ${SELL_LIMITS.photosMax}`}</span>
      </p>
      <ol className="sell-photo-grid" ref={listRef} tabIndex={-1} aria-label="Chosen photos">
        {photos.map((photo, index) => {
          const n = index + 1;
          const cover = index === coverIndex;
          return (
            <li key={photo.key} className="sell-photo" data-photo-key={photo.key} aria-busy={photo.progress !== null || undefined}>
              <div className="sell-photo-frame">
                {photo.refused !== null ? (
                  <RefusedPicture fileName={photo.fileName} reason={photo.refused} />
                ) : (
                  <FallbackImage src={photo.preview} alt={`Photo ${n}${cover ? ' (cover)' : ''}`} loading="eager" />
                )}
                {cover ? <span className="sell-photo-cover">Cover</span> : null}
                {photo.progress !== null ? (
                  <div className="sell-photo-progress">
                    <progress max={1} value={photo.progress} aria-label={`Uploading photo ${n}`} />
                  </div>
                ) : null}
              </div>
              <div className="sell-photo-tools">
                {photo.refused !== null ? null : (
                  <>
                    <button
                      type="button"
                      className="sell-icon-button"
                      data-control="left"
                      aria-label={`Move photo ${n} left`}
                      disabled={index === 0}
                      onClick={() => moveBy(photo, index, -1)}
                    >
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path d="M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z" fill="currentColor" />
                      </svg>
                    </button>
                    <button
                      type="button"
                      className="sell-icon-button"
                      data-control="right"
                      aria-label={`Move photo ${n} right`}
                      disabled={index === photos.length - 1}
                      onClick={() => moveBy(photo, index, 1)}
                    >
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path d="M8.6 17.6 10 19l7-7-7-7-1.4 1.4 5.6 5.6z" fill="currentColor" />
                      </svg>
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="sell-icon-button sell-icon-button-danger"
                  data-control="remove"
                  aria-label={`Remove photo ${n}`}
                  onClick={() => removeAt(photo, index)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" fill="currentColor" />
                  </svg>
                </button>
              </div>
            </li>
          );
        })}
        {full ? null : (
          <li className="sell-photo sell-photo-add">
            <input
              id={inputId}
              className="visually-hidden sell-photo-input"
              type="file"
              accept={accept}
              multiple
              // At least one picture is needed: said to screen readers with the field (the form checks it itself).
              required
              onChange={choose}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            />
            <label htmlFor={inputId} ref={addRef} className="sell-photo-add-label">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
              </svg>
              {photos.length === 0 ? 'Add photos' : 'Add more photos'}
            </label>
          </li>
        )}
      </ol>
      {error ? (
        <p className="field-error" id={errorId}>
          <span className="field-error-icon" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
