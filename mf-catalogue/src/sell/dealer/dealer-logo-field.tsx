// The dealer page's logo on the profile form: the sell form's photo widget (the shared picture uploads and manager,
// with the sell area's look) for one picture. The upload happens on choosing; the form sends the uploaded address,
// which the api accepts only from the member's own browser session.
import { useId } from 'react';
import { PICTURE_MESSAGES, PictureManager, usePictureUploads, type PictureManagerLook, type PictureTile } from 'shared/site';
import { TrashIcon } from 'shared/ui';
import { SELL_PHOTOS_LOOK } from '../form/photo-manager';

const LOGO_MESSAGES = { tooMany: 'Please choose one logo.' } as const;

function LogoTools({ remove }: PictureTile) {
  return (
    <div className="sell-photo-tools">
      <button
        type="button"
        className="sell-icon-button sell-icon-button-danger"
        data-control="remove"
        aria-label="Remove the logo"
        onClick={remove}
      >
        <TrashIcon filled size={18} />
      </button>
    </div>
  );
}

const LOGO_LOOK: PictureManagerLook = {
  ...SELL_PHOTOS_LOOK,
  noun: 'logo',
  max: 1,
  hint: (formatsText) =>
    `One picture${formatsText ? ` in ${formatsText}` : ''}, up to 8 MB; a square logo on a plain background looks best. `,
  alt: () => 'Your logo',
  cover: false,
  addLabel: () => 'Choose a logo',
  field: 'logo_url',
  tools: LogoTools,
};

/** The logo's uploads: the saved logo first, at most one. */
export function useLogoUploads(saved: string | null, onChanged: () => void) {
  return usePictureUploads({ initial: saved ? [saved] : [], max: 1, tooMany: LOGO_MESSAGES.tooMany, onChanged });
}

/** The logo to send: the uploaded address, '' for none, or null with the reason while it cannot be sent yet. */
export function logoValue(uploads: ReturnType<typeof useLogoUploads>): { url: string } | { problem: string } {
  const [picture] = uploads.pictures;
  if (!picture) return { url: '' };
  if (picture.refused !== null) return { problem: PICTURE_MESSAGES.refused };
  if (picture.url === null) return { problem: PICTURE_MESSAGES.uploading };
  return { url: picture.url };
}

export function DealerLogoField({
  uploads,
  error,
  onError,
  onErrorClear,
}: {
  uploads: ReturnType<typeof useLogoUploads>;
  error?: string;
  onError: (message: string) => void;
  onErrorClear: () => void;
}) {
  const titleId = useId();
  return (
    <div className="dealer-logo">
      <p id={titleId} className="dealer-legend">
        Logo
      </p>
      <PictureManager
        pictures={uploads.pictures}
        onAdd={uploads.add}
        accept={uploads.accept}
        formatsText={uploads.formatsText}
        onRemove={uploads.remove}
        error={error}
        onErrorClear={onErrorClear}
        onError={onError}
        labelledBy={titleId}
        look={LOGO_LOOK}
      />
    </div>
  );
}
