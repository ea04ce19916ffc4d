// The main text's HTML, kept to what a topic needs: paragraphs, line breaks, bold, italic, two heading levels,
// quotes, lists and links. Pasted HTML (a web page, a word processor) is first sanitised (shared sanitizeHtml,
// DOMPurify) and then reduced to those tags: look-alikes are renamed (b -> strong, h1 -> h2, div -> p), everything
// else is unwrapped so its text stays, and every attribute goes but a link's web address. The api sanitises again;
// this keeps the editor honest about what will be published.
import { sanitizeHtml } from 'shared/rich-text';

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'a'] as const;
const ALLOWED = new Set<string>(ALLOWED_TAGS);

const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  div: 'p',
  section: 'p',
  article: 'p',
  header: 'p',
  footer: 'p',
  pre: 'p',
  figcaption: 'p',
  dt: 'p',
  dd: 'p',
};

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'figure',
  'dl',
]);

/** Web and mail addresses only: no javascript:, data: or relative links in a published topic. */
export function isSafeHref(href: string | null): href is string {
  return href !== null && /^(https?:\/\/|mailto:)\S+$/i.test(href.trim());
}

function hasBlockChild(element: Element): boolean {
  return Array.from(element.children).some((child) => BLOCKS.has(child.tagName.toLowerCase()));
}

function reduceInto(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    // Google Docs wraps a whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold at all.
    const docsWrapper = tag === 'b' && (element.getAttribute('id') ?? '').startsWith('docs-internal-guid');
    const name = RENAMED[tag] ?? tag;
    const unwrap =
      docsWrapper ||
      !ALLOWED.has(name) ||
      // A div of paragraphs is a container, not a paragraph: keep what is inside.
      (name === 'p' && hasBlockChild(element)) ||
      (name === 'a' && !isSafeHref(element.getAttribute('href')));
    if (unwrap) {
      reduceInto(element, target, doc);
      continue;
    }
    const copy = doc.createElement(name);
    if (name === 'a') copy.setAttribute('href', element.getAttribute('href')!.trim());
    reduceInto(element, copy, doc);
    // Formatting with nothing inside it is noise (an empty <strong> left by the editor).
    if ((name === 'strong' || name === 'em' || name === 'a') && !copy.textContent) continue;
    target.appendChild(copy);
  }
}

function parse(html: string): HTMLTemplateElement {
  // A template's content is inert: nothing in it loads or runs while it is inspected.
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** Sanitised, then only the allowed tags, with hrefs on links and no other attribute. */
export function cleanHtml(html: string): string {
  const source = parse(sanitizeHtml(html));
  const out = document.createElement('template');
  reduceInto(source.content, out.content, document);
  return out.innerHTML;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a line break. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The text a reader would see, for "is it empty?" and for counting. */
export function htmlText(html: string): string {
  return (parse(html).content.textContent ?? '').replace(/\u00a0/g, ' ').trim();
}

/** What the form sends as `content`: the cleaned HTML, or '' when there is no text in it at all. */
export function contentForSending(html: string): string {
  const cleaned = cleanHtml(html)
    // Empty paragraphs the editor leaves behind after deleting (<p><br></p>) at either end.
    .replace(/^(?:<p>(?:<br>|\s)*<\/p>)+|(?:<p>(?:<br>|\s)*<\/p>)+$/g, '')
    .trim();
  return htmlText(cleaned) ? cleaned : '';
}
