// A notice in a member's inbox that they may also want by e-mail (decision 033): a reply, a mention, a praise. Areas
// write it inside the transaction of what it tells of, and with it a job that e-mails it a few minutes later, unless
// the member has read it on the site by then or chose not to get that kind by e-mail (user-area/notice-mails.ts).
import { NOTIFICATION_LIMITS, type EmailNoticeKind } from '@yachts/contracts/account';
import { userMessages } from '../db/schema';
import type { Db } from '../db/database';
import { enqueueJob, JOB_KINDS } from './job-queue';

export const NOTICE_KINDS = ['reply', 'mention', 'praise'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The member's e-mail choice that decides each kind. */
export const NOTICE_EMAIL_KIND: Record<NoticeKind, EmailNoticeKind> = { reply: 'replies', mention: 'mentions', praise: 'praise' };

export interface Notice {
  userId: number;
  kind: NoticeKind;
  title: string;
  body: string;
  link: string;
  fromUserId: number;
}

/** Something that runs SQL inside the writer's transaction. */
type Writer = Pick<Db, 'insert' | 'execute'>;

export async function insertNotice(tx: Writer, notice: Notice, now: Date): Promise<number> {
  const [row] = await tx
    .insert(userMessages)
    .values({ ...notice, type: 'interactive', createdAt: now })
    .returning({ id: userMessages.id });
  if (!row) throw new Error('insert into user_messages returned no row');
  await enqueueJob(tx, {
    kind: JOB_KINDS.noticeMail,
    payload: { messageId: row.id },
    runAt: new Date(now.getTime() + NOTIFICATION_LIMITS.emailDelayMs),
  });
  return row.id;
}
