// The browser tab and the history list name each page of every area; the previous title comes back when the page goes.
// In a server render the title goes into the head of the page being rendered (shared/ssr).
import { SITE_NAME } from '@yachts/contracts/site';
import { useEffect } from 'react';
import { currentRequestScope } from '../ssr/request-scope';

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
