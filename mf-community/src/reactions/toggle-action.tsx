// A post's on/off action (follow a topic, save a post): a toggle that asks a visitor to log in first, whose name
// stays the same while aria-pressed says the state, with an icon filled when on and a visible word for each state.
import type { ReactNode } from 'react';
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
  children,
}: {
  /** The action's own class beside post-action: post-follow, post-save. */
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
  /** The icon's path (24 × 24). */
  icon: string;
  /** The visible word: [off, on]. */
  text: [string, string];
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
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={icon} fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="post-action-label">{pressed ? text[1] : text[0]}</span>
      {children}
    </LoginRequiredButton>
  );
}
