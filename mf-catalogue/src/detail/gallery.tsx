// The pictures of a yacht: a large picture with previous / next and a counter, thumbnails as buttons, and a
// full-screen view (a dialog: focus kept inside, Escape closes, arrow keys and swipes move through the pictures).
// A picture that fails falls back to the default picture (docs/product.md §2).
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ArrowIcon, CloseIcon, FallbackImage } from 'shared/ui';
import { PageDialog } from 'shared/modals';
import { useSwipe } from './use-swipe';

/** The previous / next buttons over a picture. */
function ArrowButtons({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  return (
    <>
      <button type="button" className="gallery-arrow gallery-arrow-prev" aria-label="Previous picture" onClick={onPrevious}>
        <ArrowIcon direction="left" />
      </button>
      <button type="button" className="gallery-arrow gallery-arrow-next" aria-label="Next picture" onClick={onNext}>
        <ArrowIcon direction="right" />
      </button>
    </>
  );
}

/** The left and right arrow keys move to the previous and next picture; says whether the key was one of them. */
function moveByArrowKey(event: KeyboardEvent<HTMLElement>, previous: () => void, next: () => void): boolean {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return false;
  event.preventDefault();
  if (event.key === 'ArrowLeft') previous();
  else next();
  return true;
}

interface ThumbnailsProps {
  ref: Ref<HTMLUListElement>;
  pictures: (string | null)[];
  index: number;
  onChoose: (index: number) => void;
}

/** A button for each picture; the one shown is marked current. */
function Thumbnails({ ref, pictures, index, onChoose }: ThumbnailsProps) {
  const count = pictures.length;
  return (
    <ul className="gallery-thumbs" ref={ref} aria-label="Thumbnails">
      {pictures.map((src, i) => (
        <li key={`${i}:${src ?? ''}`}>
          <button
            type="button"
            className="gallery-thumb"
            aria-label={`Show picture ${i + 1} of ${count}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onChoose(i)}
          >
            <FallbackImage src={src} alt="" width={160} height={100} />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Gallery({ photos, name }: { photos: string[]; name: string }) {
  // No photos: the default picture, alone.
  const pictures: (string | null)[] = photos.length > 0 ? photos : [null];
  const count = pictures.length;
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  const expand = useRef<HTMLButtonElement>(null);
  const previous = () => setIndex((i) => (i - 1 + count) % count);
  const next = () => setIndex((i) => (i + 1) % count);
  const swipe = useSwipe(previous, next);
  const alt = (i: number) => `${name}, picture ${i + 1} of ${count}`;

  useEffect(() => {
    const current = thumbs.current?.children[index] as HTMLElement | undefined;
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count > 1) moveByArrowKey(event, previous, next);
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
            <ArrowButtons onPrevious={previous} onNext={next} />
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
      {count > 1 ? <Thumbnails ref={thumbs} pictures={pictures} index={index} onChoose={setIndex} /> : null}
      {fullScreen ? (
        <GalleryViewer
          name={name}
          pictures={pictures}
          index={index}
          alt={alt}
          onPrevious={previous}
          onNext={next}
          onClose={() => setFullScreen(false)}
          returnFocus={() => expand.current}
        />
      ) : null}
    </section>
  );
}

function GalleryViewer({
  name,
  pictures,
  index,
  alt,
  onPrevious,
  onNext,
  onClose,
  returnFocus,
}: {
  name: string;
  pictures: (string | null)[];
  index: number;
  alt: (index: number) => string;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const count = pictures.length;
  const swipe = useSwipe(onPrevious, onNext);
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
        if (count > 1 && moveByArrowKey(event, onPrevious, onNext)) event.stopPropagation();
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
        {count > 1 ? <ArrowButtons onPrevious={onPrevious} onNext={onNext} /> : null}
      </div>
    </PageDialog>
  );
}
