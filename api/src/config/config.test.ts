import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, embedded PGlite, the repo deploy directory', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({ env: 'development', port: 8080, host: '127.0.0.1', databaseUrl: null, seed: true });
    expect(config.dataDir).toBe(path.resolve('/repo/.data/pglite'));
    expect(config.staticDir).toBe(path.resolve('/repo/.deploy'));
    expect(config.uploadsDir).toBe(path.resolve('/repo/.data/uploads'));
    expect(config).toMatchObject({ appSecret: null, cookieSecure: false });
  });

  it('reads the app secret, the Secure cookie flag and the uploads directory', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({ APP_SECRET: secret, COOKIE_SECURE: 'true', UPLOADS_DIR: '/srv/uploads' }, '/repo');
    expect(config).toMatchObject({ appSecret: secret, cookieSecure: true, uploadsDir: path.resolve('/srv/uploads') });
  });

  it('asks for no feedback photo by default; FEEDBACK_IMAGE_REQUIRED is true or false', () => {
    expect(loadConfig({}, '/repo').feedbackImageRequired).toBe(false);
    expect(loadConfig({ FEEDBACK_IMAGE_REQUIRED: 'true' }, '/repo').feedbackImageRequired).toBe(true);
    expect(() => loadConfig({ FEEDBACK_IMAGE_REQUIRED: 'yes' }, '/repo')).toThrow(/FEEDBACK_IMAGE_REQUIRED must be true or false/);
  });

  it('answers the catalogue from its cache unless CATALOGUE_CACHE is false', () => {
    expect(loadConfig({}, '/repo').catalogueCache).toBe(true);
    expect(loadConfig({ CATALOGUE_CACHE: 'false' }, '/repo').catalogueCache).toBe(false);
    expect(loadConfig({}, '/repo').communityCache).toBe(true);
    expect(loadConfig({ COMMUNITY_CACHE: 'false' }, '/repo').communityCache).toBe(false);
    expect(() => loadConfig({ CATALOGUE_CACHE: 'off' }, '/repo')).toThrow(/CATALOGUE_CACHE must be true or false/);
  });

  it('looks for due jobs every second unless JOBS_POLL_MS says otherwise (0: no worker here)', () => {
    expect(loadConfig({}, '/repo').jobsPollMs).toBe(1000);
    expect(loadConfig({ JOBS_POLL_MS: '0' }, '/repo').jobsPollMs).toBe(0);
    expect(loadConfig({ JOBS_POLL_MS: '250' }, '/repo').jobsPollMs).toBe(250);
    for (const bad of ['-1', '10', '1.5', 'fast', '3600001']) {
      expect(() => loadConfig({ JOBS_POLL_MS: bad }, '/repo')).toThrow(
        /JOBS_POLL_MS must be 0 \(no worker\) or a number of milliseconds from 50 to 3600000/,
      );
    }
  });

  it('trusts no proxy unless TRUST_PROXY names them, and refuses hop counts and malformed addresses', () => {
    expect(loadConfig({}, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback,::1,fd00::/8' }, '/repo').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['1', 'true', '10.0.0.0/33', '300.1.1.1', 'balancer.local', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, '/repo')).toThrow(/TRUST_PROXY must be false or a comma list of proxy addresses/);
    }
  });

  it('keeps rate-limit counters in the database with PostgreSQL and in memory on PGlite, unless RATE_LIMIT_STORE says', () => {
    expect(loadConfig({}, '/repo').rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/yachts' }, '/repo').rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/yachts', RATE_LIMIT_STORE: 'memory' }, '/repo').rateLimitStore).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' }, '/repo')).toThrow(/RATE_LIMIT_STORE must be memory or database/);
  });

  it('keeps uploads in UPLOADS_DIR unless UPLOADS_STORAGE=s3 names a complete bucket', () => {
    expect(loadConfig({}, '/repo').uploadsStorage).toEqual({ kind: 'directory' });
    const s3 = {
      UPLOADS_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'pics',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    };
    expect(loadConfig(s3, '/repo').uploadsStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pics',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'key',
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: ' ' }, '/repo')).toThrow(
      /UPLOADS_STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' }, '/repo')).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ UPLOADS_STORAGE: 'ftp' }, '/repo')).toThrow(/UPLOADS_STORAGE must be directory or s3/);
  });

  it('drains for DRAIN_SECONDS before a shutdown: 5 in production, 0 otherwise', () => {
    expect(loadConfig({}, '/repo').drainSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }, '/repo').drainSeconds).toBe(5);
    expect(loadConfig({ DRAIN_SECONDS: '15' }, '/repo').drainSeconds).toBe(15);
    for (const bad of ['-1', '2.5', '121', 'soon']) {
      expect(() => loadConfig({ DRAIN_SECONDS: bad }, '/repo')).toThrow(/DRAIN_SECONDS must be a whole number of seconds from 0 to 120/);
    }
  });

  it('sends no HSTS by default, takes HSTS_MAX_AGE in seconds, and refuses anything else', () => {
    expect(loadConfig({}, '/repo').hstsMaxAge).toBe(0);
    expect(loadConfig({ HSTS_MAX_AGE: '31536000' }, '/repo').hstsMaxAge).toBe(31_536_000);
    for (const bad of ['-1', '1y', '1.5', '99999999999', '63072001']) {
      expect(() => loadConfig({ HSTS_MAX_AGE: bad }, '/repo')).toThrow(
        /HSTS_MAX_AGE must be a whole number of seconds from 0 \(off\) to 63072000/,
      );
    }
  });

  it('takes an operator token of at least 24 characters, and none by default', () => {
    expect(loadConfig({}, '/repo').operatorToken).toBeNull();
    expect(loadConfig({ OPERATOR_TOKEN: 'o'.repeat(24) }, '/repo').operatorToken).toBe('o'.repeat(24));
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' }, '/repo')).toThrow(/OPERATOR_TOKEN must be at least 24 characters long/);
  });

  it('sends mail to the outbox in DATA_DIR by default, from Yacht Harbour', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' }, '/repo');
    expect(config).toMatchObject({ smtpUrl: null, mailFrom: 'Yacht Harbour <no-reply@yacht-harbour.local>' });
    expect(config.mailOutboxDir).toBe(path.resolve('/srv/data/outbox'));
  });

  it('reads SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Harbour Desk <desk@example.com>', MAIL_OUTBOX_DIR: 'mail' },
      '/repo',
    );
    expect(config).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com:465', mailFrom: 'Harbour Desk <desk@example.com>' });
    expect(config.mailOutboxDir).toBe(path.resolve('/repo/mail'));
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'desk@example.com' }, '/repo')).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'desk@example.com',
    });
  });

  it.each(['http://mail.example.com', 'smtp://', 'mail.example.com:25', 'smtp:// bad host'])('refuses SMTP_URL=%s', (url) => {
    expect(() => loadConfig({ SMTP_URL: url }, '/repo')).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('does not repeat a bad SMTP_URL, which may hold a password', () => {
    const load = () => loadConfig({ SMTP_URL: 'imap://me:hunter2@mail.example.com' }, '/repo');
    expect(load).toThrow();
    expect(load).not.toThrow(/hunter2/);
  });

  it.each(['no-reply', 'Harbour <no-reply>', 'a@b.c\nBcc: x@y.z', 'Harbour <a@b.c'])('refuses MAIL_FROM=%j', (from) => {
    expect(() => loadConfig({ MAIL_FROM: from }, '/repo')).toThrow(/MAIL_FROM must be an address/);
  });

  it('requires APP_SECRET in production on PostgreSQL, where instances run on several machines', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/x', PUBLIC_URL: 'https://yachts.example.com' };
    expect(() => loadConfig(production, '/repo')).toThrow(/APP_SECRET is required in production with DATABASE_URL/);
    expect(loadConfig({ ...production, APP_SECRET: 's'.repeat(40) }, '/repo').appSecret).toBe('s'.repeat(40));
    // The embedded database is one process on one data directory, which keeps the generated secret (npm start).
    expect(loadConfig({ NODE_ENV: 'production' }, '/repo').appSecret).toBeNull();
  });

  it('takes http://localhost:<PORT> as the public URL outside production', () => {
    expect(loadConfig({}, '/repo').publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000', NODE_ENV: 'test' }, '/repo').publicUrl).toBe('http://localhost:9000');
  });

  it.each([
    ['https://yachts.example.com', 'https://yachts.example.com'],
    ['https://yachts.example.com/', 'https://yachts.example.com'],
    [' HTTPS://Yachts.Example.com:443/ ', 'https://yachts.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
  ])('reads PUBLIC_URL=%j as the origin %s, without a trailing slash', (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }, '/repo').publicUrl).toBe(origin);
  });

  it.each([
    'yachts.example.com',
    '//yachts.example.com',
    '/',
    'ftp://yachts.example.com',
    'https:yachts.example.com',
    'https://',
    'https://yachts.example.com/shop',
    'https://yachts.example.com/shop/',
    'https://yachts.example.com/?ref=mail',
    'https://yachts.example.com?',
    'https://yachts.example.com/#top',
    'https://bad host.example.com',
  ])('refuses PUBLIC_URL=%j, naming the key and what it must be', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value }, '/repo')).toThrow(
      /PUBLIC_URL must be the site's public origin, an http:\/\/ or https:\/\/ URL without a path, query or fragment/,
    );
  });

  it('refuses a PUBLIC_URL with a user name without repeating it, as it may hold a password', () => {
    let message = '';
    try {
      loadConfig({ PUBLIC_URL: 'https://admin:hunter2@yachts.example.com' }, '/repo');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PUBLIC_URL must be the site's public origin/);
    expect(message).not.toContain('hunter2');
  });

  it('requires PUBLIC_URL in production on PostgreSQL; the embedded database on one machine keeps the default', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/x', APP_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(production, '/repo')).toThrow(/PUBLIC_URL is required in production with DATABASE_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://yachts.example.com/' }, '/repo').publicUrl).toBe('https://yachts.example.com');
    expect(loadConfig({ NODE_ENV: 'production', PORT: '8090' }, '/repo').publicUrl).toBe('http://localhost:8090');
  });

  it('reads PostgreSQL and per-remote overrides', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://u@db/x', REMOTE_CATALOGUE_URL: 'https://cdn.example/catalogue/v9/mf-manifest.json' },
      '/repo',
    );
    expect(config.databaseUrl).toBe('postgres://u@db/x');
    expect(config.remoteOverrides).toEqual({ catalogue: 'https://cdn.example/catalogue/v9/mf-manifest.json' });
  });

  it('names every bad key in one error', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: '80a',
          NODE_ENV: 'staging',
          DATABASE_URL: 'mysql://x',
          REMOTE_COMMUNITY_URL: 'ftp://x',
          SEED: 'yes',
          LOG_LEVEL: 'loud',
          APP_SECRET: 'short',
          COOKIE_SECURE: 'yes',
          PUBLIC_URL: 'https://yachts.example.com/en',
        },
        '/repo',
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    const keys = [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'REMOTE_COMMUNITY_URL',
      'SEED',
      'LOG_LEVEL',
      'APP_SECRET',
      'COOKIE_SECURE',
      'PUBLIC_URL',
    ];
    for (const key of keys) expect(message).toContain(key);
    expect((error as ConfigError).problems).toHaveLength(keys.length);
  });

  it.each(['0', '65536', '-1', ''])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port }, '/repo')).toThrow(/PORT must be a whole number from 1 to 65535/);
  });
});
