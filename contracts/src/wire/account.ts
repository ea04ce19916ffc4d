// The account's and the user area's answers: the logged-in account, members, messages, the member's lists.
import { Type, type Static, type TBoolean } from 'typebox';
import { COMMUNITY_ITEM_KINDS, FOLLOW_TARGET_KINDS, USER_MESSAGE_TYPES, type EmailNoticeKind } from '../account-terms';
import { CATALOGUE_KINDS } from '../catalogue-terms';
import { DateTime, Nullable, OneOf, PageOf } from './common';

/** data of a successful register / login / reset / profile call, and of the account page. */
export const AccountUserSchema = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  email: Type.String(),
  avatarUrl: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  createdAt: DateTime(),
});
export type AccountUser = Static<typeof AccountUserSchema>;

export const MemberSummarySchema = Type.Object({ uuid: Type.String(), name: Type.String(), avatarUrl: Nullable(Type.String()) });
export type MemberSummary = Static<typeof MemberSummarySchema>;

export const MemberProfileSchema = Type.Object({
  ...MemberSummarySchema.properties,
  joinedAt: DateTime(),
  topicCount: Type.Integer({ description: 'Topics, not counting hidden ones' }),
  articleCount: Type.Integer(),
  replyCount: Type.Integer({ description: 'Comments and replies, not counting hidden ones' }),
});
export type MemberProfile = Static<typeof MemberProfileSchema>;

export const UserMessageSchema = Type.Object({
  id: Type.Integer(),
  type: OneOf(USER_MESSAGE_TYPES),
  title: Type.String(),
  body: Type.String({ description: 'Plain text: render it as text' }),
  link: Nullable(Type.String(), { description: 'A page of the site the message is about' }),
  from: Nullable(MemberSummarySchema),
  read: Type.Boolean(),
  createdAt: DateTime(),
});
export type UserMessage = Static<typeof UserMessageSchema>;

/** data of NOTIFICATIONS_API.latest and .read: the unread count and the newest messages. */
export const NotificationsSchema = Type.Object({
  unread: Type.Integer(),
  items: Type.Array(UserMessageSchema),
});
export type Notifications = Static<typeof NotificationsSchema>;

/** data of NOTIFICATIONS_API.email: for each kind of notice, whether it is e-mailed too. */
export const EmailSettingsSchema = Type.Object({
  replies: Type.Boolean(),
  mentions: Type.Boolean(),
  praise: Type.Boolean(),
  'price-drops': Type.Boolean(),
} satisfies Record<EmailNoticeKind, TBoolean>);
export type EmailSettings = Static<typeof EmailSettingsSchema>;

export const UserMessagesPageSchema = Type.Object({
  ...PageOf(UserMessageSchema).properties,
  unread: Type.Integer({ description: 'Unread messages of the chosen type' }),
});
export type UserMessagesPage = Static<typeof UserMessagesPageSchema>;

export const FollowedYachtSchema = Type.Object({
  kind: OneOf(CATALOGUE_KINDS),
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'The catalogue page of the yacht' }),
  imageUrl: Nullable(Type.String()),
  price: Nullable(Type.Integer()),
  currency: Type.String(),
  shownPrice: Type.Optional(
    Type.Object(
      { amount: Type.Integer(), currency: Type.String() },
      { description: 'With currency=: the price in that currency, at the rates in force (absent when it is the asking one)' },
    ),
  ),
  lengthM: Type.Number(),
  followedAt: DateTime(),
});
export type FollowedYacht = Static<typeof FollowedYachtSchema>;

/** An enquiry the member sent about a yacht (GET /api/v1/user/leaveMessage). */
export const LeftMessageSchema = Type.Object({
  id: Type.Integer(),
  yachtKind: OneOf(CATALOGUE_KINDS),
  yachtId: Type.Integer(),
  yachtName: Type.String(),
  yachtUrl: Type.String(),
  content: Type.String(),
  createdAt: DateTime(),
});
export type LeftMessage = Static<typeof LeftMessageSchema>;

export const CollectedItemSchema = Type.Object({
  kind: OneOf(COMMUNITY_ITEM_KINDS),
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  excerpt: Type.String({ description: 'Empty when the item is hidden after reports and the collector did not write it' }),
  author: Nullable(MemberSummarySchema),
  collectedAt: DateTime(),
  hidden: Type.Boolean({ description: "Hidden after reports: still in the collector's list, its words withheld from all but its author" }),
});
export type CollectedItem = Static<typeof CollectedItemSchema>;

export const MyArticleSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Nullable(Type.String()),
  url: Type.String(),
  praiseCount: Type.Integer(),
  commentCount: Type.Integer(),
  createdAt: DateTime(),
});
export type MyArticle = Static<typeof MyArticleSchema>;

export const MyTopicSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  moduleName: Type.String(),
  commentCount: Type.Integer(),
  createdAt: DateTime(),
  hidden: Type.Boolean({ description: "Hidden after reports: only its author's own list shows it; public lists leave it out" }),
});
export type MyTopic = Static<typeof MyTopicSchema>;

/** A comment or reply a member wrote, with what it answers. */
export const MemberCommentSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  praiseCount: Type.Integer(),
  createdAt: DateTime(),
  isReply: Type.Boolean(),
  target: Type.Object({ kind: OneOf(COMMUNITY_ITEM_KINDS), id: Type.Integer(), title: Type.String(), url: Type.String() }),
  hidden: Type.Boolean({ description: "Hidden after reports (the comment or what it answers): only its author's own list shows it" }),
});
export type MemberComment = Static<typeof MemberCommentSchema>;

export const FollowedTopicSchema = Type.Object({
  kind: OneOf(FOLLOW_TARGET_KINDS),
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  followedAt: DateTime(),
});
export type FollowedTopic = Static<typeof FollowedTopicSchema>;
