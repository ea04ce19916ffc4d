// The enquiry that opens a conversation, sent as the message modal sends it, for the conversation tests
// (conversations.test.ts, conversation-moderation.test.ts).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { conversations } from '../../db/schema';
import { uniqueWord, type InsertedYacht } from '../../catalogue/catalogue-support';
import { latestMail } from '../../accounts/account-support';
import { postForm, startVisitor, type LoggedIn } from '../../testing/helper';
import { answerOf } from '../../testing/answers';

/**
 * An enquiry about `about` (a member's when given, else a visitor's) from a fresh buyer's address; answers the
 * conversation it opened, that address and, for a visitor, the key of the link their receipt mail carries (null when
 * the mail has none).
 */
export async function enquireAbout(
  app: FastifyInstance,
  who: LoggedIn | null,
  about: InsertedYacht,
  fields: { content: string } & Record<string, unknown>,
): Promise<{ id: number; email: string; key: string | null }> {
  const visitor = await startVisitor(app);
  const as = who ? { ...visitor, cookie: `${visitor.cookie}; ${who.cookie}` } : visitor;
  const email = `${uniqueWord('buyer')}@example.com`;
  const response = await postForm(app, as, ENQUIRY_CALLS[about.kind], {
    yacht_id: String(about.id),
    name: 'Ada Lovelace',
    email,
    area_code: '44',
    mobile: '7700900123',
    ...fields,
  });
  expect(answerOf(response).code).toBe(1);
  const [row] = await app.database.db.select().from(conversations).where(eq(conversations.buyerEmail, email));
  let key: string | null = null;
  if (!who) {
    const receipt = await latestMail(app, email);
    key = /\?key=([A-Za-z0-9_-]{43})/.exec(receipt!.text)?.[1] ?? null;
  }
  return { id: row!.id, email, key };
}
