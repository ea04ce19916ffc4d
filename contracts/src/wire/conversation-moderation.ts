// The operators' answers about reported conversations (decisions 033 and 045): one conversation of the queue with its
// reports, the yacht, both sides and its last messages; their types for the console and their schemas for the api.
import { Type, type Static } from 'typebox';
import { CATALOGUE_KINDS } from '../catalogue-terms';
import { CONVERSATION_REPORT_REASONS, CONVERSATION_SIDES, CONVERSATION_STATUSES } from '../conversations';
import { DateTime, Nullable, OneOf } from './common';

export const ConversationReportEntrySchema = Type.Object({
  id: Type.Integer(),
  side: OneOf(CONVERSATION_SIDES, { description: 'Who reported it; the report is about the other side' }),
  reason: OneOf(CONVERSATION_REPORT_REASONS),
  detail: Type.String({ description: "The reporter's own words, plain text; empty when none" }),
  createdAt: DateTime(),
  resolvedAt: Nullable(DateTime()),
  resolvedBy: Nullable(Type.String({ description: "The operator's address" })),
  outcome: Nullable(Type.String({ description: 'spam | dismissed | warned, once decided' })),
});
export type ConversationReportEntry = Static<typeof ConversationReportEntrySchema>;

/** One side of a reported conversation as the operator sees it. */
export const ConversationPartySchema = Type.Object({
  name: Type.String(),
  uuid: Nullable(Type.String(), { description: "The member's account (the members page); null for a visitor buyer" }),
});

export const ReportedConversationMessageSchema = Type.Object({
  id: Type.Integer(),
  side: OneOf(CONVERSATION_SIDES),
  author: Type.String({ description: "The writer's name (a dealer's staff member with the dealer's name)" }),
  body: Type.String({ description: 'Plain text: render it as text' }),
  createdAt: DateTime(),
});
export type ReportedConversationMessage = Static<typeof ReportedConversationMessageSchema>;

/** One conversation in the operators' queue. */
export const ReportedConversationSchema = Type.Object({
  id: Type.Integer(),
  status: OneOf(CONVERSATION_STATUSES),
  createdAt: DateTime(),
  yacht: Type.Object({
    kind: OneOf(CATALOGUE_KINDS),
    id: Type.Integer(),
    title: Type.String({ description: 'Builder and model' }),
    url: Type.String({ description: 'The yacht page' }),
    listed: Type.Boolean(),
  }),
  buyer: ConversationPartySchema,
  seller: ConversationPartySchema,
  reports: Type.Array(ConversationReportEntrySchema, { description: 'The open reports (state=open) or the decided ones, oldest first' }),
  priority: Type.Boolean({ description: 'An open report gives a scam as its reason' }),
  firstReportedAt: DateTime({ description: 'The oldest report shown' }),
  messages: Type.Array(ReportedConversationMessageSchema, { description: 'The last messages, oldest first' }),
  earlier: Type.Integer({ description: 'Older messages not in `messages`' }),
});
export type ReportedConversation = Static<typeof ReportedConversationSchema>;
