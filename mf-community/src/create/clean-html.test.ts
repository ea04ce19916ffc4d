import { cleanHtml, contentForSending, htmlText, isSafeHref, textToHtml } from './clean-html';

describe('cleaning the main text', () => {
  it('keeps the allowed tags and drops every attribute but a link’s address', () => {
    const html =
      '<h2 class="x">Survey</h2><p style="color:red">A <strong>firm</strong> <em>offer</em><br>and a <a href="https://example.com/a" target="_blank" onclick="x()">link</a></p>' +
      '<blockquote><p>Quote</p></blockquote><ul><li>One</li></ul><ol><li>Two</li></ol><h3>Small</h3>';
    expect(cleanHtml(html)).toBe(
      '<h2>Survey</h2><p>A <strong>firm</strong> <em>offer</em><br>and a <a href="https://example.com/a">link</a></p>' +
        '<blockquote><p>Quote</p></blockquote><ul><li>One</li></ul><ol><li>Two</li></ol><h3>Small</h3>',
    );
  });

  it('renames look-alikes and unwraps everything else, keeping its text', () => {
    expect(cleanHtml('<h1>Big</h1><b>bold</b> <i>it</i> <u>under</u> <span style="x">span</span><h5>five</h5>')).toBe(
      '<h2>Big</h2><strong>bold</strong> <em>it</em> under span<h3>five</h3>',
    );
    expect(cleanHtml('<div>one</div><div><p>two</p><p>three</p></div>')).toBe('<p>one</p><p>two</p><p>three</p>');
    expect(cleanHtml('<table><tr><td>cell</td></tr></table><img src="x.png" alt="pic"><font>f</font>')).toBe('cellf');
  });

  it('removes scripts, styles, event handlers and unsafe links', () => {
    expect(cleanHtml('<p>ok<script>alert(1)</script><style>p{}</style></p><img src=x onerror="alert(1)">')).toBe('<p>ok</p>');
    expect(cleanHtml('<a href="javascript:alert(1)">bad</a> <a href="/relative">rel</a> <a href="mailto:a@b.co">mail</a>')).toBe(
      'bad rel <a href="mailto:a@b.co">mail</a>',
    );
    expect(isSafeHref('https://x.org')).toBe(true);
    expect(isSafeHref('data:text/html,hi')).toBe(false);
  });

  it('does not make a whole Google Docs paste bold', () => {
    expect(cleanHtml('<b style="font-weight:normal" id="docs-internal-guid-123"><p>Plain</p><p><b>Bold</b></p></b>')).toBe(
      '<p>Plain</p><p><strong>Bold</strong></p>',
    );
  });

  it('turns plain text into paragraphs and line breaks, escaped', () => {
    expect(textToHtml('First <line>\nsecond\n\nNew & para\r\n\r\n\r\n')).toBe('<p>First &lt;line&gt;<br>second</p><p>New &amp; para</p>');
  });

  it('sends nothing for an editor without text, and trims empty paragraphs at the ends', () => {
    expect(contentForSending('<p><br></p>')).toBe('');
    expect(contentForSending('<p>&nbsp; </p><ul><li></li></ul>')).toBe('');
    expect(contentForSending('<p><br></p><p>Hello</p><p><br></p><div><br></div>')).toBe('<p>Hello</p>');
    expect(htmlText('<p>A&nbsp;b</p>')).toBe('A b');
  });
});
