// The community api's request schemas (yup), apart from its call paths and words in ./community (decision 023).
import { array, object, string } from 'yup';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, REPORT_REASONS } from './community';
import { CommentSchema, LinkSchema, MESSAGES, TopicSchema } from './validation';

/**
 * TopicSchema (product rules §5 post messages) with the community's own upper limits; the create form and the api both
 * use it. `content` is the editor's HTML: the api also refuses HTML with no text in it (MESSAGES.postContent).
 */
export const TopicRequestSchema = TopicSchema.shape({
  content: string().trim().required(MESSAGES.postContent).max(COMMUNITY_LIMITS.contentMax, COMMUNITY_MESSAGES.contentTooLong),
  images: array(string().required()).default([]).min(1, MESSAGES.postImage).max(COMMUNITY_LIMITS.imagesMax, COMMUNITY_MESSAGES.imagesMax),
  links: array(LinkSchema).default([]).max(COMMUNITY_LIMITS.linksMax, COMMUNITY_MESSAGES.linksMax),
});

/**
 * An article as a member writes it (decision 033): the topic's title, section, main text and images (the first is the
 * cover), without links. The create form, the edit form and the api use it.
 */
export const ArticleRequestSchema = TopicRequestSchema.omit(['links']);

/** CommentSchema (product rules §5: a comment is required) with its length limit. */
export const CommentRequestSchema = CommentSchema.shape({
  content: string().trim().required(MESSAGES.comment).max(COMMUNITY_LIMITS.commentMax, COMMUNITY_MESSAGES.commentTooLong),
});

export const ReportSchema = object({
  reason: string()
    .required(COMMUNITY_MESSAGES.reportReason)
    .oneOf([...REPORT_REASONS], COMMUNITY_MESSAGES.reportReason),
  detail: string().trim().default('').max(COMMUNITY_LIMITS.reportDetailMax, COMMUNITY_MESSAGES.reportDetailTooLong),
});
