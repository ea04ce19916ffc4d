// The console's inbox of visitors' messages (decision 033): feedback reports and footer messages, open ones the
// longest waiting first, handled ones the newest first; marking one handled once, with its audit entry; every role.
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { INBOX_MESSAGES, OPERATOR_INBOX_API, type VisitorMessage } from '@yachts/contracts/operators';
import { ACCESS_TOKEN_HEADER } from '@yachts/contracts/signing';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { loginAs, operatorLogin, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, like } from '../testing/answers';

const t = fileApp();
let admin: LoggedIn;

beforeAll(async () => {
  admin = await operatorLogin(t.app, 'admin');
});

const get = (query: string, who?: LoggedIn) =>
  t.app.inject({ method: 'GET', url: `${OPERATOR_INBOX_API.messages}?${query}`, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {} });
const handle = (url: string, who: LoggedIn = admin) =>
  t.app.inject({ method: 'POST', url, headers: { [ACCESS_TOKEN_HEADER]: who.token }, payload: {} });
const items = async (query: string) => dataOf<Page<VisitorMessage>>(await get(`${query}&page_size=50`, admin)).items;

const sid = 'a'.repeat(64);

describe('visitor messages in the console', () => {
  it('lists feedback and footer messages, open ones oldest first, and marks one handled once, in the audit log', async () => {
    const [type] = await t.app.repositories.feedback.listTypes();
    const first = await t.app.repositories.feedback.createReport({
      feedbackType: type!.value,
      advice: 'The search forgets my filters when I press Back.',
      email: 'first@example.com',
      areaCode: '44',
      mobile: '7700900123',
      imageUrls: ['/uploads/2026/11/screen.png'],
      sidHash: sid,
    });
    const second = await t.app.repositories.feedback.createReport({
      feedbackType: type!.value,
      advice: 'Prices in dollars please.',
      email: 'second@example.com',
      areaCode: '',
      mobile: '',
      imageUrls: [],
      sidHash: sid,
    });
    const side = await t.app.repositories.messages.createSideMessage({
      email: 'side@example.com',
      content: 'Do you list catamarans?',
      sidHash: sid,
    });

    const open = await items('source=feedback&state=open');
    const ids = open.map((message) => message.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(open.find((message) => message.id === first.id)).toEqual({
      source: 'feedback',
      id: first.id,
      email: 'first@example.com',
      text: 'The search forgets my filters when I press Back.',
      topic: type!.name,
      phone: '+44 7700900123',
      images: ['/uploads/2026/11/screen.png'],
      created_at: like.any(String),
      handled_at: null,
      handled_by: null,
    });
    expect(open.find((message) => message.id === second.id)?.phone).toBeNull();
    expect((await items('source=side-message&state=open')).find((message) => message.id === side.id)).toMatchObject({
      source: 'side-message',
      text: 'Do you list catamarans?',
      topic: null,
    });

    const handled = await handle(OPERATOR_INBOX_API.handled('feedback', first.id));
    expect(handled.statusCode).toBe(200);
    expect(dataOf(handled)).toMatchObject({ id: first.id, handled_by: admin.user.email, handled_at: like.any(String) });
    expect((await items('source=feedback&state=open')).some((message) => message.id === first.id)).toBe(false);
    expect((await items('source=feedback&state=handled'))[0]?.id).toBe(first.id);
    const again = await handle(OPERATOR_INBOX_API.handled('feedback', first.id));
    expect([again.statusCode, answerOf(again).msg]).toEqual([409, INBOX_MESSAGES.alreadyHandled]);
    const [entry] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.handled'), eq(auditLog.targetId, String(first.id))));
    expect(entry).toMatchObject({ actor: admin.user.email, before: { handled: false }, after: { handled: true } });

    expect((await handle(OPERATOR_INBOX_API.handled('side-message', side.id))).statusCode).toBe(200);
  });

  it('answers unknown messages 404 and a bad filter 400, changing nothing', async () => {
    for (const url of [
      OPERATOR_INBOX_API.handled('feedback', 99_999_999),
      '/api/v1/operator/visitor-messages/letters/1/handled',
      '/api/v1/operator/visitor-messages/feedback/abc/handled',
    ]) {
      const answer = await handle(url);
      expect([url, answer.statusCode, answerOf(answer).msg]).toEqual([url, 404, INBOX_MESSAGES.notFound]);
    }
    expect((await get('source=letters', admin)).statusCode).toBe(400);
    expect((await get('state=gone', admin)).statusCode).toBe(400);
  });

  it('is an admin’s: a visitor gets 401, a member and a moderator 403', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect(answerOf(await get('', await loginAs(t.app))).code).toBe(ErrorCode.FORBIDDEN);
    const moderator = await operatorLogin(t.app, 'moderator');
    expect((await get('', moderator)).statusCode).toBe(403);
    expect((await handle(OPERATOR_INBOX_API.handled('feedback', 1), moderator)).statusCode).toBe(403);
  });
});
