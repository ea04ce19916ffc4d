// A block of the community home (the newest articles, the section spotlight): a section named by its heading.
import type { ReactNode } from 'react';

/** The block, its heading (`titleId` names the section), then its content; `className` adds the block's own look. */
export function CommunityBlock({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `community-block ${className}` : 'community-block'} aria-labelledby={titleId}>
      <h2 id={titleId} className="community-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
