// What the host's entry waits for before it fetches the page's scripts. A server-rendered page is drawn from its HTML
// and stylesheets; its scripts only make it live. Asked for at once with the HTML, on a slow network they shared the
// first round trips with the stylesheets and the first screen's picture (about 200 KB of scripts against a 20 KB
// picture), so the page appeared later for being scripted. Asked for after the first paint and that picture, they
// have the line to themselves, all at once: one round trip for all of them (decision 023).

/** The longest the scripts wait for the first screen's picture: a slow picture must not keep the page dead. */
export const PICTURE_WAIT_MS = 2_000;

function nextFrame(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    // The callback runs just before the frame is painted; the timer it sets runs after that paint. A tab hidden
    // meanwhile paints no frame: it goes on at once.
    requestAnimationFrame(() => setTimeout(done, 0));
    doc.addEventListener('visibilitychange', done);
  });
}

function loaded(picture: HTMLImageElement, waitMs: number): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      picture.removeEventListener('load', done);
      picture.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    picture.addEventListener('load', done);
    picture.addEventListener('error', done);
  });
}

/**
 * Resolves once the page has been painted and the first screen's picture (the one the page marks
 * `fetchpriority="high"`, if any) has arrived or failed, or `waitMs` has passed. At once in a tab nobody sees: a
 * hidden tab paints no frames.
 */
export async function afterFirstPaint(doc: Document = document, waitMs = PICTURE_WAIT_MS): Promise<void> {
  if (doc.visibilityState === 'hidden') return;
  await nextFrame(doc);
  const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture) await loaded(picture, waitMs);
}

/** Asks for every script the page will run, at once; the federation runtime runs each when it needs it. */
export function fetchScripts(hrefs: readonly string[], doc: Document = document): void {
  const asked = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (link) => link.href));
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    if (asked.has(link.href)) continue;
    asked.add(link.href);
    doc.head.appendChild(link);
  }
}
