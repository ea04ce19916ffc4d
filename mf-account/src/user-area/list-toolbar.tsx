// The head of a user-area list: its title, where the focus lands after paging or a removal, over how many there
// are, and the list's own action (Mark all as read) beside them. Its title and count are tokens.css's classes.
import type { ReactNode, Ref } from 'react';

interface ListToolbarProps {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** "3 topics", "2 unread". */
  status: ReactNode;
  /** The count changes while the list is shown (a removal, a read): screen readers are told. */
  live?: boolean;
  children?: ReactNode;
}

export function ListToolbar({ title, headingRef, status, live = false, children }: ListToolbarProps) {
  return (
    <div className="spread-row account-toolbar">
      <div>
        <h2 className="toolbar-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <p className="toolbar-status" aria-live={live ? 'polite' : undefined}>
          {status}
        </p>
      </div>
      {children}
    </div>
  );
}
