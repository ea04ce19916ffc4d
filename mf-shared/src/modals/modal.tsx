// The dialog every modal is drawn in: labelled, focus moved in and trapped, Escape and the close button close it,
// the page behind does not scroll. Focus goes back to where it was when the modal store closes.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { modalStore } from './modal-store';
import { CloseIcon } from '../ui/icons';
import { holdOpenDialog } from './open-dialog';
import './modals.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Defaults to closing through the modal store. */
  onClose?: () => void;
  size?: 'sm' | 'md' | 'lg';
  description?: string;
  /** The test id of the dialog; defaults to none. */
  testId?: string;
  /** A footer with actions, drawn below the body. */
  footer?: ReactNode;
}

export function Modal({ title, children, onClose = () => modalStore.close(), size = 'md', description, testId, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Escape closes with the onClose of the latest render; the listener is added once.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const first = focusables(dialog).find((el) => !el.classList.contains('modal-close')) ?? dialog;
    first.focus();
    return holdOpenDialog(dialog, { close, controls: () => focusables(dialog) });
  }, []);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-button modal-close" aria-label="Close" onClick={() => onClose()}>
            <CloseIcon size={20} />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal-description">
            {description}
          </p>
        ) : null}
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
