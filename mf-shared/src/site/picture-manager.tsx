// The tiles a form's attached pictures are chosen, previewed and removed with (a sell application's photos, a topic's
// images), over usePictureUploads: the group with its hint and count, one tile per picture with its preview (or the
// reason the upload refused it) and its upload progress, the add control until the maximum, the field's error and a
// polite announcement of what changed. Focus follows the picture a move or removal touched, so keyboard users keep
// their place. Each area passes its words, class names and tile tools (PictureManagerLook); the markup is its own.
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { FieldError } from '../forms/field-shell';
import { FallbackImage } from '../ui/furniture';
import { showToast } from '../ui/toast-store';
import { RefusedPicture } from './refused-picture';
import { usablePictures, type AddResult, type AttachedPicture } from './use-picture-uploads';

/** A tile's control that focus can go back to: the move arrows and the remove button. */
export type PictureControl = 'left' | 'right' | 'remove';

/** What a tile's tools act on, for the area's `tools`. */
export interface PictureTile {
  picture: AttachedPicture;
  index: number;
  /** The tile is the last of the list (its right arrow goes nowhere). */
  last: boolean;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

/** An area's words and looks for its pictures. */
export interface PictureManagerLook {
  /** What a picture is called ('photo', 'image'): in labels, announcements and the tile's data-<noun>-key. */
  noun: string;
  /** Class names: `<prefix>s` for the group, `<prefix>` for a tile, `<prefix>-grid`, `-frame`, `-add`, … */
  classPrefix: string;
  max: number;
  /** The hint's class names and its words before the count, given the allowed formats (null until known). */
  hintClassName: string;
  hint: (formatsText: string | null) => string;
  /** The preview's alt text; `cover` is true for the cover when `cover` marks one. */
  alt: (picture: AttachedPicture, n: number, cover: boolean) => string;
  /** The first usable picture is the cover: a badge on its tile, and moves say when a picture becomes it. */
  cover: boolean;
  /** The add control's label (icon and words), given how many pictures are listed. */
  addLabel: (count: number) => ReactNode;
  /** The file input's data-field, for a form that moves focus to its first invalid field (marked aria-invalid). */
  field?: string;
  /** The tile's buttons, after its frame. */
  tools: (tile: PictureTile) => ReactNode;
  /** How a tile's control is found to give it focus again. */
  controlSelector: (control: PictureControl) => string;
}

export interface PictureManagerProps {
  pictures: AttachedPicture[];
  onAdd: (files: File[]) => Promise<AddResult>;
  /** The file chooser's accept, from the site's allowed formats. */
  accept: string;
  /** The allowed formats for the hint ("jpg, jpeg, png"), or null until the config is read. */
  formatsText: string | null;
  /** Moves a picture (for an area whose tools offer it). */
  onMove?: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
  error?: string;
  onErrorClear: () => void;
  onError: (message: string) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
  /** The file input, so the form can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
  look: PictureManagerLook;
}

type FocusTarget = { key: string; control: PictureControl } | { key: null };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Where the focus goes once the list has been drawn again: set by a move or removal, followed after the next commit
 * (the moved picture's arrow, or the other one at an end; the neighbour's remove button; the add control, or the list
 * when there is none).
 */
function usePictureFocus(look: PictureManagerLook, inputId: string, listRef: RefObject<HTMLOListElement | null>) {
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const focusAfter = focusNext.current;
    if (!focusAfter) return;
    focusNext.current = null;
    if (focusAfter.key === null) {
      (document.getElementById(inputId) ?? listRef.current)?.focus();
      return;
    }
    const tile = listRef.current?.querySelector<HTMLElement>(`[data-${look.noun}-key="${focusAfter.key}"]`);
    const control = (name: PictureControl) => tile?.querySelector<HTMLButtonElement>(look.controlSelector(name));
    const wanted = control(focusAfter.control);
    const other = control(focusAfter.control === 'left' ? 'right' : 'left');
    (wanted && !wanted.disabled ? wanted : (other ?? listRef.current))?.focus();
  });
  return focusNext;
}

interface TileProps {
  tile: PictureTile;
  look: PictureManagerLook;
  cover: boolean;
}

function PictureTileItem({ tile, look, cover }: TileProps) {
  const { picture, index } = tile;
  const prefix = look.classPrefix;
  const n = index + 1;
  const keyAttribute = { [`data-${look.noun}-key`]: picture.key };
  return (
    <li className={prefix} {...keyAttribute} aria-busy={picture.progress !== null || undefined}>
      <div className={`cover-media ${prefix}-frame`}>
        {picture.refused !== null ? (
          <RefusedPicture fileName={picture.fileName} reason={picture.refused} />
        ) : (
          <FallbackImage src={picture.preview} alt={look.alt(picture, n, cover)} loading="eager" />
        )}
        {cover ? <span className={`${prefix}-cover`}>Cover</span> : null}
        {picture.progress !== null ? (
          <div className={`picture-progress ${prefix}-progress`}>
            <progress max={1} value={picture.progress} aria-label={`Uploading ${look.noun} ${n}`} />
          </div>
        ) : null}
      </div>
      {look.tools(tile)}
    </li>
  );
}

interface AddTileProps {
  look: PictureManagerLook;
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  accept: string;
  describedBy: string;
  invalid: boolean;
  count: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function AddPictureTile({ look, inputId, inputRef, accept, describedBy, invalid, count, onChange }: AddTileProps) {
  const prefix = look.classPrefix;
  const fieldAttributes = look.field ? { 'aria-invalid': invalid ? true : undefined, 'data-field': look.field } : {};
  return (
    <li className={`${prefix} ${prefix}-add`}>
      <input
        ref={inputRef}
        id={inputId}
        className={`visually-hidden picture-add-input ${prefix}-input`}
        type="file"
        accept={accept}
        multiple
        // At least one picture is needed: said to screen readers with the field (the form checks it itself).
        required
        onChange={onChange}
        aria-describedby={describedBy}
        {...fieldAttributes}
      />
      <label htmlFor={inputId} className={`picture-add-label ${prefix}-add-label`}>
        {look.addLabel(count)}
      </label>
    </li>
  );
}

/** Choosing files: each selection is handed to the uploads, and what became of it is said. */
function useChoose({ onAdd, onError, onErrorClear, look }: PictureManagerProps, announce: (words: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
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
      if (added > 0) announce(`${added === 1 ? `One ${look.noun}` : `${added} ${look.noun}s`} added, uploading.`);
    });
  };
}

export function PictureManager(props: PictureManagerProps) {
  const { pictures, accept, formatsText, onMove, onRemove, error, labelledBy, inputRef, look } = props;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = usePictureFocus(look, inputId, listRef);
  const usable = usablePictures(pictures).length;
  const full = usable >= look.max;
  // The cover is the first picture that will be sent: a refused one before it is not.
  const coverIndex = look.cover ? pictures.findIndex((picture) => picture.refused === null) : -1;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const Noun = capitalised(look.noun);
  const choose = useChoose(props, setAnnouncement);

  const tileOf = (picture: AttachedPicture, index: number): PictureTile => ({
    picture,
    index,
    last: index === pictures.length - 1,
    move: (by) => {
      onMove?.(picture.key, by);
      const cover = look.cover && index + by === 0 ? ', the cover' : '';
      setAnnouncement(`${Noun} ${index + 1} moved to position ${index + 1 + by}${cover}.`);
      focusNext.current = { key: picture.key, control: by === -1 ? 'left' : 'right' };
    },
    remove: () => {
      const neighbour = pictures[index + 1] ?? pictures[index - 1];
      onRemove(picture.key);
      setAnnouncement(`${Noun} ${index + 1} removed.`);
      focusNext.current = neighbour ? { key: neighbour.key, control: 'remove' } : { key: null };
    },
  });

  return (
    <div
      className={`${look.classPrefix}s${error ? ' field-invalid' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <p className={look.hintClassName} id={hintId}>
        {look.hint(formatsText)}
        <span className={`${look.classPrefix}s-count`}>{`${usable} of ${look.max}`}</span>
      </p>
      <ol className={`stack-list ${look.classPrefix}-grid`} ref={listRef} tabIndex={-1} aria-label={`Chosen ${look.noun}s`}>
        {pictures.map((picture, index) => (
          <PictureTileItem key={picture.key} tile={tileOf(picture, index)} look={look} cover={index === coverIndex} />
        ))}
        {full ? null : (
          <AddPictureTile
            look={look}
            inputId={inputId}
            inputRef={inputRef}
            accept={accept}
            describedBy={describedBy}
            invalid={Boolean(error)}
            count={pictures.length}
            onChange={choose}
          />
        )}
      </ol>
      <FieldError id={errorId} error={error} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
