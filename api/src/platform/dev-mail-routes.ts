// The developer's outbox (decision 013): GET /dev/mail lists the newest mails the site wrote to the local outbox,
// GET /dev/mail/latest?to=<address> answers the newest one to an address as JSON, code included (the e2e suite
// reads codes there). Registered only outside production (app.ts): codes must never be readable over HTTP there.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { readOutbox, type OutboxEntry } from './mail-outbox';

export const DEV_MAIL_PAGE_SIZE = 50;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function page(entries: OutboxEntry[], transport: 'smtp' | 'outbox', dir: string): string {
  const note =
    transport === 'smtp'
      ? '<p>SMTP_URL is set: mails go to the SMTP server and are not kept here.</p>'
      : `<p>The ${entries.length} newest of the mails written to <code>${escapeHtml(dir)}</code>, newest first.</p>`;
  const items = entries
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.kind)}${
        mail.code ? ` · code <strong>${escapeHtml(mail.code)}</strong>` : ''
      }</p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccd;padding:.5rem 0}h2{font-size:1.05rem;margin:.5rem 0 0}.meta{color:#556;margin:.25rem 0}pre{white-space:pre-wrap;background:#f4f6f9;padding:.75rem}</style>
</head>
<body>
<h1>Outbox</h1>
${note}
${items || '<p>No mail yet.</p>'}
</body>
</html>
`;
}

export default function devMailRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.get(
    '/dev/mail',
    { schema: { tags: ['dev'], summary: 'The newest mails of the local outbox, as a page (not in production)' } },
    async (_request, reply) => {
      const entries = app.mailer.transport === 'outbox' ? await readOutbox(app.mailer.outboxDir, { limit: DEV_MAIL_PAGE_SIZE }) : [];
      // The page has no script; nothing in a mail can become one (everything is escaped), and the CSP says so too.
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(entries, app.mailer.transport, app.mailer.outboxDir));
    },
  );

  app.get<{ Querystring: { to: string } }>(
    '/dev/mail/latest',
    {
      schema: {
        tags: ['dev'],
        summary: 'The newest mail of the local outbox to an address, code included (not in production)',
        querystring: { type: 'object', required: ['to'], properties: { to: { type: 'string', minLength: 3, maxLength: 254 } } },
        response: {
          200: {
            type: 'object',
            required: ['to', 'subject', 'text', 'kind', 'code', 'createdAt'],
            properties: {
              to: { type: 'string' },
              subject: { type: 'string' },
              text: { type: 'string' },
              kind: { type: 'string' },
              code: { type: ['string', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
              messageId: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const [mail] = app.mailer.transport === 'outbox' ? await readOutbox(app.mailer.outboxDir, { limit: 1, to: request.query.to }) : [];
      reply.header('cache-control', 'no-store');
      if (!mail) throw new HttpError(404, `No mail to ${request.query.to} in the outbox.`);
      return mail;
    },
  );
  done();
}
