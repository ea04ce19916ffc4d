// The topic's images: chosen files are uploaded one by one through the platform's image upload (the api checks the
// bytes and re-encodes them), previewed at once with their progress, and kept in the order chosen; the first is the
// list thumbnail. 1-9 in all (COMMUNITY_LIMITS.imagesMax); the add control goes at the maximum. Each picture's alt
// text is its file name, the best description the form has. The formats are the site's (product rules §5: the config
// call's list, read by the shared hook): the hint names them and the file chooser offers them. A file the upload
// refused stays as a tile with its reason and a Remove button, and is not counted.
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { PICTURE_MESSAGES, usePictureUploads, type PictureManagerLook, type PictureTile } from 'shared/site';
import { PlusIcon } from 'shared/ui';

export { PICTURE_MESSAGES as IMAGE_MESSAGES };

/** The topic's images (1-9): the shared picture uploads with the community's limit and words. */
export function useImageUploads(onChanged: () => void, initial: string[] = []) {
  return usePictureUploads({ initial, max: COMMUNITY_LIMITS.imagesMax, tooMany: COMMUNITY_MESSAGES.imagesMax, onChanged });
}

function ImageRemoveButton({ index, remove }: PictureTile) {
  return (
    <button type="button" className="image-remove" aria-label={`Remove image ${index + 1}`} onClick={remove}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" fill="currentColor" />
      </svg>
    </button>
  );
}

/** The shared picture manager's words, looks and tile tool for a topic's images (they are not moved). */
export const TOPIC_IMAGES_LOOK: PictureManagerLook = {
  noun: 'image',
  classPrefix: 'topic-image',
  max: COMMUNITY_LIMITS.imagesMax,
  hintClassName: 'field-hint',
  hint: (formatsText) =>
    `1-${COMMUNITY_LIMITS.imagesMax} images${formatsText ? ` in ${formatsText}` : ''}, up to 8 MB each. The first one shows in topic lists. `,
  alt: (image) => image.fileName,
  cover: false,
  addLabel: () => (
    <>
      <PlusIcon size={26} />
      Add images
    </>
  ),
  field: 'images',
  tools: ImageRemoveButton,
  // Only removals move focus here: to the neighbour's remove button.
  controlSelector: () => '.image-remove',
};
