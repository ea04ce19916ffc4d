import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;

function publish(file: string, content: string) {
  const target = path.join(t.staticDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

beforeAll(async () => {
  t = await buildTestApp({ REMOTE_ACCOUNT_URL: 'https://cdn.example.com/account/v3/mf-manifest.json' });
  publish('host/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  publish('host/main.js', 'console.log("entry")');
  publish('host/123.abcdef0123.js', 'console.log("chunk")');
  publish('remotes/catalogue/v1/mf-manifest.json', '{"name":"catalogue"}');
  publish('remotes/catalogue/v1/remoteEntry.js', 'var catalogue;');
  publish('remotes/catalogue/v1/42.0123456789.js', 'chunk');
  publish(
    'remotes.json',
    JSON.stringify({ catalogue: '/remotes/catalogue/v1/mf-manifest.json', shared: '/remotes/shared/s1/mf-manifest.json' }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('/remotes.json', () => {
  it('is the deploy pointer with environment overrides and defaults, never cached', async () => {
    const response = await t.app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      shared: '/remotes/shared/s1/mf-manifest.json',
      catalogue: '/remotes/catalogue/v1/mf-manifest.json',
      community: '/remotes/community/mf-manifest.json',
      account: 'https://cdn.example.com/account/v3/mf-manifest.json',
    });
  });

  it('follows the pointer when it moves, without a restart', async () => {
    const pointer = path.join(t.staticDir, 'remotes.json');
    const before = fs.readFileSync(pointer, 'utf8');
    fs.writeFileSync(pointer, JSON.stringify({ catalogue: '/remotes/catalogue/v2/mf-manifest.json' }));
    try {
      expect((await t.app.inject({ url: '/remotes.json' })).json().catalogue).toBe('/remotes/catalogue/v2/mf-manifest.json');
    } finally {
      fs.writeFileSync(pointer, before);
    }
  });
});

describe('static files', () => {
  it.each([
    ['/remotes/catalogue/v1/mf-manifest.json', 'no-cache'],
    ['/remotes/catalogue/v1/remoteEntry.js', 'no-cache'],
    ['/remotes/catalogue/v1/42.0123456789.js', 'public, max-age=31536000, immutable'],
    ['/main.js', 'no-cache'],
    ['/123.abcdef0123.js', 'public, max-age=31536000, immutable'],
  ])('%s is served with cache-control %s', async (url, cacheControl) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('lets a host on another origin load remote files', async () => {
    const response = await t.app.inject({ url: '/remotes/catalogue/v1/remoteEntry.js' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('page paths', () => {
  it.each(['/', '/new-yachts-for-sale/', '/community/', '/account/information', '/user/login'])(
    '%s gets the shell with 200',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('gives an unknown page the shell with 404, so the host can show its 404 page', async () => {
    const response = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('sends a strict content security policy that admits the remotes’ origins', async () => {
    const csp = (await t.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers unknown api paths with the JSON envelope, not the shell', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 400404, msg: 'Not found: GET /api/v1/nothing', data: null });
  });
});

describe('/docs', () => {
  it('serves the OpenAPI reference with the api routes', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/yachts/new', '/api/v1/community/modules', '/health']));
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
