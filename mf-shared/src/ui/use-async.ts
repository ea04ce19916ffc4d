import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PageDataContext } from '../ssr/page-data';
import { isServer } from '../ssr/request-scope';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/**
 * Runs a cancellable load whenever its key changes; `reload` runs it again. In a server render the component waits
 * for the load (it suspends) and the answer is kept with the page; in the browser, the first render of a page that
 * came from the server takes that answer instead of loading it again (shared/ssr, page-data.ts).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const pageData = useContext(PageDataContext);
  const [state, setState] = useState<AsyncState<T>>(() => (pageData?.peek(key) as AsyncState<T> | undefined) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The key whose answer came with the page: its first load is already done.
  const arrivedWith = useRef<string | null>(state.status === 'loading' ? null : key);
  useEffect(() => {
    if (arrivedWith.current === key && attempt === 0) {
      arrivedWith.current = null;
      pageData?.forget(key);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; the key says when the request really changes.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (isServer && pageData) return [pageData.read(key, () => load(new AbortController().signal)) as AsyncState<T>, reload];
  return [state, reload];
}
