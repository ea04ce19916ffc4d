// The allow-list of topic HTML (api/src/community/sanitize-community.ts, docs/decisions/018-community.md): classic XSS
// payloads leave nothing that runs, and what the editor makes survives as it was.
import { htmlToText, isUploadPath, LINK_REL, sanitizeCommunityHtml } from './sanitize-community';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = { a: new Set(['href', 'rel', 'target']), img: new Set(['src', 'alt']) };

/** Every tag of the output is on the list, with only its attributes, and every URL is one we allow. */
function expectHarmless(html: string) {
  for (const match of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const tag = match[1]!.toLowerCase();
    expect(ALLOWED_TAGS).toContain(tag);
    for (const attribute of match[2]!.matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)) {
      const [, name, value] = attribute;
      expect(ALLOWED_ATTRIBUTES[tag]?.has(name!.toLowerCase())).toBe(true);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/);
      if (name === 'src') expect(value).toMatch(/^\/uploads\/[A-Za-z0-9/_.-]+$/);
      if (name === 'src') expect(value).not.toContain('..');
    }
  }
  // No markup hides outside a tag the regex above saw: every '<' left is escaped.
  expect(html.replace(/<\/?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?\/?>/g, '')).not.toMatch(/</);
  expect(html).not.toMatch(/javascript:|vbscript:|data:|\son[a-z]+\s*=|style\s*=|class\s*=/i);
}

// Payloads from the OWASP XSS filter evasion cheat sheet and the classics of HTML sanitiser bug reports.
const PAYLOADS: [string, string][] = [
  ['script tag', '<script>alert(1)</script><p>text</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script split by tags', '<<script>script>alert(1)<</script>/script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['upload img with onerror', '<img src="/uploads/2026/11/a.jpg" onerror="alert(1)" onload="alert(2)">'],
  ['img javascript src', '<img src="javascript:alert(1)">'],
  ['img data src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img remote src', '<img src="https://evil.example/track.gif">'],
  ['img protocol-relative', '<img src="//evil.example/uploads/x.png">'],
  ['img path traversal', '<img src="/uploads/../../etc/passwd">'],
  ['link javascript', '<a href="javascript:alert(1)">click</a>'],
  ['link JaVaScRiPt', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ['link with tab entity', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['link with newline', '<a href="java\nscript:alert(1)">click</a>'],
  ['link decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>'],
  ['link hex entities no semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">click</a>'],
  ['link leading space and control', '<a href=" \u0001javascript:alert(1)">click</a>'],
  ['link vbscript', '<a href="vbscript:msgbox(1)">click</a>'],
  ['link data html', '<a href="data:text/html,<script>alert(1)</script>">click</a>'],
  ['link onclick', '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">ok</a>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['math mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['math href', '<math href="javascript:alert(1)">click</math>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">styled</p>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['class attribute', '<p class="admin-banner">x</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  [
    'form',
    '<form action="javascript:alert(1)"><input type="submit" value="go"><button formaction="javascript:alert(1)">Go</button></form>',
  ],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  ['broken attribute quotes', '<p title="a" onmouseover="alert(1)" ">x</p>'],
  ['unclosed tag', '<p>text <b>bold <img src=x onerror=alert(1)'],
  ['blockquote cite', '<blockquote cite="javascript:alert(1)">quote</blockquote>'],
];

describe('sanitizeCommunityHtml', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (_name, payload) => {
    expectHarmless(sanitizeCommunityHtml(payload));
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2>Passage plan</h2><p>We left <strong>Falmouth</strong> at <em>first light</em>, <u>reefed</u> and <s>late</s>.</p>' +
      '<blockquote>Red sky at night</blockquote><ul><li>Charts</li><li>Fuel</li></ul><ol><li>One</li></ol>' +
      '<pre><code>N 50° 09′</code></pre><p>Line<br />break</p><h3>Notes</h3>';
    expect(sanitizeCommunityHtml(html)).toBe(html);
  });

  it('marks links as user content that opens in a new tab, whatever rel and target were sent', () => {
    expect(sanitizeCommunityHtml('<a href="https://www.rya.org.uk/" target="_self" rel="opener">RYA</a>')).toBe(
      `<a href="https://www.rya.org.uk/" rel="${LINK_REL}" target="_blank">RYA</a>`,
    );
    expect(sanitizeCommunityHtml('<a href="mailto:skipper@example.com">mail</a>')).toBe(
      `<a href="mailto:skipper@example.com" rel="${LINK_REL}" target="_blank">mail</a>`,
    );
  });

  it('keeps the words of a link it cannot keep', () => {
    expect(sanitizeCommunityHtml('<p><a href="javascript:alert(1)">the tide table</a></p>')).toBe('<p>the tide table</p>');
    expect(sanitizeCommunityHtml('<p><a href="/community/topic/1">relative</a></p>')).toBe('<p>relative</p>');
    expect(sanitizeCommunityHtml('<a href="javascript:alert(1)">bad</a> and <a href="https://www.rya.org.uk/">good</a>')).toBe(
      `bad and <a href="https://www.rya.org.uk/" rel="${LINK_REL}" target="_blank">good</a>`,
    );
  });

  it('keeps images of the site’s uploads, with their alt text', () => {
    expect(sanitizeCommunityHtml('<p><img src="/uploads/2026/11/abc_DEF-123.jpg" alt="At anchor" title="x"></p>')).toBe(
      '<p><img src="/uploads/2026/11/abc_DEF-123.jpg" alt="At anchor" /></p>',
    );
    expect(sanitizeCommunityHtml('<img src="/uploads/seed/sail-1-profile-noon.svg">')).toBe(
      '<img src="/uploads/seed/sail-1-profile-noon.svg" alt="" />',
    );
  });

  it('unwraps tags it does not know, keeping their words, and maps pasted headings to the editor’s', () => {
    expect(sanitizeCommunityHtml('<div>one</div><span>two</span><font color="red">three</font>')).toBe('<p>one</p>twothree');
    expect(sanitizeCommunityHtml('<h1>Title</h1><h4>Small</h4>')).toBe('<h2>Title</h2><h3>Small</h3>');
  });

  it('drops scripts, styles and embedded documents with everything inside them', () => {
    const out = sanitizeCommunityHtml('<p>a</p><script>var secret = 1;</script><style>p{}</style><svg><text>drawn</text></svg><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeCommunityHtml('<p>5 < 6 & "quoted"</p>')).toBe('<p>5 &lt; 6 &amp; "quoted"</p>');
  });
});

describe('isUploadPath', () => {
  it.each([
    ['/uploads/2026/11/a.jpg', true],
    ['/uploads/seed/sail-1-profile-noon.svg', true],
    [' /uploads/2026/11/a.jpg', true],
    ['/uploads/../secret', false],
    ['/uploads/a b.jpg', false],
    ['https://example.com/uploads/a.jpg', false],
    ['//example.com/uploads/a.jpg', false],
    ['/uploadsx/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    [undefined, false],
  ])('%s -> %s', (src, expected) => {
    expect(isUploadPath(src)).toBe(expected);
  });
});

describe('htmlToText', () => {
  it('gives the words on one line, blocks apart, entities as characters', () => {
    expect(htmlToText('<h2>Fish &amp; chips</h2><p>at 5&lt;6</p><ul><li>cod</li><li>hake</li></ul><p>line<br>break</p>')).toBe(
      'Fish & chips at 5<6 cod hake line break',
    );
  });

  it('has no words for markup without text, scripts or images', () => {
    expect(htmlToText('<p><br></p><p>&nbsp;</p>')).toBe('');
    expect(htmlToText('<script>alert(1)</script><style>p{}</style>')).toBe('');
    expect(htmlToText('<p><img src="/uploads/2026/11/a.jpg" alt="boat"></p>')).toBe('');
  });

  it('decodes each entity once', () => {
    expect(htmlToText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });
});
