// Deferred hydration (decision 023): a part of a server-rendered page far down the screen keeps its server HTML and
// has its code fetched only when it comes near the screen, or when the visitor first does something on the page. A
// lazy component whose loader first awaits this promise suspends during hydration; React leaves a suspended
// boundary's server HTML in place and hydrates it when the code arrives. Rendered in the browser without server HTML
// (a page drawn by the browser), there is no element to watch and the code is fetched at once.
//
// Why the first press or key as well: React makes a navigation (a transition) wait until every part of the page
// that has not hydrated yet has (the router's context reaches them all), so a part still waiting for the screen
// would hold up the next page. A press comes before the click that navigates, and the code is fetched from then.

/** How far below the screen a part starts loading: about a screen of a phone, so it is ready when scrolled to. */
export const NEAR_SCREEN_MARGIN = '600px';

/** What the visitor does before navigating: a press, a key, a touch, or going back or forward in the history. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;

/**
 * Resolves when the element is within NEAR_SCREEN_MARGIN of the screen or the visitor first acts on the page, or at
 * once when there is no element (a page drawn by the browser), no IntersectionObserver (old browsers, tests) or no
 * document (the server).
 */
export function whenNearScreen(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const act of FIRST_ACTS) window.removeEventListener(act, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${NEAR_SCREEN_MARGIN} 0px`,
    });
    observer.observe(element);
    for (const act of FIRST_ACTS) window.addEventListener(act, done, { capture: true, passive: true });
  });
}
