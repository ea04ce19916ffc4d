// The server build's sanitiser (server builds resolve `*.server.ts` first, build/federated-app.cjs). DOMPurify needs a
// browser's DOM; in the gateway the same profile is applied with sanitize-html, the sanitiser the api stores
// community text with: HTML elements only (no SVG, no MathML), no styles, no forms, no script or event handlers, and
// links and images by http(s), mailto or a site path only. The browser sanitises again with DOMPurify when it
// renders the page itself.
import sanitize from 'sanitize-html';

const FORBIDDEN = ['style', 'form', 'input', 'button', 'textarea', 'select', 'script', 'svg', 'math', 'iframe', 'object', 'embed'];

export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'del', 'ins', 'figure', 'figcaption'].filter(
      (tag) => !FORBIDDEN.includes(tag),
    ),
    allowedAttributes: {
      '*': ['id', 'class', 'title', 'lang', 'dir'],
      a: ['href', 'rel', 'target', 'name'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      time: ['datetime'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'svg', 'math', 'title'],
  });
}
