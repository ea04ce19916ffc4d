// A row of the user area's lists that leads to one page: a mark, the page's title as a link, then its facts.
import type { ReactNode } from 'react';
import { SiteLink } from 'shared/ui';

export function LinkRow({ icon, url, title, children }: { icon: ReactNode; url: string; title: string; children: ReactNode }) {
  return (
    <div className="account-row">
      <div className="account-row-icon" aria-hidden="true">
        {icon}
      </div>
      <div className="account-row-body">
        <h3 className="account-row-title">
          <SiteLink to={url}>{title}</SiteLink>
        </h3>
        {children}
      </div>
    </div>
  );
}
