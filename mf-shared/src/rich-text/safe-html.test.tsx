import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('HTML sanitising (HTML profile only)', () => {
  it('removes scripts, event handlers, javascript: links, styles and SVG', () => {
    const dirty =
      '<p onclick="alert(1)">Hi <b>there</b><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><span style="color:red">s</span><svg><circle/></svg><style>body{}</style></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style|svg|circle/i);
    expect(clean).toContain('<b>there</b>');
    render(<SafeHtml html={dirty} className="rich" />);
    expect(document.querySelector('.rich b')).toHaveTextContent('there');
    expect(document.querySelector('.rich script')).toBeNull();
  });

  it('keeps ordinary rich text: paragraphs, lists, links and images', () => {
    const html = '<h2>Refit</h2><ul><li>Teak</li></ul><a href="https://example.org/x">link</a><img src="/uploads/a.jpg" alt="a">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
