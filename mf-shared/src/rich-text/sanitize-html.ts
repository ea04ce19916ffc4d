// docs/product.md §5: sanitising allows only the HTML profile by default (no SVG, no MathML), using DOMPurify, a
// well-kept sanitiser. The api sanitises community text too; the browser does it again before rendering.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
