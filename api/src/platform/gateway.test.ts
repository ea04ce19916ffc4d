import fs from 'node:fs';
import type { DealerSummary, YachtListPage } from '@yachts/contracts/catalogue';
import type { ArticleSummary, TopicSummary } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import path from 'node:path';
import { buildTestApp, loginAs, type TestApp, unverifiedOperator } from '../testing/helper';
import { answerOf, bodyOf, dataOf, firstOf, like } from '../testing/answers';
import { apiReference } from '../testing/openapi';

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
  publish('host/123.abcdef0123.js.map', '{"version":3}');
  publish('remotes/catalogue/v1/42.0123456789.js.map', '{"version":3}');
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
    expect(bodyOf(response)).toEqual({
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
      expect(bodyOf<Record<string, string>>(await t.app.inject({ url: '/remotes.json' })).catalogue).toBe(
        '/remotes/catalogue/v2/mf-manifest.json',
      );
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

  it('compresses pages and api answers for clients that accept it, and leaves small answers alone', async () => {
    const zlib = await import('node:zlib');
    const list = await t.app.inject({ url: '/api/v1/yachts/new?page=1&pageSize=10', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect((JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString('utf8')) as { code: number }).code).toBe(0);
    const gzipped = await t.app.inject({ url: '/api/v1/yachts/new?page=1&pageSize=10', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')) as { code: number }).code).toBe(0);
    // This suite's shell is a few bytes: under the threshold it goes as it is.
    const page = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(page.rawPayload.length).toBeLessThan(1024);
    expect(page.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject({ url: '/api/v1/yachts/new?page=1&pageSize=10' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(answerOf(plain).code).toBe(0);
    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('gives an unknown page the shell with 404, so the host can show its 404 page', async () => {
    const response = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers 404 for the page of a yacht, topic, article or section that is not there, 200 for one that is', async () => {
    const page = async (url: string) => (await t.app.inject({ url, headers: { accept: 'text/html' } })).statusCode;
    const yacht = firstOf(dataOf<YachtListPage>(await t.app.inject({ url: '/api/v1/yachts/new?pageSize=1' })).items);
    const used = firstOf(dataOf<YachtListPage>(await t.app.inject({ url: '/api/v1/yachts/idle?pageSize=1' })).items);
    const topic = firstOf(dataOf<Page<TopicSummary>>(await t.app.inject({ url: '/api/v1/community/topics?pageSize=1' })).items);
    const article = firstOf(dataOf<Page<ArticleSummary>>(await t.app.inject({ url: '/api/v1/community/articles?pageSize=1' })).items);
    expect(await page(yacht.url)).toBe(200);
    expect(await page(article.url)).toBe(200);
    expect(await page(used.url)).toBe(200);
    expect(await page(topic.url)).toBe(200);
    expect(await page(`/community/module/${topic.module.id}`)).toBe(200);
    for (const url of ['/yachts/999999-no-such-yacht', '/yachts/used/999999', '/yachts/abc-boat', '/community/topic/999999']) {
      expect([url, await page(url)]).toEqual([url, 404]);
    }
    expect(await page('/community/article/999999')).toBe(404);
    expect(await page('/community/module/999999')).toBe(404);
    // Dealers' pages (decision 028).
    const dealer = firstOf(dataOf<DealerSummary[]>(await t.app.inject({ url: '/api/v1/dealers' })));
    expect(await page(dealer.url)).toBe(200);
    expect(await page('/dealers/')).toBe(200);
    for (const url of ['/dealers/no-such-dealer', '/dealers/UPPER', '/dealers/a--b']) expect([url, await page(url)]).toEqual([url, 404]);
  });

  it('marks the pages of one member noindex, and leaves public pages indexable', async () => {
    const robots = async (url: string) => (await t.app.inject({ url, headers: { accept: 'text/html' } })).headers['x-robots-tag'];
    for (const url of [
      '/user/mymessage',
      '/user/login',
      '/account/information',
      '/message/interactiveDetail/1',
      '/sell/new',
      '/community/new',
      // Yachts a visitor set side by side: a page of their own making.
      '/yachts/compare/?ids=idle-1,new-2',
    ])
      expect([url, await robots(url)]).toEqual([url, 'noindex']);
    // It is a page (not a yacht called "compare"): 200, even for yachts no longer listed.
    const compare = await t.app.inject({ url: '/yachts/compare/?ids=idle-999999', headers: { accept: 'text/html' } });
    expect(compare.statusCode).toBe(200);
    for (const url of [
      '/',
      '/new-yachts-for-sale/',
      '/community/',
      '/sell',
      '/user/agreement',
      '/user/privacy',
      '/account/information/abc',
    ])
      expect([url, await robots(url)]).toEqual([url, undefined]);
  });

  it('opens the operators’ console only for an operator’s login (404 for a visitor and a member), never indexed', async () => {
    const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const member = await loginAs(t.app);
    // Its second factor is the console's first page, so an operator who has not passed it gets the page too.
    const operator = await unverifiedOperator(t.app, 'moderator');
    for (const url of ['/operator', '/operator/', '/operator/reports', '/operator/sell-applications?status=approved']) {
      const visitor = await page(url);
      const forMember = await page(url, member.cookie);
      const forOperator = await page(url, operator.cookie);
      expect([url, visitor.statusCode, forMember.statusCode, forOperator.statusCode]).toEqual([url, 404, 404, 200]);
      expect([visitor, forMember, forOperator].map((answer) => answer.headers['x-robots-tag'])).toEqual(['noindex', 'noindex', 'noindex']);
    }
    // Not a prefix of other words.
    expect((await page('/operators', operator.cookie)).statusCode).toBe(404);
  });

  it('sends a strict content security policy that admits the remotes’ origins', async () => {
    const csp = (await t.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' https://cdn.example.com;");
    // Only style attributes may be inline (server-rendered markup); no inline script or <style> element.
    expect(csp.split('; ').filter((directive) => directive.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
  });

  it('answers unknown api paths with the JSON envelope, not the shell', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ code: 400404, msg: 'Not found: GET /api/v1/nothing', data: null });
  });
});

describe('/docs', () => {
  it('serves the OpenAPI reference with the api routes', async () => {
    const spec = await apiReference(t.app);
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(like.arrayContaining(['/api/v1/yachts/new', '/api/v1/community/modules', '/health']));
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('security headers on every HTML answer', () => {
  const framingRefused = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it.each(['/', '/index.html', '/community/', '/no-such-page'])('%s: the shell policy, no framing, nosniff', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.body).toContain('<div id="root">');
    framingRefused(response.headers);
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com");
  });

  it('/docs: its own policy without unsafe inline script, no framing, nosniff', async () => {
    const response = await t.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    framingRefused(response.headers);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    // One frame-ancestors only: a second one (the package's 'self' before ours) is a malformed policy.
    expect(String(response.headers['content-security-policy']).match(/frame-ancestors[^;]*/g)).toEqual(["frame-ancestors 'none'"]);
  });

  it('sends no HSTS unless HSTS_MAX_AGE is set', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const https = await buildTestApp({ HSTS_MAX_AGE: '31536000' });
    try {
      for (const url of ['/', '/health', '/api/v1/yachts/new']) {
        expect((await https.app.inject({ url })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await https.close();
    }
  });
});

describe('source maps', () => {
  it('are served outside production, for the test suite and local debugging', async () => {
    expect((await t.app.inject({ url: '/123.abcdef0123.js.map' })).statusCode).toBe(200);
  });

  it('are not served in production, from the host or a remote', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) });
    try {
      fs.mkdirSync(path.join(production.staticDir, 'host'), { recursive: true });
      fs.mkdirSync(path.join(production.staticDir, 'remotes/catalogue/v1'), { recursive: true });
      for (const file of ['host/123.abcdef0123.js', 'host/123.abcdef0123.js.map', 'remotes/catalogue/v1/42.0123456789.js.map']) {
        fs.writeFileSync(path.join(production.staticDir, file), 'x');
      }
      expect((await production.app.inject({ url: '/123.abcdef0123.js' })).statusCode).toBe(200);
      expect((await production.app.inject({ url: '/123.abcdef0123.js.map' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/remotes/catalogue/v1/42.0123456789.js.map' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('personalised api answers', () => {
  it('vary on the cookie and the access-token header, and are private when a login came with them', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/yachts/new' });
    expect(anonymous.headers.vary).toBe('Cookie, access-token');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const member = await loginAs(t.app);
    for (const headers of [{ cookie: member.cookie }, { 'access-token': member.token }]) {
      const response = await t.app.inject({ url: '/api/v1/yachts/new', headers });
      expect(response.headers.vary).toBe('Cookie, access-token');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const own = await t.app.inject({ url: '/api/v1/user/yacht', headers: { 'access-token': member.token } });
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});
