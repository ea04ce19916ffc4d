// The page number and filters of a list live in the address (?type=system&page=2), so they survive a reload, can
// be bookmarked, and the back button works.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

export interface ListAddress {
  page: number;
  params: URLSearchParams;
  /** The same list at another page, other parameters kept. */
  hrefFor: (page: number) => string;
  /** The same list with one parameter changed (null removes it), back on the first page. */
  hrefWith: (name: string, value: string | null) => string;
}

export function useListAddress(): ListAddress {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const build = (copy: URLSearchParams) => {
    const query = copy.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return {
    page: pageFrom(params.get('page')),
    params,
    hrefFor: (next) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return build(copy);
    },
    hrefWith: (name, value) => {
      const copy = new URLSearchParams(params);
      copy.delete('page');
      if (value === null) copy.delete(name);
      else copy.set(name, value);
      return build(copy);
    },
  };
}

/**
 * After Next or Previous, the link that was pressed may be gone and the new rows are further up: once the new page
 * has loaded, focus (and the view) moves to the list's heading. The first page of a visit is left alone.
 */
export function useFocusAfterPaging(page: number): (element: HTMLElement | null) => void {
  const pending = useRef(false);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    pending.current = true;
  }, [page]);
  return useCallback((element: HTMLElement | null) => {
    if (!element || !pending.current) return;
    pending.current = false;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start' });
  }, []);
}
