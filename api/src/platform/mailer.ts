// Sending e-mail (decision 013). Routes call `app.mailer.send({to, kind, subject, text, code?})` and never see the
// transport: an SMTP server when SMTP_URL is set, otherwise the local outbox (platform/mail-outbox.ts). Every mail
// sent is recorded in sent_mails.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { HttpError } from '../lib/http-error';
import { outboxName, writeOutbox } from './mail-outbox';
import type { MailContent } from './mail-text';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert mails (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' or 'outbox': what /dev/mail tells the developer. */
  transport: 'smtp' | 'outbox';
  outboxDir: string;
  /** Sends and records one mail; an HttpError 503 when the transport refuses it (nothing is recorded then). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_FAILED_MESSAGE = 'We could not send the e-mail just now. Please try again in a few minutes.';

export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  production: boolean;
}

/** The domain of the From address: Message-IDs are made in it, as RFC 5322 advises. */
function fromDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

export default fp<MailerOptions>(
  (app, options, done) => {
    const outbox = options.smtpUrl === null;
    const transporter = outbox
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport(options.smtpUrl as string);
    const domain = fromDomain(options.mailFrom);
    if (outbox && options.production) {
      app.log.warn({ outboxDir: options.outboxDir }, 'SMTP_URL is not set: e-mails are written to the outbox, not delivered');
    }
    app.addHook('onClose', (_instance, closed) => {
      transporter.close();
      closed();
    });

    async function send(mail: OutgoingMail): Promise<{ messageId: string }> {
      const createdAt = new Date();
      const messageId = `<${crypto.randomUUID()}@${domain}>`;
      const row = await app.repositories.sentMails.record({ to: mail.to, subject: mail.subject, kind: mail.kind, messageId, createdAt });
      try {
        const info = await transporter.sendMail({
          from: options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          date: createdAt,
          messageId,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        if (outbox) {
          const raw = (info as { message?: Buffer }).message ?? Buffer.alloc(0);
          await writeOutbox(options.outboxDir, outboxName(createdAt, row.id), raw, {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            kind: mail.kind,
            code: mail.code ?? null,
            createdAt: createdAt.toISOString(),
            messageId,
            ...(mail.headers ? { headers: mail.headers } : {}),
          });
        }
        return { messageId };
      } catch (error) {
        app.log.error({ err: error, kind: mail.kind }, 'e-mail not sent');
        await app.repositories.sentMails.delete(row.id);
        throw new HttpError(503, MAIL_FAILED_MESSAGE);
      }
    }

    app.decorate('mailer', { transport: outbox ? 'outbox' : 'smtp', outboxDir: options.outboxDir, send });
    done();
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
