// The community as browser and server agree on it (docs/decisions/018-community.md): the calls, the limits
// and messages beyond those of docs/product.md §5, and the shapes the community area renders.
import { COMMUNITY_LIMITS } from './community-terms';
import { pathOf } from './route-pattern';

export * from './community-terms';

/** Form-style calls of the community (product rules §7A). All POST, all carry __token__; success is code 1. */
export const COMMUNITY_CALLS = {
  /** {} -> RandomModule: a module picked at random, with its liveliest topics (community home). */
  randomModule: '/community/randommodule',
  /** {page?} -> Page<TopicSummary>: topics worth reading (praise and comments of the last weeks). */
  recommendedTopics: '/community/recommendsTopic',
  /** {page?} -> Page<TopicSummary>: topics the member follows and topics in modules they follow. Login required. */
  followedTopics: '/community/myFollowTopic',
  /** TopicSchema fields (title, content, images, module_id, links) -> CreatedTopic. Login required. */
  createTopic: '/community/createtopic',
  /** {id} + the TopicSchema fields -> CreatedTopic: the author's edit (decision 033); the version it replaces is kept. */
  editTopic: '/community/edittopic',
  /** ArticleRequestSchema fields (title, content, images, module_id) -> CreatedTopic (the article's id and page). */
  createArticle: '/community/createarticle',
  /** {id} + the ArticleRequestSchema fields -> CreatedTopic: the author's edit; the version it replaces is kept. */
  editArticle: '/community/editarticle',
  /** {id} -> null. Only the author. */
  deleteTopic: '/community/deltopic',
  /** {id} -> null. Only the author. */
  deleteArticle: '/article/del',
  /**
   * {topic_id} or {article_id}, {page?} -> Page<CommunityComment>: top-level comments, oldest first, each with its first
   * replies. The product's call; the page reads the same list with COMMUNITY_API.topicComments / articleComments.
   */
  comments: '/community/commentList',
  /** {cid, page?} -> Page<CommunityComment>: the replies under comment `cid`, oldest first (COMMUNITY_API.commentReplies). */
  replies: '/community/replyList',
  /** {topic_id} or {article_id}, {content}, {cid?: the comment answered} -> CommunityComment. Login required. */
  createComment: '/community/createcomments',
  /** {cid, content} -> CommunityComment: the author's edit of their comment (decision 033); the text it replaces is kept. */
  editComment: '/community/editcomment',
  /** {cid} -> null: a comment on a topic. Only its author. */
  deleteComment: '/community/delcomments',
  /** {cid} -> null: a comment on an article. Only its author. */
  deleteArticleComment: '/article/delcomments',
  /** {type: ReportKind, id, reason: ReportReason, detail?} -> ReportResult. Login required. */
  report: '/community/report',
  /** {id, type?: 'article' | 'topic' (default article)} -> PraiseState: praise, or undo a praise. Login required. */
  praise: '/index/ajax/support',
} as const;

/**
 * Public reads (GET, no cookie consent needed; a login token, as the access-token header or the login cookie, only adds
 * the viewer's own state) and signed calls (product rules §7B).
 */
export const COMMUNITY_API = {
  modules: '/api/v1/community/modules',
  module: pathOf('/api/v1/community/modules/:id', (id: number | string) => ({ id })),
  /** ?module=&sort=newest|active&page=&pageSize= -> Page<TopicSummary> */
  topics: '/api/v1/community/topics',
  topic: pathOf('/api/v1/community/topics/:id', (id: number | string) => ({ id })),
  /** ?page=&pageSize= -> Page<ArticleSummary> */
  articles: '/api/v1/community/articles',
  article: pathOf('/api/v1/community/articles/:id', (id: number | string) => ({ id })),
  /** ?page=&pageSize= -> Page<CommunityComment>: a topic's top-level comments, oldest first, each with its first replies. */
  topicComments: pathOf('/api/v1/community/topics/:id/comments', (id: number | string) => ({ id })),
  /** ?page=&pageSize= -> Page<CommunityComment>: an article's top-level comments, as for a topic. */
  articleComments: pathOf('/api/v1/community/articles/:id/comments', (id: number | string) => ({ id })),
  /** ?page=&pageSize= -> Page<CommunityComment>: the replies of comment `id`'s thread, oldest first. */
  commentReplies: pathOf('/api/v1/community/comments/:id/replies', (id: number | string) => ({ id })),
  /** Signed POST {operation: follow|unfollow} -> FollowState */
  followTopic: (id: number | string) => `/api/v1/topic/${encodeURIComponent(String(id))}/operation`,
  /** Signed POST {operation: follow|unfollow} -> FollowState */
  followModule: (id: number | string) => `/api/v1/topic/module/${encodeURIComponent(String(id))}/operation`,
  /** Signed POST, no fields beyond signing -> PraiseState (praise, or undo a praise) */
  praiseComment: pathOf('/api/v1/topic/comment/praise/:id', (id: number | string) => ({ id })),
  /** Signed POST {type: article|topic, id, operation: collect|uncollect} -> CollectState */
  collect: '/api/v1/article/operation',
  /** GET ?q&module&kind&page&pageSize -> SearchPage: topics, articles and comments, best first (decision 033). */
  search: '/api/v1/community/search',
  /** GET -> PostRevision[]: the versions a topic's or an article's author replaced, newest first (decision 033). */
  revisions: (kind: 'topic' | 'article' | 'comment', id: number | string) =>
    `/api/v1/community/${kind}s/${encodeURIComponent(String(id))}/revisions`,
} as const;

/** The community search (decision 033). */
export const SEARCH_KINDS = ['topic', 'article', 'comment'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const COMMUNITY_SEARCH_LIMITS = {
  queryMax: 100,
  /** Words of a query that count; the rest are left out. */
  wordsMax: 8,
  pageSize: 10,
  pageSizeMax: 50,
  /** The matches of each kind that are ranked: past them the total is shown as "more than". */
  candidates: 500,
} as const;
export const COMMUNITY_SEARCH_MESSAGES = {
  query: 'Please type what you are looking for.',
  queryTooLong: `Please search with at most ${COMMUNITY_SEARCH_LIMITS.queryMax} characters.`,
  kind: 'Please choose topics, articles or comments.',
} as const;

/** What an edit changed, as the history names it. */
export const REVISION_CHANGES = ['title', 'section', 'text', 'images', 'links'] as const;
export type RevisionChange = (typeof REVISION_CHANGES)[number];
export const REVISION_CHANGE_LABELS: Record<RevisionChange, string> = {
  title: 'title',
  section: 'section',
  text: 'text',
  images: 'images',
  links: 'links',
};

export const TOPIC_SORTS = ['newest', 'active'] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number];
export const TOPIC_SORT_LABELS: Record<TopicSort, string> = { newest: 'Newest', active: 'Most active' };

export const COLLECT_OPERATIONS = ['collect', 'uncollect'] as const;
export type CollectOperation = (typeof COLLECT_OPERATIONS)[number];

export const REPORT_KINDS = ['topic', 'comment', 'article'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Rude, abusive or hateful',
  'off-topic': 'Off topic',
  unsafe: 'Unsafe or misleading seamanship',
  other: 'Something else',
};

/** The moderators' report queue (decision 032): operator routes, a moderator's or an admin's verified login. */
export const OPERATOR_COMMUNITY_API = {
  /** GET ?state&kind&page&page_size -> Page<ReportedEntry>: items with reports not decided yet (state=waiting, the
   * default) or items hidden now (state=hidden), the longest waiting first. */
  reports: '/api/v1/operator/community/reports',
  /** POST { action: 'hide' | 'restore' | 'warn', reason } -> ReportedEntry: the decision; the author is told why. */
  decide: pathOf('/api/v1/operator/community/reports/:kind/:id', (kind: string, id: number | string) => ({ kind, id })),
} as const;

/**
 * The report queue's views: reports waiting for a decision, items hidden now (to show again), and hidden items whose
 * author asked for a second look (decision 033).
 */
export const REPORT_QUEUE_STATES = ['waiting', 'hidden', 'second-look'] as const;
export type ReportQueueState = (typeof REPORT_QUEUE_STATES)[number];

/** hide: only its author sees it; restore: everyone sees it (again); warn: it stays visible and its author is warned. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'warn'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = { reasonMax: 1000 } as const;

/** An author's request for a second look at their hidden item (decision 033): once per item. */
export const SECOND_LOOK_API = {
  /** POST { kind, id, text } (signed, the item's author) -> { asked_at }. */
  ask: '/api/v1/community/second-looks',
} as const;

export const SECOND_LOOK_LIMITS = { textMin: 10, textMax: 1000 } as const;

export const SECOND_LOOK_MESSAGES = {
  text: `Please tell the moderators in ${SECOND_LOOK_LIMITS.textMin}-${SECOND_LOOK_LIMITS.textMax} characters why it should be shown again.`,
  notHidden: 'Only a hidden item can be looked at again.',
  already: 'You have already asked for a second look at this; a moderator will decide once more.',
  notFound: 'We could not find that item: it may have been deleted.',
  asked: 'Thank you. A moderator will look at it again, and you will be told the outcome.',
} as const;

export const MODERATION_MESSAGES = {
  action: 'Please choose to hide the item, to restore it or to warn its author.',
  reasonRequired: 'Please write the reason the author will read.',
  reasonTooLong: `Please keep the reason under ${MODERATION_LIMITS.reasonMax} characters.`,
  kind: 'Please say whether it is a topic, an article or a comment.',
} as const;

export const COMMUNITY_MESSAGES = {
  topicMissing: 'This topic does not exist or has been deleted.',
  articleMissing: 'This article does not exist or has been deleted.',
  commentMissing: 'This comment does not exist or has been deleted.',
  moduleMissing: 'This section does not exist.',
  contentTooLong: `The main text can be at most ${COMMUNITY_LIMITS.contentMax.toLocaleString('en-GB')} characters long.`,
  commentTooLong: `A comment can be at most ${COMMUNITY_LIMITS.commentMax.toLocaleString('en-GB')} characters long.`,
  imagesMax: `You can add up to ${COMMUNITY_LIMITS.imagesMax} images.`,
  imageUrl: 'Please upload the images through the form.',
  linksMax: `You can add up to ${COMMUNITY_LIMITS.linksMax} links.`,
  notYourTopic: 'You can only delete your own topic.',
  notYourArticle: 'You can only delete your own article.',
  notYourComment: 'You can only delete your own comment.',
  ownPraise: 'You cannot praise your own post.',
  reportReason: 'Please choose a reason.',
  reportDetailTooLong: `Please keep the details under ${COMMUNITY_LIMITS.reportDetailMax} characters.`,
  reportOwn: 'You cannot report your own post.',
  alreadyReported: 'You have already reported this. Thank you, we are looking at it.',
  reported: 'Thank you for the report. Members’ reports keep the community useful.',
  commentTarget: 'Please say which topic or article the comment is for.',
  hiddenTopic: 'This topic is hidden after reports from members.',
  hiddenArticle: 'This article is hidden after reports from members.',
  hiddenComment: 'This comment is hidden after reports from members.',
  deletedComment: 'This comment was deleted by its author.',
  topicCreated: 'Your topic is published.',
  articleCreated: 'Your article is published.',
  edited: 'Your changes are saved.',
  notYourTopicEdit: 'You can only edit your own topic.',
  notYourArticleEdit: 'You can only edit your own article.',
  notYourCommentEdit: 'You can only edit your own comment.',
  hiddenEdit: 'A hidden post cannot be edited. You can ask for a second look instead.',
  sectionRequired: 'Please choose a section.',
} as const;

export type {
  PostRevision,
  SearchHit,
  SearchPage,
  ArticleDetail,
  ArticleSummary,
  CollectState,
  CommunityComment,
  CreatedTopic,
  ModuleDetail,
  PraiseState,
  RandomModule,
  ReportedEntry,
  ReportResult,
  TopicDetail,
  TopicLink,
  TopicModule,
  TopicModuleList,
  TopicSummary,
} from './wire/community';
export type { FollowState as CommunityFollowState } from './wire/common';

/**
 * The yachts a topic cites: addresses of this site's yacht pages (/yachts/{id}-{slug}, /yachts/used/{id}-{slug},
 * relative or on `origin`) in its links and its text, in order, each once, at most COMMUNITY_LIMITS.citedYachtsMax.
 */
export function citedYachtIds(texts: readonly string[], origin: string): { kind: 'new' | 'idle'; id: number }[] {
  const found: { kind: 'new' | 'idle'; id: number }[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    for (const [candidate] of text.matchAll(/https?:\/\/[^\s"'<>]+|\/yachts\/[^\s"'<>]*/g)) {
      let path = candidate;
      if (/^https?:/.test(candidate)) {
        try {
          const url = new URL(candidate);
          if (url.origin !== origin) continue;
          path = url.pathname;
        } catch {
          continue;
        }
      }
      const match = /^\/yachts\/(used\/)?(\d{1,9})(?:-[^/?#]*)?\/?(?:[?#].*)?$/.exec(path);
      if (!match) continue;
      const kind = match[1] ? 'idle' : 'new';
      const id = Number(match[2]);
      if (seen.has(`${kind}:${id}`)) continue;
      seen.add(`${kind}:${id}`);
      found.push({ kind, id });
      if (found.length >= COMMUNITY_LIMITS.citedYachtsMax) return found;
    }
  }
  return found;
}
