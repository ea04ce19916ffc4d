// The panel of a page about something that is not there (a yacht, a dealer, a section, a post): "404", what is
// missing, why it may be, and the ways on. The gateway has already answered 404 for it (architecture §8).
import type { ReactNode } from 'react';

export function MissingPanel({
  id,
  title,
  text,
  className = 'container',
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The page's frame: the container, with the area's page class where it has one. */
  className?: string;
  /** The ways on: links drawn as buttons. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <section className="state-panel" aria-labelledby={id}>
        <p className="badge">404</p>
        <h1 id={id}>{title}</h1>
        <p>{text}</p>
        <div className="state-actions">{children}</div>
      </section>
    </div>
  );
}
