// A press made before the page is live is kept, not lost (decision 034). The server draws the buttons, but until
// React has hydrated them (`html[data-hydrated]`, federation/hydration-signal.ts) they have no handlers: the press
// did nothing, and a form the script sends itself was submitted by the browser as a GET of the page, the typed values
// in its address. From the moment this entry runs (before `load`) until the page is live, the last such press is
// held and pressed again once the page is live; the element is the same one, since hydration keeps the server's DOM.
// What works without script is left to the browser: links, and a form with an action of its own (the consent
// choices, the header search).

const LIVE_ATTRIBUTE = 'data-hydrated';
/** On <html> while a press waits, for the cursor to say so (host.css). */
export const PENDING_ATTRIBUTE = 'data-press-pending';

type Held = { kind: 'press'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

function worksWithoutScript(form: HTMLFormElement | null): boolean {
  return Boolean(form?.getAttribute('action'));
}

function heldPress(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!element || element.matches(':disabled')) return null;
  if (element instanceof HTMLButtonElement && element.type === 'submit' && worksWithoutScript(element.form)) return null;
  return element;
}

/** Holds presses until the document is live; returns a function that stops holding (for tests). */
export function holdEarlyPresses(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute(LIVE_ATTRIBUTE)) return () => undefined;
  let held: Held | null = null;

  const hold = (next: Held) => {
    held = next;
    root.setAttribute(PENDING_ATTRIBUTE, '');
  };
  const onClick = (event: MouseEvent) => {
    const element = heldPress(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'press', element });
  };
  // Enter in a field submits its form without pressing a button the page drew.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || worksWithoutScript(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'submit', form, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
  };

  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    root.removeAttribute(PENDING_ATTRIBUTE);
  };
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(LIVE_ATTRIBUTE)) return;
    stop();
    const press = held;
    held = null;
    if (press?.kind === 'press' && press.element.isConnected) press.element.click();
    if (press?.kind === 'submit' && press.form.isConnected) {
      const submitter = press.submitter?.isConnected ? press.submitter : null;
      if (submitter) submitter.click();
      else press.form.requestSubmit();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  return stop;
}
