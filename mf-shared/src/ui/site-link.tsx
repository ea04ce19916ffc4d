// Links the api hands over (a yacht's page, what a message is about): a path of this site moves inside the app,
// anything else is an ordinary link.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function SiteLink({ to, className, id, children }: { to: string; className?: string; id?: string; children: ReactNode }) {
  return isSitePath(to) ? (
    <Link to={to} className={className} id={id}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} id={id}>
      {children}
    </a>
  );
}
