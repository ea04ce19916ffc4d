// Articles of the community (contracts/src/community.ts): the public list and page, deleting one's own
// article (/article/del), praise (/index/ajax/support, whose default type is article) and collect. The list is
// the whole site's: this file's articles are dated in the future, so they are the newest on a shared database.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type CollectedItem, type MyArticle } from '@yachts/contracts/account';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES, type ArticleDetail, type ArticleSummary } from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { articles, collections, comments, praises } from '../db/schema';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { COMMUNITY_POST_MESSAGES } from './community-post-routes';
import { apiGet, formCall, newArticle, newMember, newVisitor, signedCall, storedPraise, type Member } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let alice: Member;
let bob: Member;

beforeAll(async () => {
  [alice, bob] = [await newMember(t.app, 'Alice Marin'), await newMember(t.app, 'Bob Keel')];
});

const db = () => t.app.database.db;
/**
 * Centuries ahead and a second apart: newer than anything another test file writes, and than this file's own
 * articles of an earlier run on the same database (ten times the clock moves ten times faster than the run).
 */
let nextDate = Date.now() * 10;
const future = () => new Date((nextDate += 1000));

const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const list = (who: Member | null, query: Record<string, string | number> = {}) => apiGet(t.app, who, COMMUNITY_API.articles, query);
const listPage = async (...args: Parameters<typeof list>) => dataOf<Page<ArticleSummary>>(await list(...args));

describe(`GET ${COMMUNITY_API.articles} (${dialectUnderTest})`, () => {
  const article: Record<string, number> = {};

  beforeAll(async () => {
    article.first = await newArticle(t.app, alice, {
      title: 'Crossing Biscay',
      summary: '',
      body: `<p>We left <strong>Falmouth</strong> at first light. ${'The wind backed west and eased. '.repeat(12)}</p>`,
      coverUrl: null,
      praiseCount: 4,
      createdAt: future(),
    });
    article.deleted = await newArticle(t.app, alice, { createdAt: future(), deletedAt: new Date() });
    article.second = await newArticle(t.app, bob, {
      title: 'Fjord anchoring',
      summary: 'Stern lines and deep water.',
      createdAt: future(),
    });
    article.hidden = await newArticle(t.app, alice, { createdAt: future(), hiddenAt: new Date() });
    article.third = await newArticle(t.app, null, { title: 'From the editors', createdAt: future() });
    await db()
      .insert(comments)
      .values([
        { articleId: article.first, authorId: bob.id, content: 'Great log.' },
        { articleId: article.first, authorId: bob.id, content: 'Gone', deletedAt: new Date() },
        { articleId: article.first, authorId: bob.id, content: 'Reported', hiddenAt: new Date() },
      ]);
  });

  it('lists articles newest first, without deleted or hidden ones, each as a list shows it', async () => {
    const response = await list(null, { pageSize: 3 });
    expect(response.statusCode).toBe(200);
    const page = dataOf<Page<ArticleSummary>>(response);
    expect(page).toMatchObject({ page: 1, pageSize: 3 });
    expect(ids(page)).toEqual([article.third, article.second, article.first]);
    const first = page.items[2];
    expect(first).toEqual({
      id: article.first,
      title: 'Crossing Biscay',
      url: paths.communityArticle(article.first!),
      // Written without a summary: the first words of the body, as text.
      summary: like.stringMatching(/^We left Falmouth at first light\. The wind backed west and eased\..*\.\.\.$/),
      coverUrl: null,
      author: { uuid: alice.uuid, name: 'Alice Marin', avatarUrl: null },
      praiseCount: 4,
      commentCount: 1,
      createdAt: like.any(String),
      hidden: false,
    });
    expect(page.items[1]).toMatchObject({ summary: 'Stern lines and deep water.', coverUrl: like.stringMatching(/^\/uploads\//) });
    expect(page.items[0]?.author).toBeNull();
  });

  it('pages with the total of the whole list; the author alone also gets their hidden article', async () => {
    const two = await listPage(null, { page: 2, pageSize: 2 });
    expect(ids(two)[0]).toBe(article.first);
    // Other test files may add articles meanwhile: compare totals read around the author's.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = (await listPage(null)).total;
      const own = await listPage(alice);
      const after = (await listPage(null)).total;
      if (before !== after) continue;
      expect(own.total).toBe(before + 1);
      expect(own.items.find((item) => item.id === article.hidden)).toMatchObject({ hidden: true });
      expect(ids(await listPage(bob))).not.toContain(article.hidden);
      return;
    }
    throw new Error('the article list kept changing');
  });

  it('refuses a bad page with a sentence', async () => {
    const response = await list(null, { page: -1 });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: COMMUNITY_INPUT_MESSAGES.page, data: null });
    expect(answerOf(await list(null, { pageSize: 500 })).msg).toBe(COMMUNITY_INPUT_MESSAGES.pageSize);
  });
});

describe(`GET /api/v1/community/articles/{id} (${dialectUnderTest})`, () => {
  it('answers the article with its body sanitised; a member gets their own state', async () => {
    const id = await newArticle(t.app, alice, {
      title: 'Pre-season list',
      body: '<h2>Below the waterline</h2><p onclick="alert(1)">Seacocks first.</p><script>alert(1)</script>',
      createdAt: future(),
    });
    const visitor = dataOf<ArticleDetail>(await apiGet(t.app, null, COMMUNITY_API.article(id)));
    expect(visitor).toMatchObject({
      id,
      title: 'Pre-season list',
      url: paths.communityArticle(id),
      body: '<h2>Below the waterline</h2><p>Seacocks first.</p>',
      mine: false,
      hidden: false,
    });
    for (const field of ['collected', 'praised', 'reported']) expect(visitor).not.toHaveProperty(field);

    await db().insert(praises).values({ userId: bob.id, kind: 'article', targetId: id });
    await db().insert(collections).values({ userId: bob.id, kind: 'article', targetId: id });
    expect(dataOf(await apiGet(t.app, bob, COMMUNITY_API.article(id)))).toMatchObject({
      mine: false,
      praised: true,
      collected: true,
      reported: false,
    });
    expect(dataOf(await apiGet(t.app, alice, COMMUNITY_API.article(id)))).toMatchObject({ mine: true, praised: false });
  });

  it('withholds a hidden article’s words from everyone but its author', async () => {
    const id = await newArticle(t.app, alice, {
      summary: 'Reported',
      body: '<p>Reported words</p>',
      hiddenAt: new Date(),
      createdAt: future(),
    });
    expect(dataOf(await apiGet(t.app, bob, COMMUNITY_API.article(id)))).toMatchObject({
      hidden: true,
      body: '',
      summary: '',
      coverUrl: null,
    });
    expect(dataOf(await apiGet(t.app, alice, COMMUNITY_API.article(id)))).toMatchObject({
      hidden: true,
      body: '<p>Reported words</p>',
    });
  });

  it('answers 404 for a deleted or unknown article and 400 for an id that is not one', async () => {
    const deleted = await newArticle(t.app, alice, { deletedAt: new Date() });
    for (const id of [deleted, 2_000_000_000]) {
      const response = await apiGet(t.app, alice, COMMUNITY_API.article(id));
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.articleMissing, data: null });
    }
    expect(answerOf(await apiGet(t.app, null, COMMUNITY_API.article('x'))).msg).toBe(COMMUNITY_INPUT_MESSAGES.articleId);
  });
});

describe(`POST ${COMMUNITY_CALLS.deleteArticle} (${dialectUnderTest})`, () => {
  const deletedAt = async (id: number) => (await db().select({ at: articles.deletedAt }).from(articles).where(eq(articles.id, id)))[0]!.at;

  it('soft-deletes the author’s article: it leaves the page, the list and the user area', async () => {
    const id = await newArticle(t.app, alice, { createdAt: future() });
    const response = await formCall(t.app, alice, COMMUNITY_CALLS.deleteArticle, { id });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: COMMUNITY_POST_MESSAGES.articleDeleted, data: null });
    expect(await deletedAt(id)).toBeInstanceOf(Date);
    expect((await apiGet(t.app, null, COMMUNITY_API.article(id))).statusCode).toBe(404);
    expect(ids(await listPage(null, { pageSize: 50 }))).not.toContain(id);
    expect(ids(dataOf<Page<MyArticle>>(await formCall(t.app, alice, '/user/myArticle', { page_size: 50 })))).not.toContain(id);

    const again = await formCall(t.app, alice, COMMUNITY_CALLS.deleteArticle, { id });
    expect(again.statusCode).toBe(404);
    expect(answerOf(again).msg).toBe(COMMUNITY_MESSAGES.articleMissing);
  });

  it('refuses someone else’s article and a visitor, changing nothing', async () => {
    const id = await newArticle(t.app, alice, { createdAt: future() });
    const other = await formCall(t.app, bob, COMMUNITY_CALLS.deleteArticle, { id });
    expect(other.statusCode).toBe(403);
    expect(bodyOf(other)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.notYourArticle });
    const visitor = await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.deleteArticle, { id });
    expect(visitor.statusCode).toBe(401);
    expect(bodyOf(visitor)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn });
    expect(await deletedAt(id)).toBeNull();
    expect(answerOf(await formCall(t.app, alice, COMMUNITY_CALLS.deleteArticle, { id: 'first' })).msg).toBe(
      COMMUNITY_INPUT_MESSAGES.articleId,
    );
  });
});

describe(`POST ${COMMUNITY_CALLS.praise} of articles (${dialectUnderTest})`, () => {
  const stored = (id: number) => storedPraise(t.app, 'article', id);

  it('praises an article when no type is given, and praising again takes it back', async () => {
    const id = await newArticle(t.app, alice, { praiseCount: 0 });
    expect(bodyOf(await formCall(t.app, bob, COMMUNITY_CALLS.praise, { id }))).toMatchObject({
      code: 1,
      data: { praised: true, praiseCount: 1 },
    });
    expect(await stored(id)).toEqual({ counter: 1, rows: 1 });
    expect(dataOf(await formCall(t.app, bob, COMMUNITY_CALLS.praise, { id: String(id), type: 'article' }))).toEqual({
      praised: false,
      praiseCount: 0,
    });
    expect(await stored(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('refuses praise of one’s own article, of a deleted one and from a visitor', async () => {
    const own = await newArticle(t.app, alice);
    const refused = await formCall(t.app, alice, COMMUNITY_CALLS.praise, { id: own });
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused).msg).toBe(COMMUNITY_MESSAGES.ownPraise);
    const deleted = await newArticle(t.app, alice, { deletedAt: new Date() });
    const missing = await formCall(t.app, bob, COMMUNITY_CALLS.praise, { id: deleted });
    expect(missing.statusCode).toBe(404);
    expect(answerOf(missing).msg).toBe(COMMUNITY_MESSAGES.articleMissing);
    const hidden = await newArticle(t.app, alice, { hiddenAt: new Date() });
    expect(answerOf(await formCall(t.app, bob, COMMUNITY_CALLS.praise, { id: hidden })).msg).toBe(COMMUNITY_MESSAGES.hiddenArticle);
    expect(answerOf(await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.praise, { id: own })).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await stored(own)).toEqual({ counter: 0, rows: 0 });
  });
});

describe(`signed collect of articles (${dialectUnderTest})`, () => {
  const collect = (who: Member | null, id: unknown, operation: string) =>
    signedCall(t.app, who, COMMUNITY_API.collect, { type: 'article', id, operation });

  it('collects an article into the user area’s collection and takes it out again', async () => {
    const member = await newMember(t.app);
    const id = await newArticle(t.app, alice, { title: 'Keep this one', summary: 'Worth reading twice.' });
    expect(bodyOf(await collect(member, id, 'collect'))).toEqual({ code: 0, msg: 'ok', data: { collected: true } });
    const listed = dataOf<Page<CollectedItem>>(await formCall(t.app, member, '/user/myCollection', { kind: 'article' }));
    expect(listed.items).toEqual([
      {
        kind: 'article',
        id,
        title: 'Keep this one',
        url: paths.communityArticle(id),
        excerpt: 'Worth reading twice.',
        author: { uuid: alice.uuid, name: 'Alice Marin', avatarUrl: null },
        collectedAt: like.any(String),
        hidden: false,
      },
    ]);
    expect(dataOf<ArticleDetail>(await apiGet(t.app, member, COMMUNITY_API.article(id))).collected).toBe(true);
    expect(dataOf(await collect(member, id, 'uncollect'))).toEqual({ collected: false });
    expect(dataOf<Page<CollectedItem>>(await formCall(t.app, member, '/user/myCollection', { kind: 'article' })).total).toBe(0);
  });

  it('answers 404 for a deleted article, and refuses a visitor', async () => {
    const deleted = await newArticle(t.app, alice, { deletedAt: new Date() });
    const response = await collect(bob, deleted, 'collect');
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.articleMissing, data: null });
    expect(answerOf(await collect(null, deleted, 'collect')).code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
