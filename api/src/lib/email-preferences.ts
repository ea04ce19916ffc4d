// Which notices a member gets by e-mail as well as on the bell (decision 033): one row per kind a member chose, none
// for a kind left at its default. Several areas send such notices (the community, the catalogue's price drops), so it
// lives here rather than in one area's repository. The notice mails read it when they are about to be sent, so a change applies to
// what is waiting too.
import { and, eq, sql } from 'drizzle-orm';
import { EMAIL_NOTICE_DEFAULTS, EMAIL_NOTICE_KINDS, type EmailNoticeKind, type EmailSettings } from '@yachts/contracts/account';
import type { Db } from '../db/database';
import { emailPreferences, users } from '../db/schema';

export function createEmailPreferencesRepository(db: Db) {
  async function settings(userId: number): Promise<EmailSettings> {
    const rows = await db
      .select({ kind: emailPreferences.kind, email: emailPreferences.email })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, userId));
    const settings: EmailSettings = { ...EMAIL_NOTICE_DEFAULTS };
    for (const row of rows) {
      if ((EMAIL_NOTICE_KINDS as readonly string[]).includes(row.kind)) settings[row.kind as EmailNoticeKind] = row.email;
    }
    return settings;
  }

  return {
    settings,

    async wants(userId: number, kind: EmailNoticeKind): Promise<boolean> {
      const [row] = await db
        .select({ email: emailPreferences.email })
        .from(emailPreferences)
        .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)));
      return row ? row.email : EMAIL_NOTICE_DEFAULTS[kind];
    },

    /** Sets the given kinds, in one statement; the others keep what they were. Null when the member is gone. */
    async set(userId: number, changes: Partial<EmailSettings>, now = new Date()): Promise<EmailSettings | null> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) return null;
      const rows = EMAIL_NOTICE_KINDS.flatMap((kind) => {
        const email = changes[kind];
        return email === undefined ? [] : [{ userId, kind, email, updatedAt: now }];
      });
      if (rows.length > 0)
        await db
          .insert(emailPreferences)
          .values(rows)
          .onConflictDoUpdate({
            target: [emailPreferences.userId, emailPreferences.kind],
            set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
          });
      return settings(userId);
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof createEmailPreferencesRepository>;

/**
 * SQL true when the member of `userColumn` wants `kind` e-mailed: for a query that picks recipients in one statement
 * (the followers of a yacht whose price fell).
 */
export function wantsEmailSql(userColumn: unknown, kind: EmailNoticeKind) {
  const fallback = EMAIL_NOTICE_DEFAULTS[kind];
  return sql`coalesce((select p.email from ${emailPreferences} p where p.user_id = ${userColumn} and p.kind = ${kind}), ${fallback})`;
}
