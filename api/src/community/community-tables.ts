// The community's tables: sections, topics, articles, comments, collections, follows, praise and reports (decision 018).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-tables';
import { tsvector } from '../db/columns';

/** A post's uploaded image URLs (/uploads/...), in the author's order: topics, articles and their kept versions. */
const postImages = () =>
  text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** A post's links, titled, in the author's order. */
const postLinks = () =>
  jsonb('links')
    .$type<{ title: string; url: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const topicModules = pgTable(
  'topic_modules',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topic_modules_slug_idx').on(t.slug)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => topicModules.id, { onDelete: 'cascade' }),
    /** Null for the seeded editorial topics that no member wrote. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML (api/src/community/sanitize-community.ts); the browser sanitises it again before rendering. */
    body: text('body')
      .notNull()
      .default(sql`''`),
    /** Uploaded image URLs (/uploads/...), in the author's order; the first is the list thumbnail. */
    images: postImages(),
    links: postLinks(),
    praiseCount: integer('praise_count').notNull().default(0),
    /** Creation, then each new comment or reply: the "most active" order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when COMMUNITY_LIMITS.reportsToHide members reported it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author's last edit (decision 033); the versions it replaced are in post_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The community search's text (decision 033): the title weighs most; tags in the body are not words. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, ${topics.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${topics.body}), 'B')`,
    ),
  },
  (t) => [
    index('topics_search_idx').using('gin', t.searchVector),
    index('topics_module_idx').on(t.moduleId, t.createdAt),
    index('topics_author_idx').on(t.authorId, t.createdAt),
    index('topics_created_idx').on(t.createdAt),
    index('topics_activity_idx').on(t.lastActivityAt),
    index('topics_module_activity_idx').on(t.moduleId, t.lastActivityAt),
  ],
);

/** Articles: longer pieces with a cover, written by members (the community area writes them). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary')
      .notNull()
      .default(sql`''`),
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    praiseCount: integer('praise_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The section a member filed it in (decision 033); null for the seeded editorial articles. */
    moduleId: integer('module_id').references(() => topicModules.id, { onDelete: 'set null' }),
    /** Uploaded images in the author's order; the first is the cover. */
    images: postImages(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, ${articles.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${articles.body}), 'B')`,
    ),
  },
  (t) => [
    index('articles_author_idx').on(t.authorId, t.createdAt),
    index('articles_created_idx').on(t.createdAt),
    index('articles_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * The topics a viewer sees in lists: not hidden, or written by the viewer (null: a visitor, or a crawler). A deleted
 * topic has no row left.
 */
export const visibleTopic = (viewerId: number | null) =>
  viewerId === null ? isNull(topics.hiddenAt) : or(isNull(topics.hiddenAt), eq(topics.authorId, viewerId));

/** The articles a viewer sees in lists: not deleted, and not hidden unless the viewer wrote it. */
export const visibleArticle = (viewerId: number | null) =>
  and(
    isNull(articles.deletedAt),
    viewerId === null ? isNull(articles.hiddenAt) : or(isNull(articles.hiddenAt), eq(articles.authorId, viewerId)),
  );

/** Comments on a topic or an article; a reply has a parent. Soft-deleted so reply threads keep their shape. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply belongs to (replies to replies stay in the same thread). */
    parentId: integer('parent_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For a reply to a reply: the member it answers. */
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text as written; rendered as text, never as HTML. */
    content: text('content').notNull(),
    praiseCount: integer('praise_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The author's last edit (decision 033); the texts it replaced are in post_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, ${comments.content}), 'C')`,
    ),
  },
  (t) => [
    index('comments_search_idx').using('gin', t.searchVector),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_topic_idx').on(t.topicId, t.createdAt),
    index('comments_article_idx').on(t.articleId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * A member's mark on an item (collected, followed, praised): one row per member, kind and item. A function, because
 * each table needs column builders of its own.
 */
function memberMarkColumns() {
  return {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Collected (bookmarked) articles and topics: kind article | topic; /user/myCollection lists them. */
export const collections = pgTable('collections', memberMarkColumns(), (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })]);

/** Followed topics and topic modules: kind topic | module (product rules §7B topic operations). */
export const topicFollows = pgTable('topic_follows', memberMarkColumns(), (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })]);

/** Praise of a topic, an article or a comment: once per member (praising again undoes it). kind topic | article | comment */
export const praises = pgTable('praises', memberMarkColumns(), (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })]);

/** Members' reports of a topic, an article or a comment (/community/report): one per member and item. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** topic | article | comment */
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** REPORT_REASONS of the contract. */
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail')
      .notNull()
      .default(sql`''`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a moderator decided on the item (hid or restored it, decision 032): a resolved report no longer counts
     * towards hiding, so a restored item is not hidden again by the reports it was restored from.
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_once_idx').on(t.reporterId, t.kind, t.targetId),
    index('community_reports_target_idx').on(t.kind, t.targetId),
  ],
);

/**
 * An author's request for a second look at their hidden topic, article or comment (decision 033): once per item. It
 * waits in the moderators' queue until a moderator decides again (shows it, or keeps it hidden with a reason).
 */
export const secondLooks = pgTable(
  'second_looks',
  {
    id: serial('id').primaryKey(),
    /** topic | article | comment */
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's own words: why the decision should change. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The moderator's address. */
    decidedBy: varchar('decided_by', { length: 254 }),
    /** reversed (shown again) | upheld (kept hidden) */
    outcome: varchar('outcome', { length: 10 }),
  },
  (t) => [uniqueIndex('second_looks_once_idx').on(t.kind, t.targetId), index('second_looks_open_idx').on(t.decidedAt, t.createdAt)],
);

/**
 * The versions of topics and articles their authors replaced (decision 033): each edit keeps the one before it, so the
 * history shows who changed what and when.
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    /** topic | article | comment (a comment's versions keep its text as the body, the title empty) */
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    images: postImages(),
    links: postLinks(),
    moduleId: integer('module_id'),
    /** When this version was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this version was written (the item's creation or the edit before). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_revisions_target_idx').on(t.kind, t.targetId, t.replacedAt)],
);

/**
 * The words the community has written (decision 033), lower-cased as written: the community search corrects a
 * misspelt word to the closest of them (pg_trgm). Filled by a trigger on topics, articles and comments (migration
 * 0022), so no write can forget it.
 */
export const communityWords = pgTable('community_words', { word: varchar('word', { length: 40 }).primaryKey() }, (t) => [
  index('community_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * One number that every write to topics, articles, comments and sections raises, in the writing transaction (statement
 * triggers of migration 0023): the community search's answer cache is keyed by it (decision 033), as the catalogue's
 * lists are by catalogue_versions.
 */
export const communityVersion = pgTable('community_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
