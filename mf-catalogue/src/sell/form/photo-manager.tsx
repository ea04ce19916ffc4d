// The sell form's photos: chosen files are uploaded one by one through the platform's image upload (the api checks
// the bytes and re-encodes them), previewed at once, and kept in gallery order — the first is the cover. Each photo
// can be moved left or right and removed; 1-12 in all (SELL_LIMITS, SELL_MESSAGES). The formats are the site's
// (product rules §5: the config call's list, read by the shared hook): the hint names them and the file chooser offers
// them. A file the upload refused stays as a tile with its reason and a Remove button, and is not counted.
import { SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { PICTURE_MESSAGES, usePictureUploads, type PictureManagerLook, type PictureTile } from 'shared/site';
import { PlusIcon, TrashIcon } from 'shared/ui';

export { PICTURE_MESSAGES as PHOTO_MESSAGES };

/** The application's photos (1-12): the shared picture uploads with the sell form's limit and words. */
export function usePhotoUploads(saved: readonly string[], onChanged: () => void) {
  return usePictureUploads({ initial: saved, max: SELL_LIMITS.photosMax, tooMany: SELL_MESSAGES.photosMax, onChanged });
}

/** A photo's arrows (not on a refused one, which cannot be sent) and its remove button. */
function PhotoTools({ picture, index, last, move, remove }: PictureTile) {
  const n = index + 1;
  return (
    <div className="sell-photo-tools">
      {picture.refused !== null ? null : (
        <>
          <button
            type="button"
            className="sell-icon-button"
            data-control="left"
            aria-label={`Move photo ${n} left`}
            disabled={index === 0}
            onClick={() => move(-1)}
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
            disabled={last}
            onClick={() => move(1)}
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
        onClick={remove}
      >
        <TrashIcon filled size={18} />
      </button>
    </div>
  );
}

/** The shared picture manager's words, looks and tile tools for the sell form's photos. */
export const SELL_PHOTOS_LOOK: PictureManagerLook = {
  noun: 'photo',
  classPrefix: 'sell-photo',
  max: SELL_LIMITS.photosMax,
  hintClassName: 'field-hint sell-photos-hint',
  hint: (formatsText) =>
    `${SELL_LIMITS.photosMin}-${SELL_LIMITS.photosMax} photos${formatsText ? ` in ${formatsText}` : ''}, up to 8 MB each. ` +
    'The first photo is the cover; use the arrows to change the order. ',
  alt: (_photo, n, cover) => `Photo ${n}${cover ? ' (cover)' : ''}`,
  cover: true,
  addLabel: (count) => (
    <>
      <PlusIcon size={28} />
      {count === 0 ? 'Add photos' : 'Add more photos'}
    </>
  ),
  tools: PhotoTools,
  controlSelector: (control) => `[data-control="${control}"]`,
};
