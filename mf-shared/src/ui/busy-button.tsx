// A button whose action is under way: disabled meanwhile (a second press would send again) and marked aria-busy,
// with the words it says while busy ("Withdrawing…") where it has them.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** What the button says while busy, in place of its children; without it the children stay. */
  busyLabel?: ReactNode;
}

export function BusyButton({ busy, busyLabel, type = 'button', disabled, children, ...rest }: BusyButtonProps) {
  return (
    <button {...rest} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
