// The full-screen image viewer's dialog: labelled, focus moved in and kept in, Escape closes, the page behind does
// not scroll, and focus goes back to the picture that opened it. A view of the page rather than a form, so it
// lives here and not in the shared modal store (which holds one form modal at a time).
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ViewerDialogProps {
  label: string;
  onClose: () => void;
  onKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  initialFocus?: () => HTMLElement | null | undefined;
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

export function ViewerDialog({ label, onClose, onKeyDown, initialFocus, returnFocus, children }: ViewerDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  const returnFocusRef = useRef(returnFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const focused =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    (initialFocusRef.current?.() ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.body.style.overflow = overflow;
      const target = returnFocusRef.current?.() ?? focused;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className="post-viewer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && closeRef.current()}>
      <div ref={ref} className="post-viewer" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
