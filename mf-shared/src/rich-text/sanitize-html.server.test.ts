/** @jest-environment node */
import { sanitizeHtml } from './sanitize-html.server';

describe('the server build’s sanitiser', () => {
  it('keeps the text and structure of a document', () => {
    const html = '<h2 id="account">Your account</h2><p>Read <a href="https://example.com">this</a> and <strong>that</strong>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, event handlers, styles, forms, SVG and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><form><input></form><svg><script>1</script></svg>' +
        '<a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|<form|<input|<svg|javascript:/i);
    expect(out).toContain('<p>a</p>');
  });
});
