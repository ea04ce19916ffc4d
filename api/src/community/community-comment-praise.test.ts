// @dialect: two praises at once (a unique index under concurrency).
// Praise of comments (product rules §7B; docs/decisions/018-community.md), against the real app and database.
// Topics are written straight into the database (community-support.ts).
import { and, eq } from 'drizzle-orm';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES, type PraiseState } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { signBody } from '@yachts/contracts/signing';
import { comments, praises } from '../db/schema';
import { formCall, newMember } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf } from '../testing/answers';
import { commentHelpers } from './community-comments-support';

const t = fileApp({ SEED: 'false' });
const { praise, listOf, comment, row, topicOf } = commentHelpers(t);

describe(`POST /api/v1/topic/comment/praise/{id} (${dialectUnderTest})`, () => {
  it('praises, and praising again undoes it; the list shows the state', async () => {
    const [writer, fan, second] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Praise me' });

    const first = await praise(fan, made.id);
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ code: 0, msg: 'ok', data: { praised: true, praiseCount: 1 } });
    expect(dataOf(await praise(second, made.id))).toEqual({ praised: true, praiseCount: 2 });
    expect((await listOf(fan, { topic_id: topicId })).items[0]).toMatchObject({ praiseCount: 2, praised: true });
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({ praiseCount: 2, praised: false });

    expect(dataOf(await praise(fan, made.id))).toEqual({ praised: false, praiseCount: 1 });
    expect((await row(made.id))?.praiseCount).toBe(1);
    const rows = await t.app.database.db
      .select()
      .from(praises)
      .where(and(eq(praises.kind, 'comment'), eq(praises.targetId, made.id)));
    expect(rows.map((r) => r.userId)).toEqual([second.id]);
  });

  it('counts two praises sent at once by one member as a praise and its undo, never twice [both engines]', async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Double click' });
    const answers = await Promise.all([praise(fan, made.id), praise(fan, made.id)]);
    expect(answers.map((a) => dataOf<PraiseState>(a).praised).sort()).toEqual([false, true]);
    expect((await row(made.id))?.praiseCount).toBe(0);
  });

  it("refuses one's own comment, a deleted or hidden one, a missing one, and a visitor", async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Mine' });
    const own = await praise(writer, made.id);
    expect(own.statusCode).toBe(403);
    expect(bodyOf(own)).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: COMMUNITY_MESSAGES.ownPraise });

    const visitor = await praise(null, made.id);
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    const stale = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.praiseComment(made.id),
      headers: { 'access-token': 'not-a-token' },
      payload: signBody({}),
    });
    expect(answerOf(stale).code).toBe(ErrorCode.TOKEN_INVALID);

    const hidden = await comment(writer, { topic_id: topicId, content: 'Hidden' });
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, hidden.id));
    const deleted = await comment(writer, { topic_id: topicId, content: 'Deleted' });
    await formCall(t.app, writer, COMMUNITY_CALLS.deleteComment, { cid: deleted.id });
    for (const id of [hidden.id, deleted.id, 2_000_000_000, 'abc', 0]) {
      const response = await praise(fan, id);
      expect({ id, status: response.statusCode, body: bodyOf(response) }).toEqual({
        id,
        status: 404,
        body: { code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.commentMissing, data: null },
      });
    }
    expect((await row(made.id))?.praiseCount).toBe(0);
  });

  it('refuses an unsigned call', async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Sign first' });
    const response = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.praiseComment(made.id),
      headers: { 'access-token': fan.login.token },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISSING);
    expect((await row(made.id))?.praiseCount).toBe(0);
  });
});
