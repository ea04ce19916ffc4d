// The pictures of a yacht: a large picture with previous / next and a counter, thumbnails as buttons, and a
// full-screen view (a dialog: focus kept inside, Escape closes, arrow keys and swipes move through the pictures).
// A picture that fails falls back to the default picture (docs/product.md §2).
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ArrowIcon, CloseIcon, FallbackImage } from 'shared/ui';
import { PageDialog } from 'shared/modals';
import { useSwipe } from './use-swipe';

/**
 * The pictures a gallery moves through (the default picture alone when there are no photos), the one shown, and the
 * moves: to a chosen one, or to the previous and next, round at the ends. The stage and the full-screen view share it.
 */
function useGalleryNavigation(photos: string[], name: string) {
  const pictures: (string | null)[] = photos.length > 0 ? photos : [null];
  const count = pictures.length;
  const [index, setIndex] = useState(0);
  return {
    pictures,
    count,
    index,
    choose: setIndex,
    previous: () => setIndex((i) => (i - 1 + count) % count),
    next: () => setIndex((i) => (i + 1) % count),
    alt: (i: number) => `${name}, picture ${i + 1} of ${count}`,
  };
}

type GalleryNavigation = ReturnType<typeof useGalleryNavigation>;

/** The previous / next buttons over a picture. */
function ArrowButtons({ gallery: { previous, next } }: { gallery: GalleryNavigation }) {
  return (
    <>
      <button type="button" className="gallery-arrow gallery-arrow-prev" aria-label="Previous picture" onClick={previous}>
        <ArrowIcon direction="left" />
      </button>
      <button type="button" className="gallery-arrow gallery-arrow-next" aria-label="Next picture" onClick={next}>
        <ArrowIcon direction="right" />
      </button>
    </>
  );
}

/** The left and right arrow keys move to the previous and next picture; says whether the key was one of them. */
function moveByArrowKey(event: KeyboardEvent<HTMLElement>, { previous, next }: GalleryNavigation): boolean {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return false;
  event.preventDefault();
  if (event.key === 'ArrowLeft') previous();
  else next();
  return true;
}

/** A button for each picture; the one shown is marked current. */
function Thumbnails({ ref, gallery }: { ref: Ref<HTMLUListElement>; gallery: GalleryNavigation }) {
  const { pictures, count, index, choose } = gallery;
  return (
    <ul className="gallery-thumbs" ref={ref} aria-label="Thumbnails">
      {pictures.map((src, i) => (
        <li key={`${i}:${src ?? ''}`}>
          <button
            type="button"
            className="gallery-thumb"
            aria-label={`Show picture ${i + 1} of ${count}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => choose(i)}
          >
            <FallbackImage src={src} alt="" width={160} height={100} />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Gallery({ photos, name }: { photos: string[]; name: string }) {
  const gallery = useGalleryNavigation(photos, name);
  const { pictures, count, index, alt } = gallery;
  const [fullScreen, setFullScreen] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  const expand = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe(gallery.previous, gallery.next);

  useEffect(() => {
    const current = thumbs.current?.children[index] as HTMLElement | undefined;
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count > 1) moveByArrowKey(event, gallery);
  };

  return (
    <section className="gallery" aria-label={`Pictures of the ${name}`} aria-roledescription="gallery" onKeyDown={onKeyDown}>
      <div className="gallery-stage" {...swipe}>
        <FallbackImage
          className="gallery-picture"
          src={pictures[index]}
          alt={alt(index)}
          loading="eager"
          fetchPriority="high"
          width={1200}
          height={750}
          onClick={() => setFullScreen(true)}
          draggable={false}
        />
        {count > 1 ? (
          <>
            <ArrowButtons gallery={gallery} />
            <p className="gallery-counter" aria-live="polite" data-testid="gallery-counter">
              <span className="visually-hidden">Picture </span>
              {index + 1} / {count}
            </p>
          </>
        ) : null}
        <button ref={expand} type="button" className="gallery-expand" onClick={() => setFullScreen(true)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z" fill="currentColor" />
          </svg>
          Full screen
        </button>
      </div>
      {count > 1 ? <Thumbnails ref={thumbs} gallery={gallery} /> : null}
      {fullScreen ? (
        <GalleryViewer name={name} gallery={gallery} onClose={() => setFullScreen(false)} returnFocus={() => expand.current} />
      ) : null}
    </section>
  );
}

interface GalleryViewerProps {
  name: string;
  gallery: GalleryNavigation;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

function GalleryViewer({ name, gallery, onClose, returnFocus }: GalleryViewerProps) {
  const { pictures, count, index, alt } = gallery;
  const swipe = useSwipe(gallery.previous, gallery.next);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <PageDialog
      className="gallery-viewer"
      label={`Pictures of the ${name}, full screen`}
      onClose={onClose}
      initialFocus={() => closeRef.current}
      returnFocus={returnFocus}
      testId="gallery-viewer"
      onKeyDown={(event) => {
        // Kept from the gallery behind the dialog, which would move too.
        if (count > 1 && moveByArrowKey(event, gallery)) event.stopPropagation();
      }}
    >
      <div className="spread-row gallery-viewer-bar">
        <p className="gallery-viewer-counter" aria-live="polite">
          {count > 1 ? `${index + 1} / ${count}` : name}
        </p>
        <button ref={closeRef} type="button" className="icon-button gallery-viewer-close" aria-label="Close full screen" onClick={onClose}>
          <CloseIcon size={26} />
        </button>
      </div>
      <div className="gallery-viewer-stage" {...swipe} data-testid="gallery-viewer-stage">
        <FallbackImage className="gallery-viewer-picture" src={pictures[index]} alt={alt(index)} loading="eager" draggable={false} />
        {count > 1 ? <ArrowButtons gallery={gallery} /> : null}
      </div>
    </PageDialog>
  );
}
