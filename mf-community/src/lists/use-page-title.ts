// The browser tab and the history list name each community page; the previous title comes back when it goes.
import { useEffect } from 'react';

export const SITE_NAME = 'Yacht Harbour';

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
