// Tab and Shift+Tab kept inside an open dialog: from the last of its controls (or from outside it) Tab goes to the
// first, Shift+Tab from the first goes to the last, and a dialog with no controls keeps focus on itself.

/**
 * Handles a Tab keydown for `dialog`, whose controls in order are `items`. `dialogIsFirst`: focus on the dialog
 * itself counts as being on its first control (a dialog that starts with focus on itself).
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement, items: HTMLElement[], dialogIsFirst = false): void {
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
