// The conversations' answers (decision 045): a page of conversations, and one thread with its messages.
import { Type, type Static } from 'typebox';
import { CATALOGUE_KINDS } from '../catalogue-terms';
import { CONVERSATION_SIDES, CONVERSATION_STATUSES } from '../conversations';
import { DateTime, Nullable, OneOf, PageOf } from './common';

/** The listing a conversation is about, as its list row and thread header show it. */
export const ConversationYachtSchema = Type.Object({
  kind: OneOf(CATALOGUE_KINDS),
  id: Type.Integer(),
  title: Type.String({ description: 'Builder and model' }),
  url: Type.String({ description: 'The yacht page' }),
  photoUrl: Nullable(Type.String()),
  listed: Type.Boolean({ description: 'Whether it is still in the catalogue' }),
});

/** The seller as the buyer sees them: a dealer's name and page, or a private seller's display name. */
export const ConversationSellerSchema = Type.Object({
  name: Type.String(),
  dealerUrl: Nullable(Type.String(), { description: "The dealer's page; null for a private seller" }),
  verified: Type.Boolean({ description: 'A dealer whose trader details an operator checked' }),
  responseTime: Nullable(Type.String(), { description: 'e.g. "usually replies within 3 hours"; null until there are enough threads' }),
});

export const ConversationSummarySchema = Type.Object({
  id: Type.Integer(),
  side: OneOf(CONVERSATION_SIDES, { description: "The caller's side" }),
  status: OneOf(CONVERSATION_STATUSES),
  yacht: ConversationYachtSchema,
  /** The other side's name: the buyer's for the seller, the seller's for the buyer. */
  counterpart: Type.String(),
  lastMessage: Type.Object({
    excerpt: Type.String(),
    fromMe: Type.Boolean(),
    at: DateTime(),
  }),
  unread: Type.Boolean({ description: 'Messages from the other side the caller has not read' }),
  createdAt: DateTime(),
});
export type ConversationSummary = Static<typeof ConversationSummarySchema>;

export const ConversationsPageSchema = Type.Object({
  ...PageOf(ConversationSummarySchema).properties,
  unread: Type.Integer({ description: 'Conversations of this list with unread messages' }),
});
export type ConversationsPage = Static<typeof ConversationsPageSchema>;

export const ConversationMessageSchema = Type.Object({
  id: Type.Integer(),
  side: OneOf(CONVERSATION_SIDES),
  mine: Type.Boolean({ description: "Written from the caller's side" }),
  author: Type.String({ description: "The writer's name (a dealer's staff member shows as the dealer)" }),
  body: Type.String({ description: 'Plain text: render it as text' }),
  paymentWarning: Type.Boolean({ description: 'It asks for or gives payment details: show PAYMENT_WARNING to its reader' }),
  createdAt: DateTime(),
});
export type ConversationMessage = Static<typeof ConversationMessageSchema>;

export const ConversationThreadSchema = Type.Object({
  ...ConversationSummarySchema.properties,
  seller: ConversationSellerSchema,
  buyer: Type.Object({
    name: Type.String(),
    /** The buyer's address and phone: for the buyer always, for the seller once the buyer shared them. */
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
  }),
  contactShared: Type.Boolean(),
  messages: Type.Array(ConversationMessageSchema),
  earlier: Type.Integer({ description: 'Older messages not in `messages` (a thread shows its newest CONVERSATION_LIMITS.threadMax)' }),
  canReply: Type.Boolean(),
  reported: Type.Boolean({ description: "Whether the caller's side reported it" }),
});
export type ConversationThread = Static<typeof ConversationThreadSchema>;

export const ConversationUnreadSchema = Type.Object({ unread: Type.Integer() });
export type ConversationUnread = Static<typeof ConversationUnreadSchema>;
