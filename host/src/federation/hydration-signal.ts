// The document says when the page a visitor opened is live: `html[data-hydrated]` appears once the host's shell
// and every area the first render mounted have hydrated (or failed and shown their error), so their buttons answer.
// Until then a server-rendered page looks ready but a press on it may be lost. Automated journeys wait for it.
// Only the first page of a document counts: later in-app navigations leave the mark in place.

const waiting = new Set<string>();
let shellReady = false;
let done = false;

function settle(): void {
  if (done || !shellReady || waiting.size > 0) return;
  done = true;
  document.documentElement.dataset.hydrated = '';
}

/** An area the first render mounts (called while rendering; a server render has no document and is ignored). */
export function expectArea(id: string): void {
  if (typeof document === 'undefined' || done || shellReady) return;
  waiting.add(id);
}

/** The area's module hydrated, or its error boundary caught its failure. */
export function areaSettled(id: string): void {
  if (typeof document === 'undefined') return;
  waiting.delete(id);
  settle();
}

/** The host's shell (everything outside the areas) hydrated. */
export function shellSettled(): void {
  shellReady = true;
  settle();
}
