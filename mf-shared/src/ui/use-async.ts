import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PageDataContext } from '../ssr/page-data';
import { isServer } from '../ssr/request-scope';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

const LOADING: AsyncState<never> = { status: 'loading' };

/** A state with the key it was loaded for. */
interface Keyed<T> {
  key: string;
  state: AsyncState<T>;
}

/**
 * Runs a cancellable load whenever its key changes; `reload` runs it again. In a server render the component waits
 * for the load (it suspends) and the answer is kept with the page; in the browser, the first render of a page that
 * came from the server takes that answer instead of loading it again (shared/ssr, page-data.ts).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const pageData = useContext(PageDataContext);
  const [kept, setKept] = useState<Keyed<T>>(() => ({
    key,
    state: (pageData?.peek(key) as AsyncState<T> | undefined) ?? LOADING,
  }));
  const [attempt, setAttempt] = useState(0);
  // The key whose answer came with the page: its first load is already done.
  const arrivedWith = useRef<string | null>(kept.state.status === 'loading' ? null : key);
  // `load` is recreated each render: the effect below calls the last one, and the key says when the request really
  // changes.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (arrivedWith.current === key && attempt === 0) {
      arrivedWith.current = null;
      pageData?.forget(key);
      return;
    }
    const controller = new AbortController();
    setKept({ key, state: LOADING });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setKept({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setKept({ key, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, pageData]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (isServer && pageData) return [pageData.read(key, () => load(new AbortController().signal)) as AsyncState<T>, reload];
  // What was loaded for another key is not this key's answer: from the first render with a new key (a new address,
  // say) the state is loading, so a page never draws the last address's answer under the new one's controls.
  return [kept.key === key ? kept.state : LOADING, reload];
}
