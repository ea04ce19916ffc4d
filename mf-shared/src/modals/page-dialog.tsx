// A dialog that is a view of the page rather than a form (the catalogue's filter sheet on phones, full-screen
// galleries): labelled, focus moved in and kept in, Escape closes, the page behind does not scroll, and focus goes
// back to the opener on close. The modal store holds one form modal at a time; these open beside it, from any area.
import { useEffect, useEffectEvent, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { holdOpenDialog } from './open-dialog';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface PageDialogProps {
  /** The accessible name (aria-label) when no labelledBy is given. */
  label?: string;
  labelledBy?: string;
  className: string;
  onClose: () => void;
  /** Keys the dialog handles besides Tab and Escape (arrows in the gallery). */
  onKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  /** Where focus starts; the dialog itself by default. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes on close: the control that opened it (Safari does not focus a clicked button), else what had focus. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
  testId?: string;
}

export function PageDialog({
  label,
  labelledBy,
  className,
  onClose,
  onKeyDown,
  initialFocus,
  returnFocus,
  children,
  testId,
}: PageDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Escape closes with the onClose of the latest render; the listener is added once.
  const close = useEffectEvent(onClose);
  // Where focus starts and goes back to are those the dialog opened with.
  const initialFocusRef = useRef(initialFocus);
  const returnFocusRef = useRef(returnFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = returnFocusRef.current;
    const focused =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    (initialFocusRef.current?.() ?? dialog).focus();
    const letGo = holdOpenDialog(dialog, {
      close,
      controls: () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)),
      // Focus starts on the dialog itself by default: Shift+Tab from there goes to its last control.
      dialogIsFirst: true,
    });
    return () => {
      letGo();
      const target = returnFocusTo?.() ?? focused;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div
      className={`page-dialog-backdrop ${className}-backdrop`}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
