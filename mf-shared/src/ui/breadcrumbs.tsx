// The trail above a page (Home › … › this page): the links leading to it, then its own name, not a link.
import { Link } from 'react-router-dom';
import './breadcrumbs.css';

export interface Crumb {
  to: string;
  label: string;
}

/** The links leading to this page, then this page's own name (not a link); `className` adds an area's own look. */
export function Breadcrumbs({ trail, current, className }: { trail: Crumb[]; current: string; className?: string }) {
  return (
    <nav className={className ? `breadcrumb-trail ${className}` : 'breadcrumb-trail'} aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
