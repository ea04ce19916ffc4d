// A header popover (the account menu, the bell's panel) closes when the pointer presses anywhere outside it, as a
// menu does; focus stays where the press put it.
import { useEffect, type RefObject } from 'react';

export function useCloseOnOutsidePress(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [root, open, close]);
}
