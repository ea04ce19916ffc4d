import { documentOf, headTags, jsonForScript } from './server-render';

const SHELL =
  '<!doctype html><html lang=en><head><meta name=description content="The site."><title>Yacht Harbour</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the server-rendered document', () => {
  it('puts the page in the shell with its title, stylesheets and state as a JSON block', () => {
    const html = documentOf(
      SHELL,
      { html: '<main>Hello</main>', head: { title: 'A yacht · Yacht Harbour' }, data: {}, failures: [] },
      { remotes: { catalogue: '/remotes/catalogue/v1/mf-manifest.json' }, data: { k: { status: 'ready', data: '</script><b>' } } },
      ['/remotes/catalogue/v1/a.css'],
      'https://yachts.example.com',
    );
    expect(html).toContain('<title>A yacht · Yacht Harbour</title>');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/catalogue/v1/a.css" />');
    // Data that looks like markup cannot end the block it travels in.
    expect(html).toContain('"data":"\\u003c/script>\\u003cb>"');
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script defer src=/main.js>', '<script type="application/json" id="page-state">']);
  });

  it('writes the canonical address, link previews and schema.org data on the public origin, escaped', () => {
    const tags = headTags(
      {
        title: 'Beneteau "Oceanis" 40.1 · Yacht Harbour',
        description: 'New 2026 <sail> yacht & more',
        canonicalPath: '/yachts/1-beneteau',
        image: '/uploads/seed/1.svg',
        type: 'product',
        structuredData: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      },
      'https://yachts.example.com',
      'Yacht Harbour',
    ).join('\n');
    expect(tags).toContain('<meta name="description" content="New 2026 &lt;sail&gt; yacht &amp; more" />');
    expect(tags).toContain('<link rel="canonical" href="https://yachts.example.com/yachts/1-beneteau" />');
    expect(tags).toContain('<meta property="og:title" content="Beneteau &quot;Oceanis&quot; 40.1" />');
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).toContain('<meta property="og:image" content="https://yachts.example.com/uploads/seed/1.svg" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(tags).not.toContain('robots');
  });

  it('marks a page that must not be indexed, and writes nothing it was not given', () => {
    expect(headTags({ noindex: true }, 'https://yachts.example.com', 'Yacht Harbour')).toEqual([
      '<meta name="robots" content="noindex" />',
    ]);
    expect(jsonForScript({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });
});
