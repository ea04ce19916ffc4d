// Members write and rewrite (decision 033): an article with the topic editor's fields, listed with its section, cover
// and summary; the author's edits of topics and articles, each keeping the version it replaced, with what changed; no
// edit of someone else's post, a hidden one or a deleted one; the history readable as the post is.
import { eq } from 'drizzle-orm';
import { ACCOUNT_CALLS, type MyArticle } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_MESSAGES,
  type ArticleDetail,
  type PostRevision,
  type TopicDetail,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { MESSAGES } from '@yachts/contracts/rules';
import { articles, comments, topics } from '../db/schema';
import {
  apiGet,
  formCall,
  newArticle,
  newMember,
  newModule,
  newTopic,
  newVisitor,
  ownImages,
  type Member,
  type TestModule,
} from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, idOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let section: TestModule;
let other: TestModule;

beforeAll(async () => {
  section = await newModule(t.app, 'Passages');
  other = await newModule(t.app, 'Maintenance');
});

const article = async (who: Member | null, id: number) => dataOf<ArticleDetail>(await apiGet(t.app, who, COMMUNITY_API.article(id)));
const topic = async (who: Member | null, id: number) => dataOf<TopicDetail>(await apiGet(t.app, who, COMMUNITY_API.topic(id)));
const history = async (who: Member | null, kind: 'topic' | 'article', id: number) => apiGet(t.app, who, COMMUNITY_API.revisions(kind, id));

describe(`writing articles (${dialectUnderTest})`, () => {
  it('publishes a member’s article in a section, the first image its cover, its first words the summary; it is in My articles', async () => {
    const author = await newMember(t.app, 'Article Writer');
    const images = await ownImages(t.app, author, 2);
    const sent = await formCall(t.app, author, COMMUNITY_CALLS.createArticle, {
      title: '  Crossing the Bay of Biscay in October  ',
      content: '<p>We waited nine days in A Coruña for a window.</p><script>alert(1)</script><p>Then it came.</p>',
      images,
      module_id: String(section.id),
    });
    expect(bodyOf(sent)).toMatchObject({ code: 1, msg: COMMUNITY_MESSAGES.articleCreated, data: { id: like.any(Number) } });
    const { id, url } = dataOf<{ id: number; url: string }>(sent);
    expect(url).toBe(paths.communityArticle(id));
    const detail = await article(null, id);
    expect(detail).toMatchObject({
      title: 'Crossing the Bay of Biscay in October',
      body: '<p>We waited nine days in A Coruña for a window.</p><p>Then it came.</p>',
      summary: 'We waited nine days in A Coruña for a window. Then it came.',
      coverUrl: images[0],
      images,
      moduleId: section.id,
      editedAt: null,
      author: { uuid: author.uuid, name: 'Article Writer' },
    });
    const mine = dataOf<Page<MyArticle>>(await formCall(t.app, author, ACCOUNT_CALLS.articles, { page: 1 })).items;
    expect(mine.map((item) => item.id)).toContain(id);
  });

  it('answers every missing field in the form’s words, refuses images it did not upload and a visitor, and stores nothing', async () => {
    const author = await newMember(t.app, 'Hasty Writer');
    const [before] = await t.app.database.db.select({ n: articles.id }).from(articles).where(eq(articles.title, 'Foreign image'));
    expect(before).toBeUndefined();
    const empty = await formCall(t.app, author, COMMUNITY_CALLS.createArticle, {});
    expect(empty.statusCode).toBe(400);
    expect(answerOf(empty).msg).toMatchObject({
      title: MESSAGES.postTitle,
      content: MESSAGES.postContent,
      images: MESSAGES.postImage,
      module_id: MESSAGES.postSection,
    });
    const foreign = await formCall(t.app, author, COMMUNITY_CALLS.createArticle, {
      title: 'Foreign image',
      content: '<p>Text</p>',
      images: ['/uploads/2026/11/not-mine.jpg'],
      module_id: section.id,
    });
    expect(answerOf(foreign).msg).toEqual({ images: COMMUNITY_MESSAGES.imageUrl });
    const visitor = await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.createArticle, { title: 'x' });
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await t.app.database.db.select({ id: articles.id }).from(articles).where(eq(articles.title, 'Foreign image'))).toEqual([]);
  });
});

describe(`editing (${dialectUnderTest})`, () => {
  it('keeps each version a topic’s author replaced, with who, when and what changed, and marks the topic edited', async () => {
    const author = await newMember(t.app, 'Topic Editor');
    const images = await ownImages(t.app, author, 2);
    const id = await newTopic(t.app, section.id, {
      author,
      title: 'Which anchor for sand',
      body: '<p>Delta or Rocna?</p>',
      images: [images[0]!],
    });
    const edit = (fields: Record<string, unknown>) =>
      formCall(t.app, author, COMMUNITY_CALLS.editTopic, {
        id,
        title: 'Which anchor for sand',
        content: '<p>Delta or Rocna?</p>',
        images: [images[0]],
        module_id: section.id,
        ...fields,
      });

    // Nothing changed: nothing kept, not marked edited.
    expect(answerOf(await edit({})).code).toBe(1);
    expect(dataOf(await history(null, 'topic', id))).toEqual([]);
    expect((await topic(null, id)).editedAt).toBeNull();

    const first = await edit({ title: 'Which anchor for sand and weed', content: '<p>Delta, Rocna or Spade?</p>' });
    expect(bodyOf(first)).toMatchObject({ code: 1, msg: COMMUNITY_MESSAGES.edited, data: { id, url: paths.communityTopic(id) } });
    // The image it had may stay, and one this session uploaded may join; the section may change.
    expect(
      answerOf(
        await edit({ title: 'Which anchor for sand and weed', content: '<p>Delta, Rocna or Spade?</p>', images, module_id: other.id }),
      ).code,
    ).toBe(1);

    const detail = await topic(null, id);
    expect(detail).toMatchObject({
      title: 'Which anchor for sand and weed',
      images,
      module: { id: other.id },
      editedAt: like.any(String),
    });
    const revisions = dataOf<PostRevision[]>(await history(null, 'topic', id));
    expect(revisions.map((revision) => [revision.title, revision.text, revision.changes])).toEqual([
      ['Which anchor for sand and weed', 'Delta, Rocna or Spade?', ['section', 'images']],
      ['Which anchor for sand', 'Delta or Rocna?', ['title', 'text']],
    ]);
    expect(revisions[0]?.editor).toMatchObject({ uuid: author.uuid, name: 'Topic Editor' });
    expect(Date.parse(revisions[0]!.replacedAt)).toBeGreaterThanOrEqual(Date.parse(revisions[1]!.replacedAt));
  });

  it('refuses someone else’s post, a hidden one, a deleted one and bad fields, and changes nothing', async () => {
    const author = await newMember(t.app, 'Careful Author');
    const stranger = await newMember(t.app, 'Stranger');
    const topicId = await newTopic(t.app, section.id, { author, title: 'Winter cover', body: '<p>Frame or no frame?</p>' });
    const articleId = await newArticle(t.app, author, { title: 'Antifouling, a season on' });
    const fields = { title: 'Changed', content: '<p>Changed</p>', images: await ownImages(t.app, stranger, 1), module_id: section.id };

    const cases: [Member, string, Record<string, unknown>, number, unknown][] = [
      [stranger, COMMUNITY_CALLS.editTopic, { id: topicId, ...fields }, 403, COMMUNITY_MESSAGES.notYourTopicEdit],
      [stranger, COMMUNITY_CALLS.editArticle, { id: articleId, ...fields }, 403, COMMUNITY_MESSAGES.notYourArticleEdit],
      [author, COMMUNITY_CALLS.editTopic, { id: 99_999_999, ...fields }, 404, COMMUNITY_MESSAGES.topicMissing],
      [author, COMMUNITY_CALLS.editTopic, { id: topicId, ...fields, title: '' }, 400, { title: MESSAGES.postTitle }],
    ];
    for (const [who, url, body, status, message] of cases) {
      const answer = await formCall(t.app, who, url, body);
      expect([url, answer.statusCode, answerOf(answer).msg]).toEqual([url, status, message]);
    }

    await t.app.database.db.update(topics).set({ hiddenAt: new Date() }).where(eq(topics.id, topicId));
    const hidden = await formCall(t.app, author, COMMUNITY_CALLS.editTopic, {
      id: topicId,
      ...fields,
      images: await ownImages(t.app, author, 1),
    });
    expect([hidden.statusCode, answerOf(hidden).msg]).toEqual([403, COMMUNITY_MESSAGES.hiddenEdit]);
    // A hidden post's history is its author's only.
    expect((await history(stranger, 'topic', topicId)).statusCode).toBe(404);
    expect((await history(author, 'topic', topicId)).statusCode).toBe(200);

    await formCall(t.app, author, COMMUNITY_CALLS.deleteArticle, { id: articleId });
    const deleted = await formCall(t.app, author, COMMUNITY_CALLS.editArticle, {
      id: articleId,
      ...fields,
      images: await ownImages(t.app, author, 1),
    });
    expect([deleted.statusCode, answerOf(deleted).msg]).toEqual([404, COMMUNITY_MESSAGES.articleMissing]);

    expect((await topic(author, topicId)).title).toBe('Winter cover');
    expect(dataOf(await history(author, 'topic', topicId))).toEqual([]);
  });

  it('edits an article: its summary and cover follow, the old version is in its history', async () => {
    const author = await newMember(t.app, 'Article Editor');
    const images = await ownImages(t.app, author, 2);
    const created = await formCall(t.app, author, COMMUNITY_CALLS.createArticle, {
      title: 'Rigging checks before a passage',
      content: '<p>Start at the masthead.</p>',
      images: [images[0]],
      module_id: section.id,
    });
    const id = idOf(created);
    const edited = await formCall(t.app, author, COMMUNITY_CALLS.editArticle, {
      id,
      title: 'Rigging checks before a long passage',
      content: '<p>Start at the masthead, then the chainplates.</p>',
      images: [images[1], images[0]],
      module_id: section.id,
    });
    expect(bodyOf(edited)).toMatchObject({ code: 1, msg: COMMUNITY_MESSAGES.edited });
    expect(await article(null, id)).toMatchObject({
      title: 'Rigging checks before a long passage',
      summary: 'Start at the masthead, then the chainplates.',
      coverUrl: images[1],
      editedAt: like.any(String),
    });
    const [revision] = dataOf<PostRevision[]>(await history(null, 'article', id));
    expect(revision).toMatchObject({
      title: 'Rigging checks before a passage',
      text: 'Start at the masthead.',
      changes: ['title', 'text', 'images'],
    });
  });

  it('edits a comment: the text it replaced is in its history; nobody else may, nor on a hidden one', async () => {
    const author = await newMember(t.app, 'Comment Editor');
    const stranger = await newMember(t.app, 'Comment Stranger');
    const topicId = await newTopic(t.app, section.id, { author, title: 'Fenders for a stern-to berth' });
    const posted = await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Three fenders a side.' });
    const cid = idOf(posted);

    const edited = await formCall(t.app, author, COMMUNITY_CALLS.editComment, { cid, content: '  Four fenders a side, and one spare.  ' });
    expect(bodyOf(edited)).toMatchObject({
      code: 1,
      msg: COMMUNITY_MESSAGES.edited,
      data: { id: cid, content: 'Four fenders a side, and one spare.', editedAt: like.any(String) },
    });
    const revisions = dataOf<PostRevision[]>(await apiGet(t.app, null, COMMUNITY_API.revisions('comment', cid)));
    expect(revisions.map((revision) => [revision.title, revision.text, revision.changes])).toEqual([
      ['', 'Three fenders a side.', ['text']],
    ]);

    const cases: [Member, Record<string, unknown>, number, unknown][] = [
      [stranger, { cid, content: 'Mine now' }, 403, COMMUNITY_MESSAGES.notYourCommentEdit],
      [author, { cid, content: '   ' }, 400, { content: MESSAGES.comment }],
      [author, { cid: 99_999_999, content: 'Gone' }, 404, COMMUNITY_MESSAGES.commentMissing],
    ];
    for (const [who, body, status, message] of cases) {
      const answer = await formCall(t.app, who, COMMUNITY_CALLS.editComment, body);
      expect([answer.statusCode, answerOf(answer).msg]).toEqual([status, message]);
    }
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, cid));
    const hidden = await formCall(t.app, author, COMMUNITY_CALLS.editComment, { cid, content: 'Quietly changed' });
    expect([hidden.statusCode, answerOf(hidden).msg]).toEqual([403, COMMUNITY_MESSAGES.hiddenEdit]);
    expect((await apiGet(t.app, stranger, COMMUNITY_API.revisions('comment', cid))).statusCode).toBe(404);
    expect(dataOf(await apiGet(t.app, author, COMMUNITY_API.revisions('comment', cid)))).toHaveLength(1);
  });
});
