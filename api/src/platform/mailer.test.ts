// Sending mail: the local outbox, /dev/mail, and a real SMTP server (decision 013).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { emailCodes, sentMails } from '../db/schema';
import { MAIL_FAILED_MESSAGE } from './mailer';
import type { OutboxEntry } from './mail-outbox';
import { buildTestApp, dialectUnderTest, postForm, type TestApp } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { hashed, latestMail, sendCode, uniqueDisplayName, uniqueEmail, visitorOf } from '../accounts/account-support';
import { answerOf, bodyOf, like } from '../testing/answers';

describe(`mail through the local outbox (${dialectUnderTest})`, () => {
  const t = fileApp();

  it('writes each mail as a well-formed .eml with a .json summary, and records it in sent_mails', async () => {
    const email = uniqueEmail('outbox');
    expect((await sendCode(t.app, await visitorOf(t.app), 'register', email)).statusCode).toBe(200);
    const files = fs.readdirSync(t.config.mailOutboxDir).sort();
    const summaryFile = files
      .filter((f) => f.endsWith('.json'))
      .find((f) => fs.readFileSync(path.join(t.config.mailOutboxDir, f), 'utf8').includes(email));
    expect(summaryFile).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{10}\.json$/);
    const summary = JSON.parse(fs.readFileSync(path.join(t.config.mailOutboxDir, summaryFile!), 'utf8')) as OutboxEntry;
    expect(summary).toMatchObject({
      to: email,
      kind: 'register-code',
      code: like.stringMatching(/^\d{6}$/),
      createdAt: like.any(String),
    });
    expect(files).toContain(summaryFile!.replace(/\.json$/, '.eml'));

    const eml = fs.readFileSync(path.join(t.config.mailOutboxDir, summaryFile!.replace(/\.json$/, '.eml')), 'utf8');
    const [head = '', bodyText = ''] = eml.split(/\n\n/, 2);
    expect(head).toMatch(/^From: Yacht Harbour <no-reply@yacht-harbour\.local>$/m);
    expect(head).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(head).toMatch(/^Subject: Your Yacht Harbour sign-up code$/m);
    expect(head).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(head).toMatch(/^Message-ID: <[0-9a-f-]{36}@yacht-harbour\.local>$/m);
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toContain(summary.code);
    expect(bodyText.length).toBeGreaterThan(0);

    const [row] = await t.app.database.db.select().from(sentMails).where(eq(sentMails.to, email));
    expect(row).toMatchObject({ kind: 'register-code', subject: 'Your Yacht Harbour sign-up code', messageId: summary.messageId });
  });

  it('GET /dev/mail/latest answers the newest mail to an address, code included, and 404 for none', async () => {
    const email = uniqueEmail('latest');
    await sendCode(t.app, await visitorOf(t.app), 'register', email);
    await sendCode(t.app, await visitorOf(t.app), 'login', email);
    const mail = await t.app.inject({ method: 'GET', url: `/dev/mail/latest?to=${encodeURIComponent(email.toUpperCase())}` });
    expect(mail.statusCode).toBe(200);
    expect(mail.headers['cache-control']).toBe('no-store');
    // login for an address without an account: the newest mail is the notice, without code.
    expect(bodyOf(mail)).toMatchObject({ to: email, kind: 'no-account', code: null, subject: 'Your Yacht Harbour request' });
    const none = await t.app.inject({ method: 'GET', url: `/dev/mail/latest?to=${encodeURIComponent(uniqueEmail())}` });
    expect(none.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/latest' })).statusCode).toBe(400);
  });

  it('GET /dev/mail lists the newest 50 mails, newest first, with everything escaped', async () => {
    const hostile = uniqueEmail('hostile');
    await t.app.mailer.send({ to: hostile, kind: 'test', subject: 'Old <b>subject</b>', text: 'first' });
    await t.app.mailer.send({
      to: hostile,
      kind: 'test',
      subject: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(1)> & "quotes"',
    });
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('Old &lt;b&gt;subject'));

    for (let i = 0; i < 55; i += 1) await t.app.mailer.send({ to: hostile, kind: 'test', subject: `Bulk ${i}`, text: 'x' });
    const full = (await t.app.inject({ method: 'GET', url: '/dev/mail' })).body;
    expect(full.match(/<article>/g)).toHaveLength(50);
    expect(full).toContain('Bulk 54');
    expect(full).not.toContain('Bulk 4<');
  });
});

describe(`mail in production (${dialectUnderTest})`, () => {
  it('has no /dev/mail pages', async () => {
    // APP_SECRET: production on PostgreSQL requires one.
    const t = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', APP_SECRET: 's'.repeat(40) });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail/latest?to=a@b.cd' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } })).statusCode).toBe(404);
      // Codes are still sent (to the outbox file, which only the operator of the machine can read).
      expect((await sendCode(t.app, await visitorOf(t.app), 'register', uniqueEmail())).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe(`mail through SMTP (${dialectUnderTest})`, () => {
  let smtp: TestSmtpServer;
  let received: TestSmtpServer['received'];
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Harbour Desk <desk@harbour.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code to the SMTP server, records the mail, and writes no outbox file', async () => {
    const email = uniqueEmail('smtp');
    const visitor = await visitorOf(t.app);
    const response = await sendCode(t.app, visitor, 'register', email);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent });
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.from).toBe('desk@harbour.example');
    expect(message?.data).toMatch(/^From: Harbour Desk <desk@harbour\.example>\r?$/m);
    expect(message?.data).toMatch(/^Message-ID: <[0-9a-f-]{36}@harbour\.example>\r?$/m);
    const code = /^ {4}(\d{6})\r?$/m.exec(message!.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The code from the SMTP server signs up.
    const signUp = await postForm(t.app, visitor, '/user/register', {
      email,
      verify_code: code,
      password: hashed('Harbour2026'),
      repassword: hashed('Harbour2026'),
      name: uniqueDisplayName(),
    });
    expect(answerOf(signUp).code).toBe(1);

    expect(await t.app.database.db.select().from(sentMails).where(eq(sentMails.to, email))).toHaveLength(1);
    expect(fs.existsSync(t.config.mailOutboxDir)).toBe(false);
    expect(await latestMail(t.app, email)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).body).toContain('SMTP_URL is set');
  });
});

describe(`mail when the SMTP server is down (${dialectUnderTest})`, () => {
  it('answers 503, keeps no code and no sent-mail row, and lets the visitor ask again at once', async () => {
    // A port nothing listens on: take one, then free it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail('down');
      for (let i = 0; i < 2; i += 1) {
        const response = await sendCode(t.app, await visitorOf(t.app), 'register', email);
        expect(response.statusCode).toBe(503);
        expect(bodyOf(response)).toMatchObject({ code: 0, msg: MAIL_FAILED_MESSAGE, data: null });
      }
      expect(await t.app.database.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toEqual([]);
      expect(await t.app.database.db.select().from(sentMails).where(eq(sentMails.to, email))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
