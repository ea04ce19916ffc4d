import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatBytes, isPrivateAddress, safeFetch, SAFE_FETCH_MESSAGES, type SafeFetchOptions } from './safe-fetch';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
const FEED = '<?xml version="1.0"?><open_marine><broker/></open_marine>';

/** A local server with the answers a feed host can give; it counts the requests it gets. */
function startServer() {
  const requests: string[] = [];
  const hanging: ServerResponse[] = [];
  let port = 0;
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/feed.xml': (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        etag: '"v1"',
        'last-modified': 'Sun, 29 Nov 2026 10:00:00 GMT',
      });
      res.end(FEED);
    },
    '/photo.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO),
    '/page.html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    '/untyped': (_req, res) => res.end('what am I'),
    '/missing': (_req, res) => res.writeHead(404).end(),
    '/declared-large': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '5000' }).end(Buffer.alloc(5000)),
    '/streamed-large': (_req, res) => {
      // No length announced: the limit must be enforced on what arrives.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let i = 0; i < 10; i += 1) res.write(Buffer.alloc(1000));
      res.end();
    },
    '/hang': (_req, res) => void hanging.push(res),
    '/to-loopback': (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/photo.jpg` }).end(),
    '/to-ftp': (_req, res) => res.writeHead(301, { location: 'ftp://files.example/photo.jpg' }).end(),
  };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const hops = /^\/redirect\/(\d+)$/.exec(path);
    if (hops?.[1]) {
      const left = Number(hops[1]);
      // Relative locations, as many servers send them.
      res.writeHead(left % 2 === 0 ? 302 : 307, { location: left > 1 ? `/redirect/${left - 1}` : '/photo.jpg' }).end();
      return;
    }
    (routes[path] ?? ((_req: IncomingMessage, r: ServerResponse) => r.writeHead(404).end()))(req, res);
  });
  return new Promise<{ base: string; port: number; requests: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        base: `http://127.0.0.1:${port}`,
        port,
        requests,
        close: () => {
          for (const res of hanging) res.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => (server = await startServer()));
afterAll(() => server.close());

const photos: SafeFetchOptions = {
  maxBytes: 2000,
  timeoutMs: 10_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  allowPrivateHosts: ['127.0.0.1'],
};

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::192.168.0.1',
    'not an address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => expect(isPrivateAddress(address)).toBe(false));
});

describe('safeFetch under the strict policy', () => {
  const strict: SafeFetchOptions = { ...photos, allowPrivateHosts: [] };

  it.each([
    ['127.0.0.1', () => `${server.base}/photo.jpg`],
    ['localhost', () => `http://localhost:${server.port}/photo.jpg`],
    ['[::1]', () => `http://[::1]:${server.port}/photo.jpg`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${server.port}/photo.jpg`],
    ['loopback written as one number', () => `http://2130706433:${server.port}/photo.jpg`],
    ['10.x', () => 'http://10.0.0.8/photo.jpg'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['0.0.0.0', () => `http://0.0.0.0:${server.port}/photo.jpg`],
  ])('refuses %s without connecting', async (_, address) => {
    const before = server.requests.length;
    expect(await safeFetch(address(), strict)).toEqual({ ok: false, reason: SAFE_FETCH_MESSAGES.privateAddress });
    expect(server.requests.length).toBe(before);
  });

  it('refuses a redirect to 127.0.0.1 from a host it was allowed to fetch', async () => {
    const result = await safeFetch(`http://localhost:${server.port}/to-loopback`, { ...photos, allowPrivateHosts: ['localhost'] });
    expect(result).toEqual({ ok: false, reason: SAFE_FETCH_MESSAGES.privateAddress });
    expect(server.requests.filter((path) => path === '/photo.jpg' || path === '/to-loopback').at(-1)).toBe('/to-loopback');
  });

  it.each([
    ['ftp://files.example/photo.jpg', SAFE_FETCH_MESSAGES.scheme],
    ['file:///etc/passwd', SAFE_FETCH_MESSAGES.scheme],
    ['javascript:alert(1)', SAFE_FETCH_MESSAGES.scheme],
    ['not a url', SAFE_FETCH_MESSAGES.address],
    ['http://user:secret@dealer.example/photo.jpg', SAFE_FETCH_MESSAGES.credentials],
  ])('refuses %s', async (address, reason) => {
    expect(await safeFetch(address, strict)).toEqual({ ok: false, reason });
  });

  it('refuses a host that does not resolve, saying so', async () => {
    expect(await safeFetch('http://no-such-host.invalid/photo.jpg', strict)).toEqual({
      ok: false,
      reason: SAFE_FETCH_MESSAGES.unknownHost('no-such-host.invalid'),
    });
  });
});

describe('safeFetch from an allowed local server', () => {
  it('answers a feed with its type, final address and caching headers', async () => {
    const result = await safeFetch(`${server.base}/feed.xml`, { ...photos, contentTypes: ['application/xml', 'text/xml'] });
    expect(result).toEqual({
      ok: true,
      body: Buffer.from(FEED),
      contentType: 'application/xml',
      finalUrl: `${server.base}/feed.xml`,
      etag: '"v1"',
      lastModified: 'Sun, 29 Nov 2026 10:00:00 GMT',
    });
  });

  it('resolves an allowed host name and connects to the address it checked', async () => {
    const result = await safeFetch(`http://localhost:${server.port}/photo.jpg`, { ...photos, allowPrivateHosts: ['localhost'] });
    expect(result.ok && [result.finalUrl, result.body.equals(PHOTO)]).toEqual([`http://localhost:${server.port}/photo.jpg`, true]);
  });

  it('answers a photo, a wildcard type accepted', async () => {
    const result = await safeFetch(`${server.base}/photo.jpg`, { ...photos, contentTypes: ['image/*'] });
    expect(result.ok && result.body.equals(PHOTO)).toBe(true);
  });

  it('follows up to three redirects, relative ones included, and answers the final address', async () => {
    const result = await safeFetch(`${server.base}/redirect/3`, photos);
    expect(result.ok && [result.finalUrl, result.body.equals(PHOTO)]).toEqual([`${server.base}/photo.jpg`, true]);
  });

  it('refuses a fourth redirect', async () => {
    expect(await safeFetch(`${server.base}/redirect/4`, photos)).toEqual({ ok: false, reason: SAFE_FETCH_MESSAGES.tooManyRedirects(3) });
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await safeFetch(`${server.base}/to-ftp`, photos)).toEqual({ ok: false, reason: SAFE_FETCH_MESSAGES.scheme });
  });

  it('refuses a file announced larger than the limit', async () => {
    expect(await safeFetch(`${server.base}/declared-large`, photos)).toEqual({ ok: false, reason: 'The file is larger than 2 KB.' });
  });

  it('cuts a file that streams past the limit without announcing its size', async () => {
    expect(await safeFetch(`${server.base}/streamed-large`, photos)).toEqual({ ok: false, reason: 'The file is larger than 2 KB.' });
    const result = await safeFetch(`${server.base}/streamed-large`, { ...photos, maxBytes: 10_000 });
    expect(result.ok && result.body.length).toBe(10_000);
  });

  it('refuses a type the caller did not ask for, and a file of no stated type', async () => {
    expect(await safeFetch(`${server.base}/page.html`, photos)).toEqual({
      ok: false,
      reason: 'The file is of type text/html, not one of those accepted (image/jpeg, image/png, image/webp).',
    });
    expect(await safeFetch(`${server.base}/untyped`, photos)).toEqual({ ok: false, reason: SAFE_FETCH_MESSAGES.noType });
  });

  it('refuses an error answer with its status', async () => {
    expect(await safeFetch(`${server.base}/missing`, photos)).toEqual({
      ok: false,
      reason: 'The server answered 404 (Not Found) instead of the file.',
    });
  });

  it('gives up on a server that never answers', async () => {
    expect(await safeFetch(`${server.base}/hang`, { ...photos, timeoutMs: 100 })).toEqual({
      ok: false,
      reason: 'The server did not send the file within 0.1 seconds.',
    });
  });

  it('refuses a port nothing listens on as unreachable', async () => {
    const closed = await startServer();
    await closed.close();
    expect(await safeFetch(`${closed.base}/photo.jpg`, photos)).toEqual({
      ok: false,
      reason: SAFE_FETCH_MESSAGES.unreachable(`127.0.0.1:${closed.port}`),
    });
  });
});

describe('formatBytes', () => {
  it('says sizes as people read them', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(5 * 1024 * 1024), formatBytes(1.5 * 1024 * 1024)]).toEqual([
      '512 bytes',
      '2 KB',
      '5 MB',
      '1.5 MB',
    ]);
  });
});
