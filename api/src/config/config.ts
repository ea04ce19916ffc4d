// Configuration is read once, at start, from the environment. Every bad key is named in one error,
// so a misconfigured deploy stops immediately instead of failing on the first request.
import net from 'node:net';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@yachts/contracts/paths';
import { REPO_ROOT } from '../locations';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** The deploy root: host/ (index.html and assets), remotes/<area>/<version>/, remotes.json (the pointer). */
  staticDir: string;
  /** Per-remote manifest URL overrides (REMOTE_<NAME>_URL); they win over the deploy pointer. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  seed: boolean;
  /**
   * The server secret for anti-forgery tokens (APP_SECRET). Required in production on PostgreSQL, where instances
   * run on several machines; otherwise it may be absent, and the app keeps a generated one in a file under dataDir,
   * beside the embedded database (see platform/app-secret.ts).
   */
  appSecret: string | null;
  /** Marks the visitor-session cookie Secure (COOKIE_SECURE=true): set it whenever the site is served over HTTPS. */
  cookieSecure: boolean;
  /**
   * HSTS_MAX_AGE: seconds browsers must keep to HTTPS for this host (Strict-Transport-Security); 0, the default, sends
   * none. Set it (e.g. 31536000) with COOKIE_SECURE=true once the site is served only over HTTPS.
   */
  hstsMaxAge: number;
  /** Where uploaded images are stored (UPLOADS_DIR), outside the code; served under /uploads/. */
  uploadsDir: string;
  /** The operator credential (OPERATOR_TOKEN) for /api/v1/operator/*; those routes do not exist without it. */
  operatorToken: string | null;
  /** SMTP_URL: the mail server (smtp:// or smtps://). Without it every mail is written to mailOutboxDir instead. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header of every mail the site sends. */
  mailFrom: string;
  /**
   * FEEDBACK_IMAGE_REQUIRED=true: a feedback report needs at least one photo ("when configured"); the config call
   * tells the popup, and the feedback route enforces it. Off by default.
   */
  feedbackImageRequired: boolean;
  /**
   * CATALOGUE_CACHE=false: the catalogue answers every list, search and filter count from the database rather than
   * from its versioned answer cache (decision 024). On by default; off is for measuring what a first question costs
   * (`pnpm bench:catalogue -- --cold`) and for ruling the cache out when a list looks wrong.
   */
  catalogueCache: boolean;
  /**
   * COMMUNITY_CACHE=false: the community search answers every question from the database rather than from its
   * versioned answer cache (decision 033); for `pnpm bench:community -- --cold`.
   */
  communityCache: boolean;
  /**
   * JOBS_POLL_MS: how often this instance looks for due jobs (alert mails and their fan-out, decision 027), in
   * milliseconds; 0 runs no worker here (an instance that only answers requests, or a test that runs jobs itself).
   * Default 1000.
   */
  jobsPollMs: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client's address (rate limits, lockouts): unset or
   * `false` none (the connection's address is the client's); otherwise a comma list of the proxies' addresses, CIDR
   * ranges, or `loopback`, `linklocal`, `uniquelocal` (`10.0.0.0/8,loopback`). Named addresses, not a hop count: a
   * count cannot tell a balancer from a client that sends the header itself. Fastify's `trustProxy`.
   */
  trustProxy: false | string[];
  /**
   * RATE_LIMIT_STORE: where the rate-limit counters live: `memory` (this process; one instance) or `database` (one
   * table every instance shares, decision 031). Default: `database` with DATABASE_URL, `memory` on PGlite.
   */
  rateLimitStore: 'memory' | 'database';
  /**
   * DRAIN_SECONDS: on SIGTERM the instance first answers /ready with 503 for this long (a balancer stops sending it
   * requests), then stops accepting and finishes what is in flight. Default 5 in production, 0 otherwise.
   */
  drainSeconds: number;
  /**
   * Where uploaded pictures are kept (decision 031): UPLOADS_STORAGE=directory (UPLOADS_DIR, the default) or s3, with
   * S3_ENDPOINT (the server's address), S3_BUCKET, S3_REGION (default us-east-1), S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY, all required for s3.
   */
  uploadsStorage:
    { kind: 'directory' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** MAIL_OUTBOX_DIR: where mails go without SMTP_URL (<timestamp>-<id>.eml + .json), read by /dev/mail. */
  mailOutboxDir: string;
  /**
   * PUBLIC_URL: the site's public origin, e.g. https://yachts.example.com, without a trailing slash: every absolute
   * address the site gives out starts with it (canonical links, /robots.txt, the sitemaps). Required in production
   * with DATABASE_URL (like APP_SECRET); otherwise http://localhost:<PORT> when unset.
   */
  publicUrl: string;
  /**
   * FEED_ALLOWED_HOSTS: host names or addresses a dealer's feed or photo may be fetched from although they are private
   * or loopback (decision 045), comma-separated; empty (the default) in production. The tests' and the e2e suite's
   * local feed servers are the reason it exists.
   */
  feedAllowedHosts: string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** HMAC keys shorter than this are guessable in practice; 32 characters of a random string is ~190 bits. */
export const APP_SECRET_MIN_LENGTH = 32;
export const OPERATOR_TOKEN_MIN_LENGTH = 24;
/** Two years, the longest max-age browsers' preload lists ask for. */
export const HSTS_MAX_AGE_MAX = 63_072_000;
/** The longest drain before a shutdown: two minutes. */
export const DRAIN_SECONDS_MAX = 120;

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The longest JOBS_POLL_MS: an hour. */
export const JOBS_POLL_MS_MAX = 3_600_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_MAIL_FROM = 'Yacht Harbour <no-reply@yacht-harbour.local>';
/** `Name <address>` or a bare address, on one line (it becomes a header). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The origin PUBLIC_URL names (scheme, host and port, lower-cased, the default port left out), or null when the value
 * is not an absolute http(s) URL made of an origin alone: a path other than "/", a query, a fragment or a user name
 * would end up in every canonical address.
 */
export function publicOriginOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = !/[?#]/.test(value) && url.pathname === '/' && url.username === '' && url.password === '';
  return /^https?:\/\/[^/]/i.test(value) && url.hostname !== '' && bare ? url.origin : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A true/false setting: true when it says so; anything but true or false is a problem. */
function readFlag(problems: string[], key: string, text: string): boolean {
  if (text !== 'true' && text !== 'false') problems.push(`${key} must be true or false (got "${text}")`);
  return text === 'true';
}

/** The settings that say what runs: the environment, the port, the log level and the database. */
function readServer(env: NodeJS.ProcessEnv, problems: string[]) {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }

  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);
  }

  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return { nodeEnv, portText, port, logLevel, databaseUrl };
}

type Server = ReturnType<typeof readServer>;

function readAppSecret(env: NodeJS.ProcessEnv, problems: string[], { nodeEnv, databaseUrl }: Server): string | null {
  const appSecret = env.APP_SECRET?.trim() || null;
  if (appSecret && appSecret.length < APP_SECRET_MIN_LENGTH) {
    problems.push(`APP_SECRET must be at least ${APP_SECRET_MIN_LENGTH} characters long (got ${appSecret.length})`);
  } else if (!appSecret && nodeEnv === 'production' && databaseUrl) {
    // On PGlite the data directory is the whole deployment (one process owns it), so a secret kept there is as
    // shared and as durable as the data: `npm start` works on a bare machine. PostgreSQL means instances on
    // several machines, which must share the secret.
    problems.push(
      `APP_SECRET is required in production with DATABASE_URL (a random string of at least ${APP_SECRET_MIN_LENGTH} characters, the same for every instance)`,
    );
  }
  return appSecret;
}

function readJobsPoll(env: NodeJS.ProcessEnv, problems: string[]): number {
  const jobsPollText = env.JOBS_POLL_MS?.trim() || '1000';
  const jobsPollMs = /^\d{1,7}$/.test(jobsPollText) ? Number(jobsPollText) : Number.NaN;
  if (!(jobsPollMs === 0 || (jobsPollMs >= 50 && jobsPollMs <= JOBS_POLL_MS_MAX))) {
    problems.push(`JOBS_POLL_MS must be 0 (no worker) or a number of milliseconds from 50 to ${JOBS_POLL_MS_MAX} (got "${jobsPollText}")`);
  }
  return jobsPollMs;
}

function readTrustProxy(env: NodeJS.ProcessEnv, problems: string[]): Config['trustProxy'] {
  const trustProxyText = env.TRUST_PROXY?.trim() || 'false';
  if (trustProxyText === 'false') return false;
  const entries = trustProxyText.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_NAMES.includes(entry) && !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  problems.push(
    `TRUST_PROXY must be false or a comma list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${bad.join(', ')}")`,
  );
  return false;
}

/** The shared rate-limit store and how long a stopping instance drains its requests. */
function readScaleOut(env: NodeJS.ProcessEnv, problems: string[], { nodeEnv, databaseUrl }: Server) {
  const rateLimitStoreText = env.RATE_LIMIT_STORE?.trim() || (databaseUrl ? 'database' : 'memory');
  if (rateLimitStoreText !== 'memory' && rateLimitStoreText !== 'database') {
    problems.push(`RATE_LIMIT_STORE must be memory or database (got "${rateLimitStoreText}")`);
  }

  const drainText = env.DRAIN_SECONDS?.trim() || (nodeEnv === 'production' ? '5' : '0');
  const drainSeconds = /^\d{1,3}$/.test(drainText) ? Number(drainText) : Number.NaN;
  if (!(drainSeconds >= 0 && drainSeconds <= DRAIN_SECONDS_MAX)) {
    problems.push(`DRAIN_SECONDS must be a whole number of seconds from 0 to ${DRAIN_SECONDS_MAX} (got "${drainText}")`);
  }
  return { rateLimitStore: rateLimitStoreText as Config['rateLimitStore'], drainSeconds };
}

function readUploadsStorage(env: NodeJS.ProcessEnv, problems: string[]): Config['uploadsStorage'] {
  const storageText = env.UPLOADS_STORAGE?.trim() || 'directory';
  let uploadsStorage: Config['uploadsStorage'] = { kind: 'directory' };
  if (storageText === 's3') {
    const read = (name: string) => env[name]?.trim() || '';
    const s3 = {
      endpoint: read('S3_ENDPOINT'),
      bucket: read('S3_BUCKET'),
      region: read('S3_REGION') || 'us-east-1',
      accessKeyId: read('S3_ACCESS_KEY_ID'),
      secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
    };
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !read(name));
    if (missing.length > 0) problems.push(`UPLOADS_STORAGE=s3 needs ${missing.join(', ')}`);
    else if (!/^https?:\/\/[^\s/]+/.test(s3.endpoint))
      problems.push(`S3_ENDPOINT must be an http:// or https:// address (got "${s3.endpoint}")`);
    else uploadsStorage = { kind: 's3', ...s3 };
  } else if (storageText !== 'directory') {
    problems.push(`UPLOADS_STORAGE must be directory or s3 (got "${storageText}")`);
  }
  return uploadsStorage;
}

/** Strict transport security and the operators' token. */
function readSecurity(env: NodeJS.ProcessEnv, problems: string[]) {
  const hstsText = env.HSTS_MAX_AGE?.trim() || '0';
  const hstsMaxAge = /^\d{1,9}$/.test(hstsText) ? Number(hstsText) : Number.NaN;
  if (!(hstsMaxAge >= 0 && hstsMaxAge <= HSTS_MAX_AGE_MAX)) {
    problems.push(`HSTS_MAX_AGE must be a whole number of seconds from 0 (off) to ${HSTS_MAX_AGE_MAX} (got "${hstsText}")`);
  }

  const operatorToken = env.OPERATOR_TOKEN?.trim() || null;
  if (operatorToken && operatorToken.length < OPERATOR_TOKEN_MIN_LENGTH) {
    problems.push(`OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters long (got ${operatorToken.length})`);
  }
  return { hstsMaxAge, operatorToken };
}

function readMail(env: NodeJS.ProcessEnv, problems: string[]) {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !isSmtpUrl(smtpUrl)) {
    // The value may hold a password: name the key, not the value.
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@mail.example.com:465');
  }

  const mailFrom = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!MAIL_FROM_PATTERN.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${mailFrom}")`);
  }
  return { smtpUrl, mailFrom };
}

function readPublicUrl(env: NodeJS.ProcessEnv, problems: string[], { nodeEnv, portText, databaseUrl }: Server): string | null {
  const publicUrlText = env.PUBLIC_URL?.trim() || null;
  const publicUrl = publicUrlText ? publicOriginOf(publicUrlText) : `http://localhost:${portText}`;
  if (publicUrlText && !publicUrl) {
    // A value with a user name may hold a password: name the key, not the value.
    const shown = /@/.test(publicUrlText) ? '' : ` (got "${publicUrlText}")`;
    problems.push(
      `PUBLIC_URL must be the site's public origin, an http:// or https:// URL without a path, query or fragment, e.g. https://yachts.example.com${shown}`,
    );
  } else if (!publicUrlText && nodeEnv === 'production' && databaseUrl) {
    // Instances on several machines behind a public name: localhost in every canonical address and sitemap would be
    // wrong, silently. The embedded database is `npm start` on one machine, where the default is the address.
    problems.push(
      'PUBLIC_URL is required in production with DATABASE_URL (the origin visitors and search engines reach the site at, e.g. https://yachts.example.com)',
    );
  }
  return publicUrl;
}

function readRemoteOverrides(env: NodeJS.ProcessEnv, problems: string[]): Partial<Record<RemoteName, string>> {
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTES) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    const value = env[key]?.trim();
    if (!value) continue;
    if (!isHttpUrl(value) && !value.startsWith('/')) {
      problems.push(`${key} must be an http(s) URL or a path on this site (got "${value}")`);
    } else {
      remoteOverrides[name] = value;
    }
  }
  return remoteOverrides;
}

/** Reads every setting in the order the problems are listed, then throws them all at once or returns the whole. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): Config {
  const problems: string[] = [];
  const server = readServer(env, problems);
  const seed = readFlag(problems, 'SEED', env.SEED ?? 'true');
  const appSecret = readAppSecret(env, problems, server);
  const cookieSecure = readFlag(problems, 'COOKIE_SECURE', env.COOKIE_SECURE ?? 'false');
  const feedbackImageRequired = readFlag(problems, 'FEEDBACK_IMAGE_REQUIRED', env.FEEDBACK_IMAGE_REQUIRED?.trim() || 'false');
  const catalogueCache = readFlag(problems, 'CATALOGUE_CACHE', env.CATALOGUE_CACHE?.trim() || 'true');
  const communityCache = readFlag(problems, 'COMMUNITY_CACHE', env.COMMUNITY_CACHE?.trim() || 'true');
  const jobsPollMs = readJobsPoll(env, problems);
  const trustProxy = readTrustProxy(env, problems);
  const scaleOut = readScaleOut(env, problems, server);
  const uploadsStorage = readUploadsStorage(env, problems);
  const security = readSecurity(env, problems);
  const mail = readMail(env, problems);
  const publicUrl = readPublicUrl(env, problems, server);
  const remoteOverrides = readRemoteOverrides(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data/pglite');
  return {
    env: server.nodeEnv as Config['env'],
    host: env.HOST ?? '127.0.0.1',
    port: server.port,
    logLevel: server.logLevel as Config['logLevel'],
    databaseUrl: server.databaseUrl,
    dataDir,
    staticDir: path.resolve(repoRoot, env.STATIC_DIR ?? '.deploy'),
    remoteOverrides,
    seed,
    appSecret,
    cookieSecure,
    hstsMaxAge: security.hstsMaxAge,
    feedbackImageRequired,
    catalogueCache,
    communityCache,
    jobsPollMs,
    trustProxy,
    rateLimitStore: scaleOut.rateLimitStore,
    drainSeconds: scaleOut.drainSeconds,
    uploadsStorage,
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR ?? '.data/uploads'),
    operatorToken: security.operatorToken,
    smtpUrl: mail.smtpUrl,
    mailFrom: mail.mailFrom,
    mailOutboxDir: env.MAIL_OUTBOX_DIR?.trim() ? path.resolve(repoRoot, env.MAIL_OUTBOX_DIR.trim()) : path.join(dataDir, 'outbox'),
    publicUrl: publicUrl as string,
    feedAllowedHosts: (env.FEED_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}
