// The browser tab and the history list name each page of every area; the previous title comes back when the page goes.
// In a server render the title goes into the head of the page being rendered (shared/ssr).
import { SITE_NAME } from '@yachts/contracts/site';
import { useEffect } from 'react';
import { currentRequestScope, type PageHead } from '../ssr/request-scope';

export { SITE_NAME };

export function usePageTitle(title: string | null): void {
  const scope = currentRequestScope();
  if (scope && title) scope.head.title = `${title} · ${SITE_NAME}`;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * What a page says about itself to search engines and link previews: description, canonical address, picture and
 * schema.org data. Written into the head of a server-rendered page; a browser that moves between pages has no use
 * for them (crawlers and previews read the server's HTML), so it does nothing there.
 */
export function usePageMeta(meta: Omit<PageHead, 'title'> | null): void {
  const scope = currentRequestScope();
  if (scope && meta) Object.assign(scope.head, meta);
}
