// What members write and rewrite (decision 033): articles with the topic editor, and the author's edits of their
// topics and articles, each keeping the version it replaced in post_revisions, so the history shows who changed what
// and when. Hidden and deleted posts cannot be edited.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PostRevision, RevisionChange } from '@yachts/contracts/community';
import type { Db } from '../db/database';
import { articles, comments, postRevisions, topics, users } from '../db/schema';
import { excerpt } from '../lib/excerpt';
import { htmlToText } from './sanitize-community';
import type { Tx } from './community-columns';

type Link = { title: string; url: string };

/** A post's content as the author writes it (the body already sanitised). */
export interface PostContent {
  title: string;
  body: string;
  images: string[];
  links: Link[];
  moduleId: number;
}

export type EditOutcome = 'edited' | 'unchanged' | 'missing' | 'notYours' | 'hidden';

/** How long the summary of a member's article is: its first words. */
const SUMMARY_LENGTH = 220;

interface Version {
  title: string;
  body: string;
  images: string[];
  links: Link[];
  moduleId: number | null;
}

function changesBetween(before: Version, after: Version): RevisionChange[] {
  const changes: RevisionChange[] = [];
  if (before.title !== after.title) changes.push('title');
  if (before.moduleId !== after.moduleId) changes.push('section');
  if (before.body !== after.body) changes.push('text');
  if (JSON.stringify(before.images) !== JSON.stringify(after.images)) changes.push('images');
  if (JSON.stringify(before.links) !== JSON.stringify(after.links)) changes.push('links');
  return changes;
}

/** Why an author may not edit this post (none, another's, hidden after reports), or null when they may. */
function refusalOf(
  row: { authorId: number | null; hiddenAt: Date | null } | undefined,
  authorId: number,
): 'missing' | 'notYours' | 'hidden' | null {
  if (!row) return 'missing';
  if (row.authorId !== authorId) return 'notYours';
  if (row.hiddenAt) return 'hidden';
  return null;
}

/** Keeps the version an edit replaces: written when the post was last written, replaced now. */
async function keepRevision(
  tx: Tx,
  revision: { kind: 'topic' | 'article'; targetId: number; editorId: number; before: Version; writtenAt: Date; replacedAt: Date },
): Promise<void> {
  const { before, ...rest } = revision;
  await tx.insert(postRevisions).values({ ...rest, ...before });
}

/**
 * What every edit of a post does first: refuse it (none, another's, hidden), or skip it when nothing changed, or keep
 * the version it replaces. Null when the edit goes ahead.
 */
async function replaceVersion(
  tx: Tx,
  edit: {
    kind: 'topic' | 'article';
    id: number;
    authorId: number;
    row: { authorId: number | null; hiddenAt: Date | null; editedAt: Date | null; createdAt: Date } | undefined;
    before: Version | undefined;
    after: Version;
    now: Date;
  },
): Promise<'missing' | 'notYours' | 'hidden' | 'unchanged' | null> {
  const { row, before } = edit;
  const refusal = refusalOf(row, edit.authorId);
  if (refusal || !row || !before) return refusal ?? 'missing';
  if (changesBetween(before, edit.after).length === 0) return 'unchanged';
  await keepRevision(tx, {
    kind: edit.kind,
    targetId: edit.id,
    editorId: edit.authorId,
    before,
    writtenAt: row.editedAt ?? row.createdAt,
    replacedAt: edit.now,
  });
  return null;
}

type RevisedKind = 'topic' | 'article' | 'comment';

/**
 * The versions the author replaced, newest first, each with what the edit that replaced it changed (compared with
 * the next version, or with the post as it is now). The caller decides whether the viewer may read the post.
 */
async function revisions(db: Db, kind: RevisedKind, id: number): Promise<PostRevision[]> {
  const current = await currentVersion(db, kind, id);
  if (!current) return [];
  const rows = await db
    .select({ revision: postRevisions, editorUuid: users.uuid, editorName: users.name, editorAvatar: users.avatarUrl })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.editorId))
    .where(and(eq(postRevisions.kind, kind), eq(postRevisions.targetId, id)))
    .orderBy(desc(postRevisions.replacedAt), desc(postRevisions.id));
  let next = current;
  return rows.map(({ revision, editorUuid, editorName, editorAvatar }) => {
    const version: Version = {
      title: revision.title,
      body: revision.body,
      images: revision.images,
      links: revision.links,
      moduleId: revision.moduleId,
    };
    const changes = changesBetween(version, next);
    next = version;
    return {
      id: revision.id,
      editor: editorUuid ? { uuid: editorUuid, name: editorName ?? '', avatarUrl: editorAvatar ?? null } : null,
      title: revision.title,
      // A comment's text is plain text already; a post's body is HTML.
      text: kind === 'comment' ? revision.body : htmlToText(revision.body),
      writtenAt: revision.writtenAt.toISOString(),
      replacedAt: revision.replacedAt.toISOString(),
      changes,
    };
  });
}

async function currentVersion(db: Db, kind: RevisedKind, id: number): Promise<Version | null> {
  if (kind === 'comment') {
    const [row] = await db.select({ content: comments.content }).from(comments).where(eq(comments.id, id));
    return row ? { title: '', body: row.content, images: [], links: [], moduleId: null } : null;
  }
  if (kind === 'topic') {
    const [row] = await db.select().from(topics).where(eq(topics.id, id));
    return row ? { title: row.title, body: row.body, images: row.images, links: row.links, moduleId: row.moduleId } : null;
  }
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ? { title: row.title, body: row.body, images: row.images, links: [], moduleId: row.moduleId } : null;
}

/** Writing posts: a new article, the author's edits of a topic or an article. */
function postWrites(db: Db) {
  async function createArticle(authorId: number, content: Omit<PostContent, 'links'>, now = new Date()): Promise<number> {
    const [row] = await db
      .insert(articles)
      .values({
        authorId,
        title: content.title,
        summary: excerpt(htmlToText(content.body), SUMMARY_LENGTH),
        body: content.body,
        images: content.images,
        coverUrl: content.images[0] ?? null,
        moduleId: content.moduleId,
        createdAt: now,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('createArticle: no row returned');
    return row.id;
  }

  /** The author's edit of their topic: the version it replaces is kept; nothing is written when nothing changed. */
  async function editTopic(authorId: number, id: number, content: PostContent, now = new Date()): Promise<EditOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
      const before = row && { title: row.title, body: row.body, images: row.images, links: row.links, moduleId: row.moduleId };
      const stop = await replaceVersion(tx, { kind: 'topic', id, authorId, row, before, after: content, now });
      if (stop || !row) return stop ?? 'missing';
      await tx
        .update(topics)
        .set({
          title: content.title,
          body: content.body,
          images: content.images,
          links: content.links,
          moduleId: content.moduleId,
          editedAt: now,
        })
        .where(eq(topics.id, id));
      return 'edited';
    });
  }

  /** The author's edit of their article, as for a topic; its summary and cover follow the new text and images. */
  async function editArticle(authorId: number, id: number, content: Omit<PostContent, 'links'>, now = new Date()): Promise<EditOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
        .for('update');
      const before = row && { title: row.title, body: row.body, images: row.images, links: [], moduleId: row.moduleId };
      const stop = await replaceVersion(tx, { kind: 'article', id, authorId, row, before, after: { ...content, links: [] }, now });
      if (stop || !row) return stop ?? 'missing';
      await tx
        .update(articles)
        .set({
          title: content.title,
          summary: excerpt(htmlToText(content.body), SUMMARY_LENGTH),
          body: content.body,
          images: content.images,
          coverUrl: content.images[0] ?? row.coverUrl,
          moduleId: content.moduleId,
          editedAt: now,
        })
        .where(eq(articles.id, id));
      return 'edited';
    });
  }

  return { createArticle, editTopic, editArticle };
}

/** The author's edit of a comment, and the history of any post. */
function commentEditsAndHistory(db: Db) {
  /** The author's edit of their comment: the text it replaces is kept; nothing is written when nothing changed. */
  async function editComment(authorId: number, id: number, content: string, now = new Date()): Promise<EditOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
        .for('update');
      if (!row) return 'missing';
      if (row.authorId !== authorId) return 'notYours';
      if (row.hiddenAt) return 'hidden';
      if (row.content === content) return 'unchanged';
      await tx.insert(postRevisions).values({
        kind: 'comment',
        targetId: id,
        editorId: authorId,
        title: '',
        body: row.content,
        writtenAt: row.editedAt ?? row.createdAt,
        replacedAt: now,
      });
      await tx.update(comments).set({ content, editedAt: now }).where(eq(comments.id, id));
      return 'edited';
    });
  }

  return { editComment, revisions: (kind: RevisedKind, id: number) => revisions(db, kind, id) };
}

export function createCommunityWritingRepository(db: Db) {
  return { ...postWrites(db), ...commentEditsAndHistory(db) };
}

export type CommunityWritingRepository = ReturnType<typeof createCommunityWritingRepository>;
