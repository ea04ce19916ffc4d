// Test support: what jsdom cannot do by itself for a test, a file picker's choice and a text selection.
import { act, fireEvent } from '@testing-library/react';

/**
 * Chooses `files` in a file input and lets the page take its first steps with them (inside an async act). The
 * input's value stands for the browser's selection ("C:\fakepath\<first name>"), so a test can see it cleared.
 */
export async function chooseFiles(input: HTMLInputElement, files: File[]): Promise<HTMLInputElement> {
  let selection = files.length > 0 ? `C:\\fakepath\\${files[0]!.name}` : '';
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => selection,
    set: (value: string) => {
      selection = value;
    },
  });
  await act(() => Promise.resolve(fireEvent.change(input)));
  return input;
}

/** Makes the document's selection run from `start` to `end` (a caret when they are equal) inside `node`. */
export function selectRange(node: Node, start: number, end = start): Range {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return range;
}
