// A post's or a comment's on/off action (praise, follow a topic, save a post): a toggle that asks a visitor to log in
// first, whose name stays the same while aria-pressed says the state, with an icon filled when on and a visible word
// for each state.
import type { ReactElement, ReactNode } from 'react';
import { LoginRequiredButton } from 'shared/modals';

export function ToggleAction({
  className,
  label,
  pressed,
  busy,
  describedBy,
  reason,
  onClick,
  icon,
  text,
  textHidden = false,
  children,
}: {
  /** The action's own classes beside post-action: post-follow, post-save, post-praise. */
  className: string;
  /** The accessible name: "Follow this topic". */
  label: string;
  pressed: boolean;
  busy: boolean;
  /** The id of what describes the action (a count). */
  describedBy?: string;
  /** Why a visitor is asked to log in. */
  reason: string;
  onClick: () => void;
  /** The icon: its path (24 × 24, outlined, filled when on), or an icon of its own drawn for the state (the heart). */
  icon: string | ReactElement;
  /** The visible word: [off, on]. */
  text: [string, string];
  /** A compact action shows the icon and what follows it without the word. */
  textHidden?: boolean;
  children?: ReactNode;
}) {
  return (
    <LoginRequiredButton
      className={`post-action ${className}${pressed ? ' is-on' : ''}`}
      aria-label={label}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      reason={reason}
      onClick={onClick}
    >
      {typeof icon === 'string' ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={icon} fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
        </svg>
      ) : (
        icon
      )}
      {textHidden ? null : <span className="post-action-label">{pressed ? text[1] : text[0]}</span>}
      {children}
    </LoginRequiredButton>
  );
}
