// Notices by mail that must not be lost when the mail server refuses (decision 027): a seller's enquiry, a review's
// decision, an account change. The mail is sent at once, as before; if the server refuses it, it waits in the job
// queue and is sent again later (the same delays as every job), instead of only being logged. The request that caused
// it has succeeded either way: what it stored is stored, and the member's inbox has the message.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_KINDS } from '../lib/job-queue';
import type { OutgoingMail } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a notice now, or queues it to be sent again when the mail server refuses it. */
    sendNotice(mail: OutgoingMail, log?: FastifyBaseLogger): Promise<'sent' | 'queued'>;
  }
}

function isMail(payload: Record<string, unknown>): payload is Record<string, unknown> & OutgoingMail {
  return ['to', 'kind', 'subject', 'text'].every((name) => typeof payload[name] === 'string');
}

export default fp(
  (app, _options, done) => {
    app.jobs.handle(JOB_KINDS.mail, async (payload) => {
      if (!isMail(payload)) throw new Error('a queued mail without to, kind, subject and text');
      await app.mailer.send(payload);
    });

    app.decorate('sendNotice', async (mail: OutgoingMail, log: FastifyBaseLogger = app.log) => {
      try {
        await app.mailer.send(mail);
        return 'sent' as const;
      } catch (error) {
        log.warn({ err: error, kind: mail.kind }, 'notice refused by the mail server; queued to be sent again');
        await app.jobs.enqueue({ kind: JOB_KINDS.mail, payload: { ...mail } });
        return 'queued' as const;
      }
    });
    done();
  },
  { name: 'mail-queue', dependencies: ['jobs', 'mailer'] },
);
