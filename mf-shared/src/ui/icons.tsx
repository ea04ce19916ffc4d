// Small line icons drawn in the text's colour, for buttons that carry their own accessible name: decoration only.
import type { ReactNode } from 'react';

/** What every icon here is drawn in: a 24-unit square `size` pixels wide, hidden from assistive technology. */
function IconFrame({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The cross of a close or remove button, `size` pixels square. */
export function CloseIcon({ size }: { size: number }) {
  return (
    <IconFrame size={size}>
      <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" />
    </IconFrame>
  );
}

/** The plus of an add button ("Add photos", "Add a link", "Start a topic"), `size` pixels square. */
export function PlusIcon({ size }: { size: number }) {
  return (
    <IconFrame size={size}>
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
    </IconFrame>
  );
}

/** The bin of a delete or remove button: filled, or an outline. */
export function TrashIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <IconFrame size={size}>
      <path
        d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? undefined : 'currentColor'}
        strokeWidth={filled ? undefined : '1.8'}
      />
    </IconFrame>
  );
}

/** The magnifying glass of a search button, `size` pixels square. */
export function SearchIcon({ size }: { size: number }) {
  return (
    <IconFrame size={size}>
      <path d="M10 4a6 6 0 1 0 3.6 10.8l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" fill="currentColor" />
    </IconFrame>
  );
}

/** The chevron of a previous (left) or next (right) button. */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <IconFrame size={24}>
      <path
        d={direction === 'left' ? 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z' : 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z'}
        fill="currentColor"
      />
    </IconFrame>
  );
}

/** The heart of a follow or praise toggle: filled when on, an outline when off. */
export function HeartIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <IconFrame size={size}>
      <path
        d="M12 20.7 10.6 19.4C5.4 14.7 2 11.6 2 7.9 2 4.8 4.4 2.5 7.4 2.5c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.3 5.4 5.4 0 3.7-3.4 6.8-8.6 11.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </IconFrame>
  );
}

/** The flag of a Report button (a post, a listing, a conversation), `size` pixels square. */
export function FlagIcon({ size }: { size: number }) {
  return (
    <IconFrame size={size}>
      <path d="M5 21V4h9l.4 2H20v10h-7l-.4-2H7v7z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </IconFrame>
  );
}
