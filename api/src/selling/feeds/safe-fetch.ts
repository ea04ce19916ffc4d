// Fetching an address a dealer gave us (a feed, a photo) without letting it reach inside our network (SSRF): only
// http and https; the host name resolved and every address checked against the ranges no public site uses; the
// connection made to the checked address itself, so a second DNS answer cannot swap it (rebinding); each redirect
// checked the same way, at most three; the body counted while it streams and cut past the limit; one time limit
// for the whole fetch; the content types the caller accepts. Answers a plain-English reason instead of throwing.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface SafeFetchOptions {
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** The whole fetch, redirects included, in milliseconds. */
  timeoutMs: number;
  /** Media types accepted ('image/jpeg', 'text/csv', or 'image/*'); parameters such as charset are ignored. */
  contentTypes: readonly string[];
  /**
   * Host names or addresses, exactly as the address writes them ("127.0.0.1", "localhost", "::1"), that may be
   * private: the only way around the check, for a test server or a trusted internal host.
   */
  allowPrivateHosts?: readonly string[];
  /** 3 unless given. */
  maxRedirects?: number;
  userAgent?: string;
}

export type SafeFetchResult =
  { ok: true; body: Buffer; contentType: string; finalUrl: string; etag?: string; lastModified?: string } | { ok: false; reason: string };

export const SAFE_FETCH_MESSAGES = {
  address: 'The address is not a valid web address.',
  scheme: 'Only http and https addresses can be fetched.',
  credentials: 'The address must not contain a user name or password.',
  privateAddress: 'The address points into a private network.',
  unknownHost: (host: string) => `The server ${host} could not be found.`,
  unreachable: (host: string) => `The server ${host} could not be reached.`,
  tooManyRedirects: (max: number) => `The address redirected more than ${max} times.`,
  badRedirect: 'The server redirected to an address that is not valid.',
  status: (code: number, text: string) => `The server answered ${code}${text ? ` (${text})` : ''} instead of the file.`,
  tooLarge: (maxBytes: number) => `The file is larger than ${formatBytes(maxBytes)}.`,
  timeout: (ms: number) => `The server did not send the file within ${formatSeconds(ms)}.`,
  noType: 'The server did not say what kind of file this is.',
  wrongType: (type: string, allowed: readonly string[]) =>
    `The file is of type ${type}, not one of those accepted (${allowed.join(', ')}).`,
  interrupted: 'The connection was interrupted before the whole file arrived.',
} as const;

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** Ranges no public site answers from (RFC 6890 and friends). IPv4-mapped and NAT64 forms are checked as IPv4. */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 itself (unspecified)
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata: 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail read as two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const parts = v4[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  const numbers = groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  return numbers.some(Number.isNaN) ? null : numbers;
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::). */
function embeddedIpv4(groups: number[]): string | null {
  const high = groups.slice(0, 6);
  const zeros = (list: number[]) => list.every((group) => group === 0);
  const mapped = zeros(high.slice(0, 5)) && high[5] === 0xffff;
  const compatible = zeros(high);
  const nat64 = high[0] === 0x64 && high[1] === 0xff9b && zeros(high.slice(2));
  if (!mapped && !compatible && !nat64) return null;
  const [g6 = 0, g7 = 0] = groups.slice(6);
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** Whether an address (IPv4 or IPv6 text) is one no public site uses: loopback, private, link-local, ... */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (groups === null) return true;
  // Checked in its plain form (no zone such as %eth0), then by the IPv4 address it may carry.
  if (BLOCKED.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6')) return true;
  const v4 = embeddedIpv4(groups);
  return v4 !== null && BLOCKED.check(v4, 'ipv4');
}

type Resolved = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/** The host's addresses; refused when any of them is private (unless the host is trusted), else the one to use. */
function resolveHost(host: string, trusted: boolean): Promise<Resolved> {
  const literal = isIP(host);
  if (literal !== 0) {
    if (!trusted && isPrivateAddress(host)) return Promise.resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.privateAddress });
    return Promise.resolve({ ok: true, address: host, family: literal === 6 ? 6 : 4 });
  }
  return new Promise((resolve) => {
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => {
      // IPv4 first, as most servers answer on it (and the order of the answers is the resolver's whim).
      const first = addresses?.find((entry) => entry.family === 4) ?? addresses?.[0];
      if (error || !first) return resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.unknownHost(host) });
      if (!trusted && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.privateAddress });
      }
      resolve({ ok: true, address: first.address, family: first.family === 6 ? 6 : 4 });
    });
  });
}

/** A lookup that answers the checked address whatever name it is asked: the connection goes where we checked. */
function pinned(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Hop = { response: IncomingMessage; url: URL } | { ok: false; reason: string };

function request(url: URL, resolved: { address: string; family: 4 | 6 }, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.get(
      url,
      {
        lookup: pinned(resolved.address, resolved.family),
        // The certificate is checked against the name, not the address we connect to.
        servername: isIP(url.hostname) ? undefined : url.hostname,
        headers: {
          'user-agent': options.userAgent ?? 'yacht-marketplace-fetcher',
          accept: options.contentTypes.join(', '),
          'accept-encoding': 'identity',
        },
        signal,
        agent: false,
      },
      (response) => resolve({ response, url }),
    );
    req.on('error', () => resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.unreachable(url.host) }));
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<{ ok: true; body: Buffer } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes && !done) {
        done = true;
        response.destroy();
        resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.tooLarge(maxBytes) });
      } else chunks.push(chunk);
    });
    response.on('end', () => {
      if (done) return;
      done = true;
      resolve({ ok: true, body: Buffer.concat(chunks) });
    });
    const interrupted = () => {
      if (done) return;
      done = true;
      resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.interrupted });
    };
    response.on('error', interrupted);
    response.on('close', interrupted);
  });
}

function acceptsType(type: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}

/** Strips the brackets URL keeps around an IPv6 host. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function checkUrl(text: string, base?: URL): URL | { reason: string } {
  let url: URL;
  try {
    url = base ? new URL(text, base) : new URL(text);
  } catch {
    return { reason: base ? SAFE_FETCH_MESSAGES.badRedirect : SAFE_FETCH_MESSAGES.address };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { reason: SAFE_FETCH_MESSAGES.scheme };
  if (url.username !== '' || url.password !== '') return { reason: SAFE_FETCH_MESSAGES.credentials };
  return url;
}

async function follow(start: string, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult> {
  const trustedHosts = new Set((options.allowPrivateHosts ?? []).map((host) => host.toLowerCase().replace(/^\[(.*)\]$/, '$1')));
  const maxRedirects = options.maxRedirects ?? 3;
  let checked = checkUrl(start);
  for (let hop = 0; ; hop += 1) {
    if (!(checked instanceof URL)) return { ok: false, reason: checked.reason };
    const url = checked;
    const resolved = await resolveHost(bareHost(url), trustedHosts.has(bareHost(url)));
    if (!resolved.ok) return resolved;
    const answer = await request(url, resolved, options, signal);
    if (!('response' in answer)) return answer;
    const { response } = answer;
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      if (hop === maxRedirects) return { ok: false, reason: SAFE_FETCH_MESSAGES.tooManyRedirects(maxRedirects) };
      const location = response.headers.location;
      checked = location ? checkUrl(location, url) : { reason: SAFE_FETCH_MESSAGES.badRedirect };
      continue;
    }
    if (status < 200 || status > 299) {
      response.resume();
      return { ok: false, reason: SAFE_FETCH_MESSAGES.status(status, response.statusMessage ?? '') };
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (contentType === '') {
      response.destroy();
      return { ok: false, reason: SAFE_FETCH_MESSAGES.noType };
    }
    if (!acceptsType(contentType, options.contentTypes)) {
      response.destroy();
      return { ok: false, reason: SAFE_FETCH_MESSAGES.wrongType(contentType, options.contentTypes) };
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      return { ok: false, reason: SAFE_FETCH_MESSAGES.tooLarge(options.maxBytes) };
    }
    const read = await readBody(response, options.maxBytes);
    if (!read.ok) return read;
    const result: SafeFetchResult = { ok: true, body: read.body, contentType, finalUrl: url.href };
    if (typeof response.headers.etag === 'string') result.etag = response.headers.etag;
    if (typeof response.headers['last-modified'] === 'string') result.lastModified = response.headers['last-modified'];
    return result;
  }
}

/** GETs `address` under the rules above. Never throws for what the remote side does; answers why instead. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const controller = new AbortController();
  const timeout = new Promise<SafeFetchResult>((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.timeout(options.timeoutMs) });
    }, options.timeoutMs);
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
  });
  try {
    return await Promise.race([follow(address, options, controller.signal), timeout]);
  } finally {
    controller.abort();
  }
}

export interface SafePostOptions {
  timeoutMs: number;
  headers: Record<string, string>;
  allowPrivateHosts?: readonly string[];
}

/**
 * POSTs `body` to `address` under the same address rules (http(s), no private address unless trusted, the checked
 * address pinned); a redirect is not followed. Answers whether the other side took it (2xx) or why not.
 */
export async function safePost(
  address: string,
  body: string,
  options: SafePostOptions,
): Promise<{ ok: true; status: number } | { ok: false; reason: string }> {
  const url = checkUrl(address);
  if (!(url instanceof URL)) return { ok: false, reason: url.reason };
  const trusted = (options.allowPrivateHosts ?? []).map((host) => host.toLowerCase().replace(/^\[(.*)\]$/, '$1')).includes(bareHost(url));
  const resolved = await resolveHost(bareHost(url), trusted);
  if (!resolved.ok) return resolved;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned(resolved.address, resolved.family),
        servername: isIP(url.hostname) ? undefined : url.hostname,
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(
          status >= 200 && status <= 299
            ? { ok: true, status }
            : { ok: false, reason: SAFE_FETCH_MESSAGES.status(status, response.statusMessage ?? '') },
        );
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.timeout(options.timeoutMs) });
    });
    req.on('error', () => resolve({ ok: false, reason: SAFE_FETCH_MESSAGES.unreachable(url.host) }));
    req.end(body);
  });
}
