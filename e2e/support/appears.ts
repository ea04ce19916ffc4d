// Waits for short-lived things without polling: a toast lives a few seconds and a success modal about one before the
// reload, so a poll on a busy machine can fall on either side of them. These watch the page's own DOM mutations from
// before the press that brings them, and resolve once the thing is there.
import { expect, type Page } from '@playwright/test';

type Wanted = { toast: string | RegExp } | { dialog: string | RegExp };

/** The pattern as source and flags (a string matches exactly). */
function patternOf(text: string | RegExp): { source: string; flags: string } {
  if (typeof text !== 'string') return { source: text.source, flags: text.flags };
  return { source: `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' };
}

/**
 * Starts watching for a toast whose text is `toast` that appears from now on (one already shown does not count), or a
 * dialog titled `dialog` (already open, or opening). Start it before the press, await it after.
 */
export function appears(page: Page, wanted: Wanted): Promise<boolean> {
  const kind = 'toast' in wanted ? 'toast' : 'dialog';
  const { source, flags } = patternOf('toast' in wanted ? wanted.toast : wanted.dialog);
  return page.evaluate(
    ({ kind, source, flags }) =>
      new Promise<boolean>((resolve) => {
        const pattern = new RegExp(source, flags);
        const selector = kind === 'toast' ? '[data-testid="toast"]' : '[role="dialog"]';
        const before = new Set(kind === 'toast' ? document.querySelectorAll(selector) : []);
        const nameOf = (element: Element) => {
          if (kind === 'toast') return element.textContent ?? '';
          const label = element.getAttribute('aria-labelledby');
          return (label && document.getElementById(label)?.textContent) || element.getAttribute('aria-label') || '';
        };
        const found = () =>
          [...document.querySelectorAll(selector)].some((element) => !before.has(element) && pattern.test(nameOf(element).trim()));
        if (found()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
      }),
    { kind, source, flags },
  );
}

/** Presses (runs `press`) and expects `wanted` to appear because of it, with a bound only for a press that brings nothing. */
export async function pressAndExpect(page: Page, press: () => Promise<void>, wanted: Wanted): Promise<void> {
  const seen = appears(page, wanted);
  await press();
  const unseen = new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000).unref());
  expect(await Promise.race([seen, unseen]), `${JSON.stringify(wanted)} did not appear`).toBe(true);
}
