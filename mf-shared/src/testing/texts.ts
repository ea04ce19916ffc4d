// Test support for what a card, a row, a panel or a list shows: one line names several words, and a failure still says
// which one is missing; the words of a list's links, a table's column names or a select's options, in order.
import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

/** Checks that `element` shows every one of `texts` (each as toHaveTextContent does: a part of its text). */
export function expectTexts(element: HTMLElement, texts: readonly string[]): void {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** The text of each of `element`'s parts with `role` (and `options`), in the page's order. */
export function textsOf(element: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions): (string | null)[] {
  return within(element)
    .getAllByRole(role, options)
    .map((part) => part.textContent);
}
