// The community's limits: what the wire schemas spell out. The wire schemas import this module and community.ts
// re-exports it, so the two never import each other.

export const COMMUNITY_LIMITS = {
  topicPageSize: 20,
  topicPageSizeMax: 50,
  commentPageSize: 10,
  replyPageSize: 10,
  /** Replies that come with each top-level comment; the rest through COMMUNITY_API.commentReplies. */
  repliesShown: 3,
  recommendedPageSize: 6,
  randomModuleTopics: 5,
  imagesMax: 9,
  linksMax: 5,
  /** Characters of the topic's HTML as sent by the editor. */
  contentMax: 20_000,
  commentMax: 2_000,
  reportDetailMax: 500,
  /** Independent reports (distinct members) that hide a topic, an article or a comment. */
  reportsToHide: 3,
  /** Yacht pages a topic links to that show as cards under it. */
  citedYachtsMax: 4,
} as const;
