// The topic's images: chosen files are uploaded one by one through the platform's image upload (the api checks the
// bytes and re-encodes them), previewed at once with their progress, and kept in the order chosen; the first is the
// list thumbnail. 1-9 in all (COMMUNITY_LIMITS.imagesMax); the add control goes at the maximum. Each picture's alt
// text is its file name, the best description the form has. The formats are the site's (product rules §5: the config
// call's list, read by the shared hook): the hint names them and the file chooser offers them. A file the upload
// refused stays as a tile with its reason and a Remove button, and is not counted.
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { PICTURE_MESSAGES, RefusedPicture, usablePictures, usePictureUploads, type AddResult, type AttachedPicture } from 'shared/site';
import { FallbackImage, showToast } from 'shared/ui';

export type TopicImage = AttachedPicture;
export { PICTURE_MESSAGES as IMAGE_MESSAGES };

/** The topic's images (1-9): the shared picture uploads with the community's limit and words. */
export function useImageUploads(onChanged: () => void, initial: string[] = []) {
  const { pictures, ...rest } = usePictureUploads({
    initial,
    max: COMMUNITY_LIMITS.imagesMax,
    tooMany: COMMUNITY_MESSAGES.imagesMax,
    onChanged,
  });
  return { images: pictures, ...rest };
}

interface ImageManagerProps {
  images: TopicImage[];
  onAdd: (files: File[]) => Promise<AddResult>;
  /** The file chooser's accept, from the site's allowed formats. */
  accept: string;
  /** The allowed formats for the hint ("jpg, jpeg, png"), or null until the config is read. */
  formatsText: string | null;
  onRemove: (key: string) => void;
  error?: string;
  onErrorClear: () => void;
  onError: (message: string) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
  /** The file input, so the form can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
}

export function ImageManager({
  images,
  onAdd,
  accept,
  formatsText,
  onRemove,
  error,
  onErrorClear,
  onError,
  labelledBy,
  inputRef,
}: ImageManagerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes once the list has been drawn again: written by a removal, read after the next commit.
  const focusNext = useRef<string | null | undefined>(undefined);
  const usable = usablePictures(images).length;
  const full = usable >= COMMUNITY_LIMITS.imagesMax;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  // After a removal focus goes to the neighbour's remove button, or to the add control when none is left.
  useEffect(() => {
    const focusAfter = focusNext.current;
    if (focusAfter === undefined) return;
    focusNext.current = undefined;
    const target =
      focusAfter === null
        ? document.getElementById(inputId)
        : listRef.current?.querySelector<HTMLButtonElement>(`[data-image-key="${focusAfter}"] .image-remove`);
    (target ?? listRef.current)?.focus();
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
      if (added > 0) setAnnouncement(`${added === 1 ? 'One image' : `${added} images`} added, uploading.`);
    });
  };

  const removeAt = (image: TopicImage, index: number) => {
    const neighbour = images[index + 1] ?? images[index - 1];
    onRemove(image.key);
    setAnnouncement(`Image ${index + 1} removed.`);
    focusNext.current = neighbour ? neighbour.key : null;
  };

  return (
    <div
      className={`topic-images${error ? ' field-invalid' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <p className="field-hint" id={hintId}>
        {`1-${COMMUNITY_LIMITS.imagesMax} images${formatsText ? ` in ${formatsText}` : ''}, up to 8 MB each. The first one shows in topic lists. `}
        <span className="topic-images-count">{`${usable} of ${COMMUNITY_LIMITS.imagesMax}`}</span>
      </p>
      <ol className="topic-image-grid" ref={listRef} tabIndex={-1} aria-label="Chosen images">
        {images.map((image, index) => (
          <li key={image.key} className="topic-image" data-image-key={image.key} aria-busy={image.progress !== null || undefined}>
            <div className="topic-image-frame">
              {image.refused !== null ? (
                <RefusedPicture fileName={image.fileName} reason={image.refused} />
              ) : (
                <FallbackImage src={image.preview} alt={image.fileName} loading="eager" />
              )}
              {image.progress !== null ? (
                <div className="topic-image-progress">
                  <progress max={1} value={image.progress} aria-label={`Uploading image ${index + 1}`} />
                </div>
              ) : null}
            </div>
            <button type="button" className="image-remove" aria-label={`Remove image ${index + 1}`} onClick={() => removeAt(image, index)}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
                  fill="currentColor"
                />
              </svg>
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="topic-image topic-image-add">
            <input
              ref={inputRef}
              id={inputId}
              className="visually-hidden topic-image-input"
              type="file"
              accept={accept}
              multiple
              // At least one picture is needed: said to screen readers with the field (the form checks it itself).
              required
              onChange={choose}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              data-field="images"
            />
            <label htmlFor={inputId} className="topic-image-add-label">
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
              </svg>
              Add images
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
