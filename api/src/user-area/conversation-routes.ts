// Conversations between buyers and sellers (decision 045): the member's lists, one thread, a reply, the seller's
// status, the buyer's choice to share their address, a report, and the unread count. A member reads their own; a
// visitor who asked reads theirs through the link their receipt mail gave them (`key`). Writes are signed calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_ROLES,
  CONVERSATION_STATUSES,
  CONVERSATIONS_API,
  type ConversationReportReason,
  type ConversationRole,
  type ConversationStatus,
} from '@yachts/contracts/conversations';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { ApiEnvelope, ErrorEnvelopeSchema, SignedBody } from '@yachts/contracts/wire/common';
import { ConversationThreadSchema, ConversationUnreadSchema, ConversationsPageSchema } from '@yachts/contracts/wire/conversations';
import { excerpt } from '../lib/excerpt';
import { HttpError } from '../lib/http-error';
import { isConversationKey, conversationKey } from '../lib/conversations';
import { pageFields, pageFromQuery, parseId } from '../lib/page-request';
import { conversationMail } from '../platform/mail-text';
import type { Access, ConversationCaller } from './conversations-repository';

export interface ConversationRouteOptions {
  conversationSecret: Buffer;
  publicUrl: string;
}

const errors = { '4xx': ErrorEnvelopeSchema } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } as const;
const keyField = { key: Type.Optional(Type.String({ maxLength: 64, description: "A visitor's link key (from their mail)" })) };

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

type AccessOf = (request: FastifyRequest, rawId: string, key: unknown) => Promise<Access>;

/** The caller's side of conversation `id` (a member's, or a visitor's with the link's key); 404 when neither. */
function accessChecker(app: FastifyInstance, options: ConversationRouteOptions): AccessOf {
  const { conversations } = app.repositories;
  return async function accessOf(request, rawId, key) {
    const id = parseId(rawId);
    if (id === null) throw new HttpError(404, CONVERSATION_MESSAGES.notFound, ErrorCode.NOT_FOUND);
    const user = await app.optionalUser(request);
    const callers: ConversationCaller[] = user ? [{ userId: user.id }] : [];
    if (key !== undefined) callers.push({ visitorOf: id });
    for (const caller of callers) {
      const found = await conversations.access(id, caller);
      if (!found) continue;
      // A link's key opens only the conversation it was made for, and only while it has no member buyer.
      if ('visitorOf' in caller && !isConversationKey(options.conversationSecret, id, found.row.buyerEmail, key)) continue;
      return found;
    }
    throw new HttpError(404, CONVERSATION_MESSAGES.notFound, ErrorCode.NOT_FOUND);
  };
}

/** The member's lists, the unread count and one thread. */
function readRoutes(app: FastifyInstance, accessOf: AccessOf): void {
  const { conversations } = app.repositories;
  app.get<{ Querystring: { role?: string; status?: string; page: number; page_size: number } }>(
    CONVERSATIONS_API.list,
    {
      schema: {
        tags: ['user area'],
        summary: "The member's conversations as a buyer (role=buying) or a seller and dealer staff (role=selling), latest first",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageFields,
            role: { type: 'string', enum: [...CONVERSATION_ROLES], default: 'buying' },
            status: { type: 'string', enum: [...CONVERSATION_STATUSES] },
          },
        },
        response: { 200: ApiEnvelope(ConversationsPageSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const role = (request.query.role ?? 'buying') as ConversationRole;
      const status = (request.query.status ?? null) as ConversationStatus | null;
      return { code: ErrorCode.OK, msg: 'ok', data: await conversations.list(user.id, role, status, pageFromQuery(request.query)) };
    },
  );

  app.get(
    CONVERSATIONS_API.unread,
    {
      schema: {
        tags: ['user area'],
        summary: 'How many of the member’s conversations (buying and selling) have messages they have not read',
        response: { 200: ApiEnvelope(ConversationUnreadSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: { unread: await conversations.unreadCount(user.id) } };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>(
    CONVERSATIONS_API.thread.pattern,
    {
      schema: {
        tags: ['user area'],
        summary: 'One conversation with its newest messages; reading it marks it read for the caller’s side',
        description: `A member reads the conversations they are a side of; a visitor the one their mail's link (key) opens. Anything else answers 404 "${CONVERSATION_MESSAGES.notFound}".`,
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { key: { type: 'string', maxLength: 64 } } },
        response: { 200: ApiEnvelope(ConversationThreadSchema), ...errors },
      },
    },
    async (request) => {
      const found = await accessOf(request, request.params.id, request.query.key);
      return { code: ErrorCode.OK, msg: 'ok', data: await conversations.thread(found) };
    },
  );
}

/** A message from the caller's side, and the other side told. */
function replyRoute(app: FastifyInstance, options: ConversationRouteOptions, accessOf: AccessOf): void {
  const { conversations } = app.repositories;
  const absolute = (path: string) => `${options.publicUrl}${path}`;
  // Every message from one member (or one visitor's conversation) counts, across conversations.
  const perWriter = app.createRateLimit({
    max: CONVERSATION_LIMITS.messagesPerWindow,
    timeWindow: CONVERSATION_LIMITS.messagesWindow,
    keyGenerator: (request: FastifyRequest) => {
      const writer = (request as FastifyRequest & { conversationWriter?: string }).conversationWriter;
      return `conversation:${writer ?? 'unknown'}`;
    },
  });

  app.post<{ Params: { id: string }; Body: { body?: unknown; key?: string } }>(
    CONVERSATIONS_API.reply.pattern,
    {
      preValidation: app.verifySigned,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['user area'],
        summary: 'A message in the conversation from the caller’s side (signed); the other side is told in the inbox and by e-mail',
        description: `Empty: "${CONVERSATION_MESSAGES.bodyRequired}"; longer than ${CONVERSATION_LIMITS.bodyMax}: "${CONVERSATION_MESSAGES.bodyTooLong}". A conversation marked as spam takes no more messages. At most ${CONVERSATION_LIMITS.messagesPerWindow} messages per writer in ${CONVERSATION_LIMITS.messagesWindow} (429).`,
        params: idParams,
        body: SignedBody({ body: Type.Optional(Type.Unsafe<unknown>({ description: 'The message, plain text' })), ...keyField }),
        response: { 200: ApiEnvelope(ConversationThreadSchema), ...errors },
      },
    },
    async (request) => {
      const found = await accessOf(request, request.params.id, request.body.key);
      const raw = request.body.body;
      const body = typeof raw === 'string' ? raw.trim() : '';
      if (!body) throw new HttpError(400, CONVERSATION_MESSAGES.bodyRequired);
      if (body.length > CONVERSATION_LIMITS.bodyMax) throw new HttpError(400, CONVERSATION_MESSAGES.bodyTooLong);
      if (found.row.status === 'spam') throw new HttpError(409, CONVERSATION_MESSAGES.closed);

      (request as FastifyRequest & { conversationWriter?: string }).conversationWriter =
        found.userId !== null ? `member:${found.userId}` : `visitor:${found.row.id}`;
      const limit = await perWriter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, CONVERSATION_MESSAGES.tooMany(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }

      const yacht = await conversations.yachtLine(found.row.yachtKind, found.row.yachtId);
      const sellerName = (await conversations.sellerName(found.row.sellerId)) ?? 'The seller';
      const fromName = found.side === 'buyer' ? found.row.buyerName : sellerName;
      const link = paths.conversation(found.row.id);
      const written = await conversations.reply(found, body, {
        title: `${fromName} wrote about the ${yacht.title}`.slice(0, 200),
        body: excerpt(body, 300),
        link,
      });
      if (!written) throw new HttpError(404, CONVERSATION_MESSAGES.notFound, ErrorCode.NOT_FOUND);

      // Stored first; the mail follows (a refusing mail server gets it later from the queue). Only the first message
      // the other side has not read is mailed, so a quick exchange does not fill their mailbox.
      if (written.startsUnread) {
        const targets =
          found.side === 'seller'
            ? [
                {
                  email: found.row.buyerEmail,
                  name: found.row.buyerName,
                  url: absolute(
                    found.row.buyerId === null
                      ? paths.conversation(found.row.id, conversationKey(options.conversationSecret, found.row.id, found.row.buyerEmail))
                      : link,
                  ),
                },
              ]
            : (await conversations.mailTargets(found.row.sellerId)).map((target) => ({ ...target, url: absolute(link) }));
        for (const target of targets) {
          const mail = conversationMail({ toName: target.name, fromName, yachtName: yacht.title, body, conversationUrl: target.url });
          await app.sendNotice({ to: target.email, ...mail }, request.log);
        }
      }
      return { code: ErrorCode.OK, msg: CONVERSATION_MESSAGES.sent, data: await conversations.thread({ ...found, row: written.row }) };
    },
  );
}

/** The seller's status and the buyer's sharing of their address. */
function sideRoutes(app: FastifyInstance, accessOf: AccessOf): void {
  const { conversations } = app.repositories;
  app.post<{ Params: { id: string }; Body: { status?: unknown } }>(
    CONVERSATIONS_API.status.pattern,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['user area'],
        summary: 'The seller marks a conversation new, answered, closed or spam (signed, login required)',
        params: idParams,
        body: SignedBody({ status: Type.Optional(Type.Unsafe<unknown>({ description: `One of ${CONVERSATION_STATUSES.join(', ')}` })) }),
        response: { 200: ApiEnvelope(ConversationThreadSchema), ...errors },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const found = await accessOf(request, request.params.id, undefined);
      if (found.side !== 'seller') throw new HttpError(403, CONVERSATION_MESSAGES.sellerOnly, ErrorCode.FORBIDDEN);
      const status = request.body.status;
      if (typeof status !== 'string' || !(CONVERSATION_STATUSES as readonly string[]).includes(status)) {
        throw new HttpError(400, CONVERSATION_MESSAGES.statusInvalid);
      }
      await conversations.setStatus(found, status as ConversationStatus);
      const row = { ...found.row, status };
      return { code: ErrorCode.OK, msg: 'ok', data: await conversations.thread({ ...found, row }) };
    },
  );

  app.post<{ Params: { id: string }; Body: { key?: string } }>(
    CONVERSATIONS_API.share.pattern,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['user area'],
        summary: 'The buyer lets the seller see their e-mail address and phone (signed)',
        params: idParams,
        body: SignedBody(keyField),
        response: { 200: ApiEnvelope(ConversationThreadSchema), ...errors },
      },
    },
    async (request) => {
      const found = await accessOf(request, request.params.id, request.body.key);
      if (found.side !== 'buyer') throw new HttpError(403, CONVERSATION_MESSAGES.buyerOnly, ErrorCode.FORBIDDEN);
      await conversations.shareContact(found);
      return {
        code: ErrorCode.OK,
        msg: CONVERSATION_MESSAGES.shared,
        data: await conversations.thread({ ...found, row: { ...found.row, contactShared: true } }),
      };
    },
  );

}

/** A side's report of the conversation to the operators. */
function reportRoute(app: FastifyInstance, accessOf: AccessOf): void {
  const { conversations } = app.repositories;
  app.post<{ Params: { id: string }; Body: { reason?: unknown; detail?: unknown; key?: string } }>(
    CONVERSATIONS_API.report.pattern,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['user area'],
        summary: 'Either side reports the conversation to the operators (signed): spam, a scam, abuse, something else',
        params: idParams,
        body: SignedBody({
          reason: Type.Optional(Type.Unsafe<unknown>({ description: `One of ${CONVERSATION_REPORT_REASONS.join(', ')}` })),
          detail: Type.Optional(Type.Unsafe<unknown>({ description: `At most ${CONVERSATION_LIMITS.reportDetailMax} characters` })),
          ...keyField,
        }),
        response: { 200: ApiEnvelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const found = await accessOf(request, request.params.id, request.body.key);
      const { reason } = request.body;
      if (typeof reason !== 'string' || !(CONVERSATION_REPORT_REASONS as readonly string[]).includes(reason)) {
        throw new HttpError(400, CONVERSATION_MESSAGES.reportReason);
      }
      const detail = typeof request.body.detail === 'string' ? request.body.detail.trim() : '';
      if (detail.length > CONVERSATION_LIMITS.reportDetailMax) throw new HttpError(400, CONVERSATION_MESSAGES.reportDetailTooLong);
      const outcome = await conversations.report(found, reason as ConversationReportReason, detail);
      return {
        code: ErrorCode.OK,
        msg: outcome === 'reported' ? CONVERSATION_MESSAGES.reported : CONVERSATION_MESSAGES.alreadyReported,
        data: null,
      };
    },
  );
}

export default function conversationRoutes(app: FastifyInstance, options: ConversationRouteOptions, done: () => void): void {
  const accessOf = accessChecker(app, options);
  readRoutes(app, accessOf);
  replyRoute(app, options, accessOf);
  sideRoutes(app, accessOf);
  reportRoute(app, accessOf);
  done();
}
