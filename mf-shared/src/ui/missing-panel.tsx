// The panel of a page about something that is not there (a yacht, a dealer, a section, a post): "404", what is
// missing, why it may be, and the ways on. The gateway has already answered 404 for it (architecture §8).
import type { ReactNode } from 'react';

export function MissingPanel({
  id,
  title,
  text,
  className = 'container',
  actionsClassName = 'state-actions',
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The page's frame: the container, with the area's page class where it has one. */
  className?: string;
  /** The row of links' class, where the area lays it out its own way. */
  actionsClassName?: string;
  /** The ways on: links drawn as buttons. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <section className="state-panel" aria-labelledby={id}>
        <p className="badge">404</p>
        <h1 id={id}>{title}</h1>
        <p>{text}</p>
        <div className={actionsClassName}>{children}</div>
      </section>
    </div>
  );
}
