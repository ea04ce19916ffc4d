import fs from 'node:fs';
import vm from 'node:vm';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServerRenderer, documentOf, isPublished, pageAssets, type HostServer, headTags, jsonForScript } from './server-render';

const SHELL =
  '<!doctype html><html lang=en><head><meta name=description content="The site."><title>Yacht Harbour</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div>' +
  '<noscript>This site needs JavaScript to show listings. Please enable it and reload the page.</noscript></body></html>';

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
    // The page is there without scripts: the shell's "needs JavaScript" notice is not.
    expect(html).not.toContain('noscript');
    expect(html).not.toContain('needs JavaScript');
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

describe('the scripts a page preloads and the stylesheets it links', () => {
  const host = {
    shared: [{ assets: { js: { sync: ['react.1.js'] } } }, { assets: { js: { sync: ['react-dom.2.js', 'react-dom-client.3.js'] } } }],
    remotes: [{ alias: 'shared', moduleName: 'ui' }],
  };
  const remotes = new Map([
    [
      'shared',
      {
        base: '/remotes/shared/v1/',
        manifest: {
          metaData: { remoteEntry: { name: 'remoteEntry.js' } },
          exposes: [
            { path: './ui', assets: { js: { sync: ['common.js', 'ui.js'] }, css: { sync: ['ui.css'] } } },
            { path: './forms', assets: { js: { sync: ['common.js', 'forms.js'] }, css: { sync: ['forms.css'] } } },
          ],
        },
      },
    ],
    [
      'catalogue',
      {
        base: '/remotes/catalogue/v7/',
        manifest: {
          exposes: [
            { path: './routes', assets: { js: { sync: ['list.js', 'routes.js'] }, css: { sync: ['list.css'] } } },
            { path: './home-widget', assets: { js: { sync: ['w.js'] }, css: { sync: ['widget.css'] } } },
          ],
          remotes: [{ alias: 'shared', moduleName: 'forms' }],
        },
      },
    ],
    [
      'account',
      {
        base: '/remotes/account/v2/',
        manifest: { exposes: [{ path: './routes', assets: { js: { sync: ['a.js'] }, css: { sync: ['a.css'] } } }] },
      },
    ],
  ]);

  it('are the modules the host imports and those the page mounted, with their containers, once each', () => {
    const { scripts, styles } = pageAssets(host, remotes, ['catalogue/routes']);
    // The area's styles, and those of what it imports from shared, so its page is laid out before any script runs;
    // shared's first, so the area's own rules win where both style one element.
    expect(styles).toEqual(['/remotes/shared/v1/ui.css', '/remotes/shared/v1/forms.css', '/remotes/catalogue/v7/list.css']);
    expect(scripts).toEqual([
      '/remotes/shared/v1/remoteEntry.js',
      '/remotes/shared/v1/common.js',
      '/remotes/shared/v1/ui.js',
      '/remotes/catalogue/v7/remoteEntry.js',
      '/remotes/catalogue/v7/list.js',
      '/remotes/catalogue/v7/routes.js',
    ]);
  });

  it('leave out areas the page did not mount, and modules nobody publishes', () => {
    const { scripts, styles } = pageAssets(host, remotes, ['community/routes', 'nonsense']);
    const elsewhere = (file: string) => file.includes('/account/') || file.includes('/catalogue/') || file.includes('/community/');
    expect(scripts.some(elsewhere)).toBe(false);
    expect(styles).toEqual(['/remotes/shared/v1/ui.css']);
    expect(pageAssets(null, new Map(), ['catalogue/routes'])).toEqual({ scripts: [], styles: [] });
  });

  it('of a module drawn far down the page are its stylesheets only: its scripts come when it nears the screen', () => {
    const { scripts, styles } = pageAssets(host, remotes, [], ['catalogue/home-widget']);
    expect(styles).toEqual(['/remotes/shared/v1/ui.css', '/remotes/shared/v1/forms.css', '/remotes/catalogue/v7/widget.css']);
    expect(scripts.some((file) => file.includes('/catalogue/'))).toBe(false);
    expect(scripts).toEqual(['/remotes/shared/v1/remoteEntry.js', '/remotes/shared/v1/common.js', '/remotes/shared/v1/ui.js']);
  });

  it("of the host's own imports are those its start names: what it imports later comes with its page", () => {
    const withConsole = { ...host, remotes: [...host.remotes, { alias: 'shared', moduleName: 'forms' }] };
    const all = pageAssets(withConsole, remotes, []);
    expect(all.scripts).toContain('/remotes/shared/v1/forms.js');
    const started = pageAssets(withConsole, remotes, [], [], ['shared/ui']);
    expect(started.scripts).toEqual(['/remotes/shared/v1/remoteEntry.js', '/remotes/shared/v1/common.js', '/remotes/shared/v1/ui.js']);
    expect(started.styles).toEqual(['/remotes/shared/v1/ui.css']);
  });

  it('travel in the page state, not as preload links: the entry fetches them after the first paint', () => {
    const html = documentOf(
      SHELL,
      { html: '', head: {}, data: {}, failures: [] },
      { remotes: {}, data: {}, scripts: ['/react.1.js'] },
      ['/a.css'],
      'https://x.example',
    );
    expect(html).toContain('<link rel="stylesheet" href="/a.css" /></head>');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('"scripts":["/react.1.js"]');
  });
});

describe("the host's server bundle", () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  const bundle = path.join(staticDir, 'host', 'server', 'server.js');
  const counters = globalThis as { __bundleLoads?: number; __bundleDisposals?: number };
  // A host bundle that says which load of it drew the page, and counts how often it was told to let go.
  const writeBundle = (body: string) => {
    fs.mkdirSync(path.dirname(bundle), { recursive: true });
    fs.writeFileSync(bundle, body);
  };
  const app = {
    server: { address: () => ({ address: '127.0.0.1', family: 'IPv4', port: 9 }) },
  } as unknown as FastifyInstance;
  const request = {
    url: '/',
    headers: {},
    protocol: 'http',
    ip: '127.0.0.1',
    log: { error: jest.fn(), warn: jest.fn() },
  } as unknown as FastifyRequest;
  const remotes = (shared: string) => ({
    shared: `/remotes/shared/${shared}/mf-manifest.json`,
    catalogue: '/remotes/catalogue/missing/mf-manifest.json',
    community: '/remotes/community/missing/mf-manifest.json',
    account: '/remotes/account/missing/mf-manifest.json',
  });

  // Evaluates the bundle as Node's require would, afresh each time (Jest's registry cannot be emptied by the gateway),
  // with this test's global object as its `globalThis` (a compiled function's own global is Node's, outside Jest's).
  const load = (file: string) => {
    const module = { exports: {} as HostServer };
    const evaluate = vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'module', 'globalThis'], { filename: file }) as (
      exports: HostServer,
      module: { exports: HostServer },
      global: typeof globalThis,
    ) => void;
    evaluate(module.exports, module, globalThis);
    return module.exports;
  };

  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

  it('is required again, after the old one lets go of the federation runtime, when the deploy names another shared', async () => {
    writeBundle(`
      const load = (globalThis.__bundleLoads = (globalThis.__bundleLoads || 0) + 1);
      exports.dispose = () => { globalThis.__bundleDisposals = (globalThis.__bundleDisposals || 0) + 1; };
      exports.render = async (r) => ({ html: '<p>load ' + load + ' ' + r.remotes.shared + '</p>', head: {}, data: {}, failures: [] });
    `);
    const renderer = createServerRenderer(app, { staticDir, publicUrl: 'https://yachts.example.com', load });
    const first = await renderer.render(request, SHELL, remotes('a'));
    expect(first?.html).toContain('<p>load 1 http://127.0.0.1:9/remotes/shared/a/mf-manifest.json</p>');
    expect((await renderer.render(request, SHELL, remotes('a')))?.html).toContain('<p>load 1 ');
    expect(counters.__bundleDisposals).toBeUndefined();

    const next = await renderer.render(request, SHELL, remotes('b'));
    expect(next?.html).toContain('<p>load 2 http://127.0.0.1:9/remotes/shared/b/mf-manifest.json</p>');
    expect(counters.__bundleDisposals).toBe(1);
    // A rollback is one more change of shared.
    expect((await renderer.render(request, SHELL, remotes('a')))?.html).toContain('<p>load 3 ');
    expect(counters.__bundleDisposals).toBe(2);
  });

  it('that cannot be loaded leaves the page to the browser instead of failing the request', async () => {
    writeBundle('throw new Error("a broken host build");');
    const renderer = createServerRenderer(app, { staticDir, publicUrl: 'https://yachts.example.com', load });
    await expect(renderer.render(request, SHELL, remotes('c'))).resolves.toBeNull();
    expect(request.log.error).toHaveBeenCalled();
  });
});

describe('a manifest the deploy points to', () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-deploy-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(staticDir, 'remotes', 'catalogue', 'v1'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'remotes', 'catalogue', 'v1', 'mf-manifest.json'), '{}');
  });
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

  it('is published when its file is in the deploy folder, and not once the folder is gone', async () => {
    expect(await isPublished(staticDir, '/remotes/catalogue/v1/mf-manifest.json')).toBe(true);
    expect(await isPublished(staticDir, '/remotes/catalogue/v2/mf-manifest.json')).toBe(false);
    fs.renameSync(path.join(staticDir, 'remotes', 'catalogue', 'v1'), path.join(staticDir, 'remotes', 'catalogue', 'v1.hidden'));
    expect(await isPublished(staticDir, '/remotes/catalogue/v1/mf-manifest.json')).toBe(false);
  });

  it('is never a file outside the deploy folder, and one on another origin is its server’s to answer for', async () => {
    expect(await isPublished(staticDir, '/../../etc/passwd')).toBe(false);
    expect(await isPublished(staticDir, '/remotes/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).toBe(false);
    expect(await isPublished(staticDir, 'http://127.0.0.1:4555/remotes/community/v1/mf-manifest.json')).toBe(true);
  });
});
