// A queue's filter and page, kept in the address (?status=submitted&page=2), so Back, a reload and a shared link
// open the same view. An unknown filter falls back to the queue's default; a page out of range to 1. A page may have
// two filters (the report queue's state and kind): each link keeps the other's choice and starts again at page 1.
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface QueueAddress {
  filter: string;
  page: number;
  hrefFor: (filter: string, page?: number) => string;
}

export function useQueueAddress(param: string, allowed: readonly string[], fallback: string): QueueAddress {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // "All" is the empty filter, written out in the address when it is not the default.
  const asked = params.get(param) === 'all' ? '' : params.get(param);
  const filter = asked !== null && allowed.includes(asked) ? asked : fallback;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const hrefFor = useCallback(
    (target: string, targetPage = 1) => {
      const query = new URLSearchParams(params);
      query.delete('page');
      if (target !== fallback) query.set(param, target === '' ? 'all' : target);
      else query.delete(param);
      if (targetPage > 1) query.set('page', String(targetPage));
      const text = query.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [param, fallback, pathname, params],
  );
  return { filter, page, hrefFor };
}
