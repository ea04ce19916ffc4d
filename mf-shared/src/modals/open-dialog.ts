// While a dialog is open: the page behind does not scroll, Escape closes it, and Tab and Shift+Tab stay inside it
// (from the last of its controls, or from outside it, Tab goes to the first; Shift+Tab from the first goes to the
// last; a dialog with no controls keeps focus on itself).

export interface OpenDialogOptions {
  close: () => void;
  /** The dialog's controls, in order, as they are when Tab is pressed. */
  controls: () => HTMLElement[];
  /** Focus on the dialog itself counts as being on its first control (a dialog that starts with focus on itself). */
  dialogIsFirst?: boolean;
}

/** Holds the page for an open `dialog`; answers the function that lets it go (listener removed, scrolling back). */
export function holdOpenDialog(dialog: HTMLElement, { close, controls, dialogIsFirst = false }: OpenDialogOptions): () => void {
  const { overflow } = document.body.style;
  document.body.style.overflow = 'hidden';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') keepTabInside(event, dialog, controls(), dialogIsFirst);
  };
  // Bubble phase: a popover inside the dialog (the country picker) handles its own Escape first and stops it.
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.body.style.overflow = overflow;
  };
}

/**
 * Handles a Tab keydown for `dialog`, whose controls in order are `items`. `dialogIsFirst`: focus on the dialog
 * itself counts as being on its first control (a dialog that starts with focus on itself).
 */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement, items: HTMLElement[], dialogIsFirst = false): void {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || (dialogIsFirst && active === dialog) || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
