// The trail above the community's own pages: the community, a section when there is one, then the page itself
// (its name, or a placeholder while it loads). The look is the community's (modules.css).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';

export function CommunityBreadcrumbs({ section, current }: { section?: { label: string; to: string }; current: ReactNode }) {
  return (
    <nav className="breadcrumb-trail community-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={paths.community()}>Community</Link>
        </li>
        {section ? (
          <li>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ) : null}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
