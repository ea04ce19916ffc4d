// A post's images: a responsive grid of thumbnails (each a button), and a full-screen viewer with previous / next,
// arrow keys and Escape; focus stays in the viewer and goes back to the thumbnail that opened it. A picture that
// fails falls back to the default picture (docs/product.md §2).
import { useRef, useState } from 'react';
import { ArrowIcon, CloseIcon, FallbackImage } from 'shared/ui';
import { PageDialog } from 'shared/modals';

/**
 * `lead`: the grid is the page's main picture (a topic's images, under its title): the first is fetched at once and
 * first (on a phone it is the largest thing the first screen paints), the others when they near the screen.
 */
export function ImageGrid({ images, title, lead = false }: { images: string[]; title: string; lead?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const opener = useRef(0);
  const count = images.length;
  if (count === 0) return null;
  const alt = (i: number) => `${title}, image ${i + 1} of ${count}`;

  return (
    <section className="post-images" aria-label="Images">
      <ul className={`post-image-grid post-image-grid-${Math.min(count, 3)}`}>
        {images.map((src, i) => (
          <li key={`${i}:${src}`}>
            <button
              type="button"
              ref={(node) => {
                thumbs.current[i] = node;
              }}
              className="post-image-thumb"
              aria-label={`Open image ${i + 1} of ${count} full screen`}
              onClick={() => {
                opener.current = i;
                setOpen(i);
              }}
            >
              <FallbackImage
                src={src}
                alt=""
                width={480}
                height={360}
                loading={lead && i === 0 ? 'eager' : 'lazy'}
                fetchPriority={lead && i === 0 ? 'high' : undefined}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer
          images={images}
          index={open}
          alt={alt}
          onMove={(step) => setOpen((i) => (i === null ? i : (i + step + count) % count))}
          onClose={() => setOpen(null)}
          returnFocus={() => thumbs.current[opener.current] ?? null}
        />
      ) : null}
    </section>
  );
}

function ImageViewer({
  images,
  index,
  alt,
  onMove,
  onClose,
  returnFocus,
}: {
  images: string[];
  index: number;
  alt: (index: number) => string;
  onMove: (step: 1 | -1) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const count = images.length;
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <PageDialog
      label="Image viewer"
      className="post-viewer"
      onClose={onClose}
      initialFocus={() => closeRef.current}
      returnFocus={returnFocus}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          event.stopPropagation();
          onMove(event.key === 'ArrowLeft' ? -1 : 1);
        }
      }}
    >
      <div className="post-viewer-bar">
        <p className="post-viewer-counter" aria-live="polite">
          Image {index + 1} of {count}
        </p>
        <button ref={closeRef} type="button" className="post-viewer-close" aria-label="Close image viewer" onClick={onClose}>
          <CloseIcon size={26} />
        </button>
      </div>
      <div className="post-viewer-stage">
        <FallbackImage className="post-viewer-picture" src={images[index]} alt={alt(index)} loading="eager" draggable={false} />
        {count > 1 ? (
          <>
            <button type="button" className="post-viewer-arrow post-viewer-prev" aria-label="Previous image" onClick={() => onMove(-1)}>
              <ArrowIcon direction="left" />
            </button>
            <button type="button" className="post-viewer-arrow post-viewer-next" aria-label="Next image" onClick={() => onMove(1)}>
              <ArrowIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
    </PageDialog>
  );
}
