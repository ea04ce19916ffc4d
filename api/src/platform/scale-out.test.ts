// Several instances behind a balancer (decision 031) on a real database: the client's address from X-Forwarded-For
// only when the connection comes from a proxy TRUST_PROXY names; rate limits counted in one table all instances share
// (two apps on one PostgreSQL database count a visitor's requests together); readiness that turns 503 while draining.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dialectUnderTest, type TestApp } from '../testing/helper';
import { bodyOf, like } from '../testing/answers';

const probes = (app: FastifyInstance) => {
  app.get('/test/ip', (request) => ({ ip: request.ip }));
  app.post('/api/v1/test/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, () => ({ ok: true }));
};

/** One request from the client at `remoteAddress` to the probe limited to 3 a minute. */
const hit = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/test/limited', remoteAddress, payload: {} });

describe(`the client's address behind a proxy (${dialectUnderTest})`, () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ SEED: 'false' }, probes);
    proxied = await buildTestApp({ SEED: 'false', TRUST_PROXY: '10.0.0.0/8, loopback' }, probes);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), proxied.close()]);
  });

  const ipOf = async (t: TestApp, remoteAddress: string, forwarded?: string) =>
    bodyOf<{ ip: string }>(
      await t.app.inject({ url: '/test/ip', remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }),
    ).ip;

  it('believes X-Forwarded-For only from the proxies it names', async () => {
    expect(await ipOf(plain, '10.1.2.3', '203.0.113.7')).toBe('10.1.2.3');
    expect(await ipOf(proxied, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(proxied, '127.0.0.1', '203.0.113.8')).toBe('203.0.113.8');
    // A client that is no proxy cannot choose its address by sending the header.
    expect(await ipOf(proxied, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    // Through two proxies it names: the first address that is not one of them.
    expect(await ipOf(proxied, '10.1.2.3', '203.0.113.5, 10.9.9.9')).toBe('203.0.113.5');
  });
});

describe(`rate limits in the database (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false', RATE_LIMIT_STORE: 'database' }, probes);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a client’s requests in the table and refuses the fourth in the window, in the site’s words', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await hit(t.app, '192.0.2.10')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await hit(t.app, '192.0.2.10');
    expect(bodyOf(refused)).toMatchObject({
      msg: like.stringMatching(/^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/),
    });
    // Another client has its own allowance.
    expect((await hit(t.app, '192.0.2.11')).statusCode).toBe(200);
  });

  it('starts a new window once the last one is over', async () => {
    for (let n = 0; n < 3; n += 1) await hit(t.app, '192.0.2.20');
    expect((await hit(t.app, '192.0.2.20')).statusCode).toBe(429);
    await t.app.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update rate_limit_counters set window_ends = now() - interval '1 second' where key like ${'%192.0.2.20'}`,
    );
    expect((await hit(t.app, '192.0.2.20')).statusCode).toBe(200);
  });
});

const twoInstances = dialectUnderTest === 'postgres' ? describe : describe.skip;

twoInstances('rate limits shared by two instances on one PostgreSQL database', () => {
  /** Six requests from one client, alternately to two instances with the rate limit store `store`: their statuses. */
  async function statusesAcrossTwo(store: 'database' | 'memory', remoteAddress: string): Promise<number[]> {
    const [a, b] = [
      await buildTestApp({ SEED: 'false', RATE_LIMIT_STORE: store }, probes),
      await buildTestApp({ SEED: 'false', RATE_LIMIT_STORE: store }, probes),
    ];
    try {
      const statuses = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await hit(n % 2 === 0 ? a.app : b.app, remoteAddress)).statusCode);
      return statuses;
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  it('allows a client the limit once across both instances, not once on each', async () => {
    expect(await statusesAcrossTwo('database', '192.0.2.30')).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts each instance alone with the memory store (why the database store exists)', async () => {
    expect(await statusesAcrossTwo('memory', '192.0.2.31')).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe(`readiness (${dialectUnderTest})`, () => {
  it('is ready while serving and answers 503 while draining; liveness stays', async () => {
    const t = await buildTestApp({ SEED: 'false' });
    try {
      expect(bodyOf(await t.app.inject({ url: '/ready' }))).toEqual({ status: 'ready' });
      t.app.lifecycle.draining = true;
      const draining = await t.app.inject({ url: '/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
