// The rich text editor's work on its own DOM: commands, the selection, the formats around the caret, links and
// pastes. Formatting uses document.execCommand, which every browser still implements for contenteditable and which
// keeps Undo working; where it is missing or refuses, the few edits that must still work (links, pastes) change the
// selection's range by hand.
import { cleanHtml, isSafeHref, textToHtml } from './clean-html';

export type Mark = 'bold' | 'italic' | 'heading' | 'quote' | 'bulleted' | 'numbered' | 'link';
export type Marks = Record<Mark, boolean>;
export const NO_MARKS: Marks = { bold: false, italic: false, heading: false, quote: false, bulleted: false, numbered: false, link: false };

/** document.execCommand where the browser has it; false when it is missing or refuses. */
export function exec(command: string, value?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/** The selection's range when it lies inside root; a selection elsewhere on the page is not the editor's to change. */
export function selectionRange(root: HTMLElement | null): Range | null {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

export function selectRange(range: Range): void {
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function placeCaretAtEnd(root: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  selectRange(range);
  return range;
}

/** Inserts HTML at the caret: the browser's own insertHTML (so Undo knows it), else the range by hand. */
export function insertHtml(root: HTMLElement, html: string): void {
  if (exec('insertHTML', html)) return;
  const range = selectionRange(root) ?? placeCaretAtEnd(root);
  range.deleteContents();
  const template = document.createElement('template');
  template.innerHTML = html;
  const last = template.content.lastChild;
  range.insertNode(template.content);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    selectRange(range);
  }
}

/** The nearest element matching selector around node, only if it is inside root: the page around the editor does not count. */
export function closestIn(root: HTMLElement, node: Node | null, selector: string): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const found = element?.closest(selector) ?? null;
  return found && root.contains(found) && found !== root ? found : null;
}

/** The formats the caret is in, which the toolbar shows as pressed buttons. */
export function marksAt(root: HTMLElement): Marks {
  const range = selectionRange(root);
  if (!range) return NO_MARKS;
  const node = range.startContainer;
  const is = (selector: string) => closestIn(root, node, selector) !== null;
  return {
    bold: is('strong, b'),
    italic: is('em, i'),
    heading: is('h2, h3'),
    quote: is('blockquote'),
    bulleted: is('ul'),
    numbered: is('ol'),
    link: is('a'),
  };
}

/** The link form asks for a web address (http or https); isSafeHref alone would also let a mailto: address through. */
export function isWebAddress(url: string): boolean {
  return isSafeHref(url) && /^https?:/i.test(url);
}

/** Links the range to url; a bare caret gets the address itself as the link's text, so the link is never empty. */
export function linkRange(root: HTMLElement, range: Range, url: string): void {
  selectRange(range);
  if (range.collapsed) {
    const safe = url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    insertHtml(root, `<a href="${safe}">${safe}</a>`);
  } else if (!exec('createLink', url)) {
    const anchor = document.createElement('a');
    anchor.setAttribute('href', url);
    anchor.appendChild(range.extractContents());
    range.insertNode(anchor);
  }
}

/** Takes the link away and keeps its text where it was. */
export function unwrapLink(anchor: HTMLAnchorElement): void {
  anchor.replaceWith(...Array.from(anchor.childNodes));
}

/** What a paste or a drop puts in the text: its HTML reduced to the allowed tags, else its plain text as paragraphs. */
export function pastedHtml(data: Pick<DataTransfer, 'getData'>): string {
  const html = data.getData('text/html');
  return html ? cleanHtml(html) : textToHtml(data.getData('text/plain'));
}
