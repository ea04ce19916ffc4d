// Swipe left or right on a touch screen (or with a pen) through pointer events: a mostly horizontal move of at least
// SWIPE_MIN_PX between finger down and up. Mouse drags are left alone, they select and drag images as usual.
import { useRef, type PointerEvent } from 'react';

export const SWIPE_MIN_PX = 40;

export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
