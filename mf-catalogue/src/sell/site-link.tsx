// Links the api hands us (a listing's page): a path of this site moves inside the app, anything else is a plain link.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return isSitePath(to) ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
