// The community's answers (sections, topics, articles, comments, praise, follow, collect, report): their types for the
// browser and their schemas for the api, from one description.
import { Type, type Static } from 'typebox';
import { COMMUNITY_LIMITS } from '../community-terms';
import { MemberSummarySchema } from './account';
import { YachtSummarySchema } from './catalogue';
import { DateTime, Nullable, PageOf, ViewerFlag } from './common';

/** A post's or a comment's last edit by its author. */
const EditedAt = Nullable(DateTime(), { description: "The author's last edit; its history is COMMUNITY_API.revisions" });

/** What the caller did to a post or a comment, for a logged-in caller. */
const reactionFlags = {
  praised: ViewerFlag('Whether the caller praised it'),
  reported: ViewerFlag('Whether the caller reported it'),
};

const moduleFields = {
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  topicCount: Type.Integer({ description: 'Topics in it, not counting hidden ones' }),
};

/** A topic module (section) with its counts. */
export const TopicModuleSchema = Type.Object(moduleFields);
export type TopicModule = Static<typeof TopicModuleSchema>;

/** data of GET /api/v1/community/modules. */
export const TopicModuleListSchema = Type.Object({ items: Type.Array(TopicModuleSchema) });
export type TopicModuleList = Static<typeof TopicModuleListSchema>;

export const ModuleDetailSchema = Type.Object({
  ...moduleFields,
  followers: Type.Integer(),
  followed: ViewerFlag('Whether the caller follows it'),
});
export type ModuleDetail = Static<typeof ModuleDetailSchema>;

export const TopicLinkSchema = Type.Object({ title: Type.String(), url: Type.String() });
export type TopicLink = Static<typeof TopicLinkSchema>;

const topicSummaryFields = {
  id: Type.Integer(),
  title: Type.String({ description: 'Plain text: render it as text' }),
  url: Type.String({ description: 'The page of the topic' }),
  excerpt: Type.String({ description: "Plain text from the body, at most ~200 characters ('' when hidden)" }),
  module: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  author: Nullable(MemberSummarySchema, { description: 'Null for the editors’ own topics' }),
  imageUrl: Nullable(Type.String(), { description: "The first image, for the list's thumbnail" }),
  commentCount: Type.Integer({ description: 'Comments and replies, not deleted and not hidden' }),
  praiseCount: Type.Integer(),
  createdAt: DateTime(),
  lastActivityAt: DateTime({ description: 'Creation, or the newest comment or reply' }),
  hidden: Type.Boolean({ description: 'Hidden after reports: only its author gets it in lists' }),
};

/** A topic in a list. `hidden` topics are left out of lists except for their own author. */
export const TopicSummarySchema = Type.Object(topicSummaryFields);
export type TopicSummary = Static<typeof TopicSummarySchema>;

export const TopicPageSchema = PageOf(TopicSummarySchema);

export const TopicDetailSchema = Type.Object({
  ...topicSummaryFields,
  body: Type.String({ description: "Sanitised HTML; '' when hidden (unless the caller wrote it)" }),
  images: Type.Array(Type.String(), { description: 'Uploaded images in the author’s order' }),
  links: Type.Array(TopicLinkSchema),
  followers: Type.Integer(),
  mine: Type.Boolean({ description: 'The caller wrote it' }),
  followed: ViewerFlag('Whether the caller follows it'),
  collected: ViewerFlag('Whether the caller collected it'),
  ...reactionFlags,
  editedAt: EditedAt,
  moduleId: Type.Integer(),
  citedYachts: Type.Array(YachtSummarySchema, {
    description: 'Listed yachts whose pages the topic links to (its links, then its text), at most COMMUNITY_LIMITS.citedYachtsMax',
  }),
});
export type TopicDetail = Static<typeof TopicDetailSchema>;

const articleSummaryFields = {
  id: Type.Integer(),
  title: Type.String({ description: 'Plain text: render it as text' }),
  url: Type.String(),
  summary: Type.String({ description: "Plain text ('' when hidden)" }),
  coverUrl: Nullable(Type.String()),
  author: Nullable(MemberSummarySchema),
  praiseCount: Type.Integer(),
  commentCount: Type.Integer({ description: 'Comments and replies, not deleted and not hidden' }),
  createdAt: DateTime(),
  hidden: Type.Boolean(),
};

export const ArticleSummarySchema = Type.Object(articleSummaryFields);
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

export const ArticlePageSchema = PageOf(ArticleSummarySchema);

export const ArticleDetailSchema = Type.Object({
  ...articleSummaryFields,
  body: Type.String({ description: "Sanitised HTML; '' when hidden (unless the caller wrote it)" }),
  images: Type.Array(Type.String(), { description: "A member's article: its images, the first the cover" }),
  moduleId: Nullable(Type.Integer(), { description: 'The section a member filed it in; null for an editorial article' }),
  editedAt: EditedAt,
  mine: Type.Boolean({ description: 'The caller wrote it' }),
  collected: ViewerFlag('Whether the caller collected it'),
  ...reactionFlags,
});
export type ArticleDetail = Static<typeof ArticleDetailSchema>;

/** One hit of the community search (decision 033). */
export const SearchHitSchema = Type.Object({
  kind: Type.Union([Type.Literal('topic'), Type.Literal('article'), Type.Literal('comment')]),
  id: Type.Integer(),
  title: Type.String({ description: "The topic's or article's title; for a comment, the title of what it is on" }),
  excerpt: Type.String({ description: 'Plain text around the first word found' }),
  url: Type.String({ description: 'Its page (a comment: its place on the page of its post)' }),
  module: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  author: Nullable(MemberSummarySchema),
  createdAt: DateTime(),
});
export type SearchHit = Static<typeof SearchHitSchema>;

export const SearchPageSchema = Type.Object({
  items: Type.Array(SearchHitSchema),
  total: Type.Integer({ description: 'Hits; at least this many when capped' }),
  capped: Type.Boolean({ description: 'More matched than were ranked (COMMUNITY_SEARCH_LIMITS.candidates of a kind)' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  searchedFor: Type.String({ description: 'The words searched, with a misspelt word replaced by the closest word the community wrote' }),
});
export type SearchPage = Static<typeof SearchPageSchema>;

/** A version of a topic or an article its author replaced (decision 033). */
export const PostRevisionSchema = Type.Object({
  id: Type.Integer(),
  editor: Nullable(MemberSummarySchema),
  title: Type.String({ description: 'The title as it was' }),
  text: Type.String({ description: 'The main text as it was, as plain text' }),
  writtenAt: DateTime({ description: 'When this version was written' }),
  replacedAt: DateTime({ description: 'When the author replaced it' }),
  changes: Type.Array(Type.String(), { description: 'REVISION_CHANGES: what the edit that replaced it changed' }),
});
export type PostRevision = Static<typeof PostRevisionSchema>;

/**
 * A comment or a reply. Recursive (replies are comments), described once with Type.Cyclic: the serialiser and the
 * reference read it as a $ref to itself. Threads are two levels deep, so a reply's own `replies` is always empty.
 */
export const CommunityCommentSchema = Type.Cyclic(
  {
    CommunityComment: Type.Object({
      id: Type.Integer(),
      parentId: Nullable(Type.Integer(), { description: 'The top-level comment of the thread; null for a top-level comment' }),
      content: Type.String({
        description: "Plain text as written ('' when deleted, or hidden from anyone but its author); render it as text, never as HTML",
      }),
      author: MemberSummarySchema,
      replyTo: Nullable(MemberSummarySchema, { description: 'For a reply to a reply: whom it answers' }),
      praiseCount: Type.Integer(),
      replyCount: Type.Integer({ description: 'Live replies in the thread (top-level comments; 0 for a reply)' }),
      replies: Type.Array(Type.Ref('CommunityComment'), {
        maxItems: COMMUNITY_LIMITS.repliesShown,
        description: `The first ${COMMUNITY_LIMITS.repliesShown} replies (COMMUNITY_LIMITS.repliesShown), oldest first; top-level comments only: a reply's own list is always empty`,
      }),
      createdAt: DateTime(),
      editedAt: EditedAt,
      deleted: Type.Boolean({ description: 'A deleted comment kept as a placeholder because it has replies' }),
      hidden: Type.Boolean({ description: 'Hidden after reports from members' }),
      mine: Type.Boolean(),
      ...reactionFlags,
    }),
  },
  'CommunityComment',
);
export type CommunityComment = Static<typeof CommunityCommentSchema>;

export const CommunityCommentPageSchema = PageOf(CommunityCommentSchema);

export const RandomModuleSchema = Type.Object({ module: TopicModuleSchema, topics: Type.Array(TopicSummarySchema) });
export type RandomModule = Static<typeof RandomModuleSchema>;

export const CreatedTopicSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'The page of the new topic' }),
});
export type CreatedTopic = Static<typeof CreatedTopicSchema>;

/** data of a praise call: a topic's, an article's or a comment's. */
export const PraiseStateSchema = Type.Object({ praised: Type.Boolean(), praiseCount: Type.Integer() });
export type PraiseState = Static<typeof PraiseStateSchema>;

export const CollectStateSchema = Type.Object({ collected: Type.Boolean() });
export type CollectState = Static<typeof CollectStateSchema>;

export const ReportResultSchema = Type.Object({
  hidden: Type.Boolean({ description: 'True when this report was the one that hid the item' }),
});
export type ReportResult = Static<typeof ReportResultSchema>;

/** One item of the moderators' queue: what was reported, by how many members, why, and whether it is hidden. */
export const ReportedEntrySchema = Type.Object({
  kind: Type.Union([Type.Literal('topic'), Type.Literal('article'), Type.Literal('comment')]),
  id: Type.Integer(),
  title: Type.String({ description: "A topic's or article's title; for a comment, the title of what it is on" }),
  text: Type.String({ description: "A comment's text ('' for a topic or an article)" }),
  link: Type.String({ description: 'Its page on the site' }),
  author: Type.Union([Type.Object({ uuid: Type.String(), name: Type.String() }), Type.Null()]),
  hidden: Type.Boolean(),
  reports: Type.Integer({ description: 'Reports not decided yet (each from a different member)' }),
  reasons: Type.Array(Type.String(), { description: 'REPORT_REASONS given, in the contract order' }),
  details: Type.Array(Type.String(), { description: "The reporters' own words, where they gave any" }),
  first_reported_at: DateTime(),
  second_look: Type.Union([Type.Object({ text: Type.String(), asked_at: DateTime() }), Type.Null()], {
    description: "The author's open request for a second look, in their words (decision 033)",
  }),
});
export type ReportedEntry = Static<typeof ReportedEntrySchema>;
