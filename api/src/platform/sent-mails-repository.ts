import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sentMails } from '../db/schema';

export type SentMailRow = typeof sentMails.$inferSelect;

export interface NewSentMail {
  to: string;
  subject: string;
  kind: string;
  messageId: string;
  createdAt: Date;
}

export function createSentMailsRepository(db: Db) {
  return {
    async record(mail: NewSentMail): Promise<SentMailRow> {
      const [row] = await db
        .insert(sentMails)
        .values({ ...mail, subject: mail.subject.slice(0, 200), messageId: mail.messageId.slice(0, 200) })
        .returning();
      if (!row) throw new Error('insert into sent_mails returned no row');
      return row;
    },

    /** A mail the transport refused was not sent: its row goes. */
    async delete(id: number): Promise<void> {
      await db.delete(sentMails).where(eq(sentMails.id, id));
    },

    async recent(limit: number): Promise<SentMailRow[]> {
      return db.select().from(sentMails).orderBy(desc(sentMails.createdAt), desc(sentMails.id)).limit(limit);
    },
  };
}

export type SentMailsRepository = ReturnType<typeof createSentMailsRepository>;
