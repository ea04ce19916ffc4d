// The browser tab and the history list name each page of every area; the previous title comes back when the page goes.
import { SITE_NAME } from '@yachts/contracts/site';
import { useEffect } from 'react';

export { SITE_NAME };

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
