// Whether this render may use what only the browser knows (the visitor's time zone, the time now). A server render
// and the browser's first render of a server-rendered page must draw the same text, or React throws the page away
// (a hydration mismatch); components draw a neutral form until this turns true, right after hydration. A page
// rendered in the browser alone is hydrated from its first render.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  // React reads the server snapshot on the server and while hydrating, then renders again with the browser's.
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
