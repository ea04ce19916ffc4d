// Replies, mentions and praise by e-mail (decision 033). Each such notice is written with a job due
// NOTIFICATION_LIMITS.emailDelayMs later (lib/notices.ts); when it runs, the mail goes out only if the member has not
// read the notice on the site meanwhile (the bell, the inbox) and still wants that kind by e-mail. The mail links to
// the page, to the member's e-mail choices, and carries a one-click link that stops that kind.
import fp from 'fastify-plugin';
import { EMAIL_NOTICE_LABELS } from '@yachts/contracts/account';
import { paths } from '@yachts/contracts/paths';
import { JOB_KINDS } from '../lib/job-queue';
import { NOTICE_EMAIL_KIND, NOTICE_KINDS, type NoticeKind } from '../lib/notices';
import { unsubscribeParts, unsubscribeToken } from '../lib/unsubscribe-token';
import { MAIL_SIGNATURE } from '../platform/mail-text';

const SUBJECT_MAX = 150;

export interface NoticeMailInput {
  kind: NoticeKind;
  name: string;
  title: string;
  body: string;
  link: string | null;
}

export function noticeMail(notice: NoticeMailInput, publicUrl: string, token: string) {
  const emailKind = NOTICE_EMAIL_KIND[notice.kind];
  const unsubscribe = unsubscribeParts(publicUrl, token, `e-mails about ${EMAIL_NOTICE_LABELS[emailKind].label.toLowerCase()}`);
  const subject = notice.title.length > SUBJECT_MAX ? `${notice.title.slice(0, SUBJECT_MAX - 3).trimEnd()}...` : notice.title;
  return {
    kind: `notice-${notice.kind}`,
    subject,
    headers: unsubscribe.headers,
    text: [
      `Hello ${notice.name},`,
      '',
      `${notice.title}:`,
      '',
      ...notice.body.split('\n').map((line) => `> ${line}`),
      '',
      ...(notice.link ? [`${notice.kind === 'praise' ? 'See it' : 'Read it and answer'}: ${publicUrl}${notice.link}`, ''] : []),
      `Choose which notices we e-mail you: ${publicUrl}${paths.userNotifications()}`,
      ...unsubscribe.lines,
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

const isNoticeKind = (value: unknown): value is NoticeKind => (NOTICE_KINDS as readonly unknown[]).includes(value);

export default fp<{ publicUrl: string; unsubscribeKey: Buffer }>(
  (app, options) => {
    app.jobs.handle(JOB_KINDS.noticeMail, async (payload, { now }) => {
      const messageId = Number(payload.messageId);
      if (!Number.isSafeInteger(messageId)) throw new Error(`a notice mail without a message id: ${String(payload.messageId)}`);
      const notice = await app.repositories.userArea.noticeForMail(messageId);
      // Gone with its member, read on the site meanwhile, or not a kind that is e-mailed: nothing to send.
      if (!notice || notice.readAt !== null || !isNoticeKind(notice.kind)) return;
      const emailKind = NOTICE_EMAIL_KIND[notice.kind];
      if (!(await app.repositories.emailPreferences.wants(notice.userId, emailKind))) return;
      const token = unsubscribeToken(options.unsubscribeKey, { kind: emailKind, userId: notice.userId }, now);
      await app.mailer.send({ to: notice.email, ...noticeMail({ ...notice, kind: notice.kind }, options.publicUrl, token) });
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'notice-mails', dependencies: ['jobs', 'mailer', 'repositories'] },
);
