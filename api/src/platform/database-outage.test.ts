// @dialect: a PostgreSQL server going away (PostgreSQL only).
// The database going away under a running api (a restart, a failover) and coming back: meanwhile every request is
// answered at once with 503 and Retry-After in the site's words (never 500, never a hang), /ready says so, and once
// the database answers again the same process serves as before, without a restart. The outage is a TCP proxy in
// front of the test's PostgreSQL that drops every connection and refuses new ones, as a restarting server does.
import net from 'node:net';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { buildTestApp, dialectUnderTest, startVisitor, postForm, testDatabaseUrl, type TestApp } from '../testing/helper';
import { bodyOf } from '../testing/answers';
import { until } from '../testing/wait';

interface Outage {
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

async function proxyTo(databaseUrl: string): Promise<Outage> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${port}`;
  return {
    url: proxied.href,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const onPostgres = dialectUnderTest === 'postgres' ? describe : describe.skip;

onPostgres('the database away and back', () => {
  let outage: Outage;
  let t: TestApp;
  beforeAll(async () => {
    outage = await proxyTo((await testDatabaseUrl())!);
    t = await buildTestApp({ DATABASE_URL: outage.url, CATALOGUE_CACHE: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await outage.close();
  });

  const list = () => t.app.inject({ url: '/api/v1/yachts/idle' });

  it('answers 503 with Retry-After while it is away, then serves again without a restart [both engines]', async () => {
    expect((await list()).statusCode).toBe(200);
    const visitor = await startVisitor(t.app);

    await outage.cut();
    const refused = await list();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(bodyOf(refused)).toEqual({ code: 500000, msg: UNAVAILABLE_MESSAGE, data: null });
    // A form-style call says the same in its own envelope.
    const form = await postForm(t.app, visitor, ACCOUNT_CALLS.login, { email: 'away@example.com', password: 'x'.repeat(40) });
    expect(form.statusCode).toBe(503);
    expect(bodyOf(form)).toMatchObject({ code: 0, msg: UNAVAILABLE_MESSAGE });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(bodyOf(ready)).toEqual({ status: 'database unreachable' });

    await outage.restore();
    // Asked until the api has its database again (the test's timeout bounds the wait), each answer kept.
    const answers: number[] = [];
    await until(
      async () => {
        const status = (await list()).statusCode;
        answers.push(status);
        return status;
      },
      (status) => status !== 503,
    );
    expect(answers.at(-1)).toBe(200);
    expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
  });
});
