// What the header's disclosures (the account menu, the bell's panel) share: open or shut, their root and button, the
// id that ties the button to what it shows, a press outside closing it, and Escape closing it with focus back on the
// button.
import { useCallback, useId, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import { useCloseOnOutsidePress } from './use-close-on-outside-press';

export interface HeaderDisclosure {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  /** The id of what the button shows (its aria-controls). */
  id: string;
  /** Closes it; `refocus` puts focus back on the button. */
  close: (refocus: boolean) => void;
  /** Escape closes it and says so (true); handled here so the page (an open modal, the phone menu) does not also react. */
  escape: (event: KeyboardEvent<HTMLElement>) => boolean;
}

export function useHeaderDisclosure(): HeaderDisclosure {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const closeWithoutFocus = useCallback(() => setOpen(false), []);
  useCloseOnOutsidePress(root, open, closeWithoutFocus);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const escape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return false;
    event.stopPropagation();
    close(true);
    return true;
  };
  return { open, setOpen, root, button, id, close, escape };
}
