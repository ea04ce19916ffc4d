// Test support for a card, a row or a panel that must show several words: one line names them all, and a failure
// still says which one is missing.

/** Checks that `element` shows every one of `texts` (each as toHaveTextContent does: a part of its text). */
export function expectTexts(element: HTMLElement, texts: readonly string[]): void {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
