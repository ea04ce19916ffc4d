// Deleting comments (product rules §7A /community/delcomments, /article/delcomments), the public GETs the page reads
// comments with, hidden comments, the API reference and odd values (docs/decisions/018-community.md), against the real
// app and database. Topics and articles are written straight into the database (community-support.ts).
import { eq } from 'drizzle-orm';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type CommunityComment } from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { articles, comments } from '../db/schema';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { COMMENT_MESSAGES } from './community-comment-routes';
import { apiGet, formCall, newArticle, newMember, newVisitor, type Member } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, firstOf, like } from '../testing/answers';
import { apiReference, jsonAnswerOf, operationOf, resolvedSchema, type SchemaObject } from '../testing/openapi';
import { commentHelpers, type Who } from './community-comments-support';

const t = fileApp({ SEED: 'false' });
const { replies, praise, listOf, comment, row, topicOf } = commentHelpers(t);

describe(`deleting a comment (${dialectUnderTest})`, () => {
  const del = (who: Who, cid: unknown, url: string = COMMUNITY_CALLS.deleteComment) => formCall(t.app, who, url, { cid });

  it("refuses someone else's comment (403) and a visitor, and changes nothing", async () => {
    const [writer, other] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Mine' });
    const before = await row(made.id);
    const refused = await del(other, made.id);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.notYourComment, data: null });
    const visitor = await del(await newVisitor(t.app), made.id);
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await row(made.id)).toEqual(before);
  });

  it('deletes one\'s own comment (softly) once; the wrong endpoint for the kind is "missing"', async () => {
    const writer = await newMember(t.app);
    const topicComment = await comment(writer, { topic_id: await topicOf(null), content: 'On a topic' });
    const articleComment = await comment(writer, { article_id: await newArticle(t.app, null), content: 'On an article' });

    for (const [cid, url] of [
      [topicComment.id, COMMUNITY_CALLS.deleteArticleComment],
      [articleComment.id, COMMUNITY_CALLS.deleteComment],
    ] as const) {
      const wrong = await del(writer, cid, url);
      expect(wrong.statusCode).toBe(404);
      expect(answerOf(wrong).msg).toBe(COMMUNITY_MESSAGES.commentMissing);
      expect((await row(cid))?.deletedAt).toBeNull();
    }

    const done = await del(writer, topicComment.id);
    expect(bodyOf(done)).toMatchObject({ code: 1, msg: COMMENT_MESSAGES.deleted, data: null });
    expect((await row(topicComment.id))?.deletedAt).toBeInstanceOf(Date);
    const again = await del(writer, topicComment.id);
    expect(again.statusCode).toBe(404);
    expect(answerOf(again).msg).toBe(COMMUNITY_MESSAGES.commentMissing);

    expect(answerOf(await del(writer, articleComment.id, COMMUNITY_CALLS.deleteArticleComment)).code).toBe(1);
    expect(answerOf(await del(writer, 'abc')).msg).toBe(COMMUNITY_MESSAGES.commentMissing);
  });

  it('keeps a deleted comment with replies as a placeholder and leaves out deleted ones without', async () => {
    const [writer, replier] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const withReplies = await comment(writer, { topic_id: topicId, content: 'Parent' });
    const lonely = await comment(writer, { topic_id: topicId, content: 'Lonely' });
    const kept = await comment(writer, { topic_id: topicId, content: 'Kept' });
    const reply = await comment(replier, { topic_id: topicId, cid: withReplies.id, content: 'A reply' });
    const deletedReply = await comment(replier, { topic_id: topicId, cid: withReplies.id, content: 'Second thoughts' });
    await del(writer, withReplies.id);
    await del(writer, lonely.id);
    await del(replier, deletedReply.id);

    const page = await listOf(await newVisitor(t.app), { topic_id: topicId });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([withReplies.id, kept.id]);
    expect(page.items[0]).toMatchObject({ deleted: true, content: '', replyCount: 1 });
    expect(page.items[0]!.replies.map((item) => item.id)).toEqual([reply.id]);
    // Even its author no longer reads it.
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({ deleted: true, content: '', mine: true });

    // When the last reply goes, so does the placeholder.
    await del(replier, reply.id);
    expect((await listOf(writer, { topic_id: topicId })).items.map((item) => item.id)).toEqual([kept.id]);
  });
});

describe(`the public GETs of comments and replies (${dialectUnderTest})`, () => {
  /** A GET as a first visit makes it: no cookie at all (no consent, no session), no token. */
  const bare = (url: string, query: Record<string, string | number> = {}) => apiGet(t.app, null, url, query);
  /** A GET as the page makes it for a member: the login cookie only, no access-token header. */
  const withCookie = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.login.cookie } });

  it('answer a first visit (no cookie, no token) the lists the form calls answer, in the /api/v1 envelope', async () => {
    const [anna, bob] = [await newMember(t.app, 'Annika'), await newMember(t.app, 'Bobby')];
    const topicId = await topicOf(anna);
    const root = await comment(anna, { topic_id: topicId, content: 'Root' });
    const other = await comment(bob, { topic_id: topicId, content: 'Second root' });
    const replyIds: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      replyIds.push((await comment(i % 2 ? anna : bob, { topic_id: topicId, cid: root.id, content: `Reply ${i}` })).id);
    }

    const response = await bare(COMMUNITY_API.topicComments(topicId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = answerOf<Page<CommunityComment>>(response);
    expect(body).toMatchObject({ code: ErrorCode.OK, msg: 'ok' });
    expect(body.data).toEqual(await listOf(await newVisitor(t.app), { topic_id: topicId }));
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: COMMUNITY_LIMITS.commentPageSize });
    expect(body.data.items.map((item) => item.id)).toEqual([root.id, other.id]);
    const first = firstOf(body.data.items);
    expect(first.replies.map((item) => item.content)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(first).toMatchObject({ replyCount: 5 });
    expect(first).not.toHaveProperty('praised');

    const second = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId), { page: 2, pageSize: 1 }));
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item: CommunityComment) => item.id)).toEqual([other.id]);

    // Replies: the rest of a thread, page by page; a reply's id names its thread too.
    const middle = answerOf<Page<CommunityComment>>(await bare(COMMUNITY_API.commentReplies(root.id), { page: 2, pageSize: 2 }));
    expect(middle).toMatchObject({ code: ErrorCode.OK, data: { total: 5, page: 2, pageSize: 2 } });
    expect(middle.data.items.map((item) => item.id)).toEqual(replyIds.slice(2, 4));
    const all = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.commentReplies(replyIds[4]!)));
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: COMMUNITY_LIMITS.replyPageSize });
    expect(all.items.map((item: CommunityComment) => item.id)).toEqual(replyIds);
    expect(all).toEqual(dataOf<Page<CommunityComment>>(await replies(await newVisitor(t.app), { cid: root.id })));

    // An article's comments.
    const articleId = await newArticle(t.app, bob);
    const onArticle = await comment(anna, { article_id: articleId, content: 'Lovely write-up.' });
    const articlePage = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.articleComments(articleId)));
    expect(articlePage.items.map((item: CommunityComment) => item.id)).toEqual([onArticle.id]);
    // Ids are per kind: a topic with the article's id (if any) does not list the article's comments.
    const sameId = dataOf<Page<CommunityComment> | null>(await bare(COMMUNITY_API.topicComments(articleId)))?.items ?? [];
    expect(sameId.map((item: CommunityComment) => item.id)).not.toContain(onArticle.id);
  });

  it("add a logged-in reader's own state (praised, reported, mine), from the access-token header or the login cookie", async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Praise me' });
    const reply = await comment(writer, { topic_id: topicId, cid: made.id, content: 'And me' });
    expect(dataOf(await praise(fan, made.id))).toEqual({ praised: true, praiseCount: 1 });
    expect(dataOf(await praise(fan, reply.id))).toEqual({ praised: true, praiseCount: 1 });

    for (const read of [
      () => apiGet(t.app, fan, COMMUNITY_API.topicComments(topicId)),
      () => withCookie(fan, COMMUNITY_API.topicComments(topicId)),
    ]) {
      expect(dataOf<Page<CommunityComment>>(await read()).items[0]).toMatchObject({
        id: made.id,
        praised: true,
        reported: false,
        mine: false,
      });
    }
    expect(dataOf<Page<CommunityComment>>(await withCookie(writer, COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      praised: false,
      mine: true,
    });
    expect(dataOf<Page<CommunityComment>>(await withCookie(fan, COMMUNITY_API.commentReplies(made.id))).items[0]).toMatchObject({
      id: reply.id,
      praised: true,
      mine: false,
    });
    expect(dataOf<Page<CommunityComment>>(await apiGet(t.app, writer, COMMUNITY_API.commentReplies(made.id))).items[0]).toMatchObject({
      mine: true,
    });
    // A hidden comment's text goes to its author only, as on the form call.
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, made.id));
    expect(dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      hidden: true,
      content: '',
    });
    expect(dataOf<Page<CommunityComment>>(await withCookie(writer, COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      hidden: true,
      content: 'Praise me',
    });
  });

  it('answer bad input and missing items in words, in the /api/v1 envelope', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Here' });
    const goneArticle = await newArticle(t.app, null, { deletedAt: new Date() });
    const cases: Array<[string, Record<string, string | number>, number, number, string]> = [
      [COMMUNITY_API.topicComments('abc'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.topicId],
      [COMMUNITY_API.topicComments(0), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.topicId],
      [COMMUNITY_API.topicComments(2_000_000_000), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.topicMissing],
      [COMMUNITY_API.articleComments('1.5'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.articleId],
      [COMMUNITY_API.articleComments(goneArticle), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.articleMissing],
      [COMMUNITY_API.topicComments(topicId), { pageSize: 51 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.pageSize],
      [COMMUNITY_API.topicComments(topicId), { page: 0 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.page],
      [COMMUNITY_API.topicComments(topicId), { page: 'x' }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.page],
      [COMMUNITY_API.commentReplies('abc'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.commentId],
      [COMMUNITY_API.commentReplies(2_000_000_000), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.commentMissing],
      [COMMUNITY_API.commentReplies(made.id), { page_size: 0 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.pageSize],
    ];
    for (const [url, query, status, code, msg] of cases) {
      const response = await bare(url, query);
      expect({ url, query, status: response.statusCode, body: bodyOf(response) }).toEqual({
        url,
        query,
        status,
        body: { code, msg, data: null },
      });
    }
    const twice = await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.topicComments(topicId)}?page=1&page=2` });
    expect({ status: twice.statusCode, msg: answerOf(twice).msg }).toEqual({ status: 400, msg: COMMUNITY_INPUT_MESSAGES.once('page') });
    expect(dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId), { pageSize: 50 })).pageSize).toBe(50);

    // The replies of a comment whose topic is gone are gone with it.
    const articleId = await newArticle(t.app, null);
    const onArticle = await comment(writer, { article_id: articleId, content: 'Soon gone' });
    expect((await bare(COMMUNITY_API.commentReplies(onArticle.id))).statusCode).toBe(200);
    await t.app.database.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, articleId));
    const gone = await bare(COMMUNITY_API.commentReplies(onArticle.id));
    expect({ status: gone.statusCode, msg: answerOf(gone).msg }).toEqual({ status: 404, msg: COMMUNITY_MESSAGES.commentMissing });
  });
});

describe(`hidden comments in the list (${dialectUnderTest})`, () => {
  it('shows a hidden comment as hidden with no text, except to its author', async () => {
    const [writer, reader] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Buy my watermaker!' });
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, made.id));
    expect((await listOf(reader, { topic_id: topicId })).items[0]).toMatchObject({ id: made.id, hidden: true, content: '', mine: false });
    expect((await listOf(await newVisitor(t.app), { topic_id: topicId })).items[0]).toMatchObject({ hidden: true, content: '' });
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({
      hidden: true,
      content: 'Buy my watermaker!',
      mine: true,
    });
  });
});

describe('the API reference', () => {
  it('documents the comment calls under community, with every field of a comment and of its replies', async () => {
    const spec = await apiReference(t.app);
    const calls = [
      COMMUNITY_CALLS.comments,
      COMMUNITY_CALLS.replies,
      COMMUNITY_CALLS.createComment,
      COMMUNITY_CALLS.deleteComment,
      COMMUNITY_CALLS.deleteArticleComment,
      COMMUNITY_CALLS.report,
      '/api/v1/topic/comment/praise/{id}',
    ];
    for (const url of calls) expect({ url, tags: spec.paths[url]?.post?.tags }).toEqual({ url, tags: ['community'] });
    const reads = [
      '/api/v1/community/topics/{id}/comments',
      '/api/v1/community/articles/{id}/comments',
      '/api/v1/community/comments/{id}/replies',
    ];
    for (const url of reads) {
      const get = spec.paths[url]?.get;
      expect({ url, tags: get?.tags, query: get?.parameters?.map((p) => `${p.in}:${p.name}`).sort() }).toEqual({
        url,
        tags: ['community'],
        query: ['path:id', 'query:page', 'query:pageSize', 'query:page_size'],
      });
    }
    const fields: Array<keyof CommunityComment> = [
      'id',
      'parentId',
      'content',
      'author',
      'replyTo',
      'praiseCount',
      'replyCount',
      'replies',
      'createdAt',
      'editedAt',
      'deleted',
      'hidden',
      'mine',
      'praised',
      'reported',
    ];
    // A comment is recursive (its replies are comments): the reference holds it once, as a shared schema.
    const resolved = (schema: SchemaObject | undefined) => resolvedSchema(spec, schema ?? {});
    const keysOf = (schema: SchemaObject) => Object.keys(schema.properties ?? {}).sort();
    const page = jsonAnswerOf(operationOf(spec, COMMUNITY_CALLS.comments, 'post'));
    const item = resolved(page.properties?.data?.properties?.items?.items);
    expect(keysOf(item)).toEqual([...fields].sort());
    expect(keysOf(resolved(item.properties?.replies?.items))).toEqual([...fields].sort());
    const created = jsonAnswerOf(operationOf(spec, COMMUNITY_CALLS.createComment, 'post'));
    expect(keysOf(resolved(created.properties?.data))).toEqual([...fields].sort());
  });
});

describe(`odd values (${dialectUnderTest})`, () => {
  it('answers every odd value of every field with a sentence, never a 500, and stores only what is valid', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Base' });
    const odd: unknown[] = [null, true, [], [1], {}, { id: 1 }, -1, 0, 1.5, '1e400', 1e300, ' ', 'x'.repeat(300)];
    const calls: Array<[string, Record<string, unknown>, string[]]> = [
      [COMMUNITY_CALLS.comments, { topic_id: topicId }, ['topic_id', 'article_id', 'page', 'pageSize', 'page_size']],
      [COMMUNITY_CALLS.replies, { cid: made.id }, ['cid', 'page', 'pageSize']],
      [COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Odd', cid: made.id }, ['topic_id', 'article_id', 'content', 'cid']],
      [COMMUNITY_CALLS.deleteComment, { cid: made.id }, ['cid']],
      [COMMUNITY_CALLS.report, { type: 'comment', id: made.id, reason: 'spam' }, ['type', 'id', 'reason', 'detail']],
    ];
    const before = await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId));
    // A fresh member per call keeps the per-member limits out of the way.
    const other = await newMember(t.app);
    let accepted = 0;
    for (const [url, valid, names] of calls) {
      for (const name of names) {
        for (const value of odd) {
          const who = url === COMMUNITY_CALLS.deleteComment ? writer : other;
          const response = await formCall(t.app, who, url, { ...valid, [name]: value });
          const body = bodyOf<{ msg?: unknown }>(response);
          expect({ url, name, value, status: response.statusCode < 500, msg: typeof body.msg }).toEqual({
            url,
            name,
            value,
            status: true,
            msg: like.stringMatching(/^(string|object)$/),
          });
          // A cleared field (null) is the field left out: a comment without cid, a report without detail, page 1.
          const absent = value === null && ['article_id', 'cid', 'detail', 'page', 'pageSize', 'page_size'].includes(name);
          // Any text is a comment or a report's details (' ' only is refused: the contract trims).
          const text = typeof value === 'string' && value.trim() !== '' && ['content', 'detail'].includes(name);
          if (response.statusCode === 200 && !absent && !text) {
            throw new Error(`${url} ${name}=${JSON.stringify(value)} was accepted: ${response.body}`);
          }
          if (response.statusCode === 200 && url === COMMUNITY_CALLS.createComment) accepted += 1;
        }
      }
    }
    expect(accepted).toBe(4);
    expect(await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId))).toHaveLength(before.length + accepted);
    const praiseOdd = ['abc', '1e400', '-1', '0', '1.5', '99999999999999999999'];
    for (const id of praiseOdd) expect((await praise(other, id)).statusCode).toBe(404);
  });
});
