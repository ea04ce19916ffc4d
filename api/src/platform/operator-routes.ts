// Operator routes: what the team reads and does behind the site, the console's inbox of visitors' messages among them
// (decision 033). They answer an admin whose login passed the second factor, or the automation token OPERATOR_TOKEN
// (decision 032; README; the API reference at /docs).
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';
import { ApiEnvelope, ErrorEnvelopeSchema } from '@yachts/contracts/wire/common';
import { FeedbackReportRowSchema } from '@yachts/contracts/wire/platform';
import { VisitorMessageSchema } from '@yachts/contracts/wire/operators';
import {
  INBOX_MESSAGES,
  OPERATOR_INBOX_API,
  OPERATOR_MEMBERS_API,
  VISITOR_MESSAGE_SOURCES,
  VISITOR_MESSAGE_STATES,
  type VisitorMessageSource,
  type VisitorMessageState,
} from '@yachts/contracts/operators';
import { Type } from 'typebox';
import { PageOf } from '@yachts/contracts/wire/common';
import { pageFields, pageFromQuery, parseId } from '../lib/page-request';

type OperatorCheck = ReturnType<FastifyInstance['operatorOnly']>;

/** The newest feedback reports. */
function feedbackRoute(app: FastifyInstance, requireOperator: OperatorCheck): void {
  app.get(
    OPERATOR_INBOX_API.feedback,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'The newest feedback reports (operator only)',
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        },
        response: {
          200: ApiEnvelope(Type.Object({ items: Type.Array(FeedbackReportRowSchema) })),
          '4xx': ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { limit } = request.query as { limit: number };
      const reports = await app.repositories.feedback.listReports(limit);
      return {
        code: ErrorCode.OK,
        msg: '',
        data: {
          items: reports.map((report) => ({
            id: report.id,
            feedback_type: report.feedbackType,
            feedback_advice: report.advice,
            email: report.email,
            area_code: report.areaCode,
            mobile: report.mobile,
            problem_img: report.imageUrls,
            created_at: report.createdAt.toISOString(),
          })),
        },
      };
    },
  );
}

/** The inbox of visitors' messages, and marking one handled. */
function visitorMessageRoutes(app: FastifyInstance, requireOperator: OperatorCheck): void {
  app.get(
    OPERATOR_INBOX_API.messages,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'What visitors wrote to the team: feedback or side messages, open (oldest first) or handled (admin)',
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            source: { type: 'string', enum: [...VISITOR_MESSAGE_SOURCES], default: 'feedback' },
            state: { type: 'string', enum: [...VISITOR_MESSAGE_STATES], default: 'open' },
            ...pageFields,
          },
        },
        response: { 200: ApiEnvelope(PageOf(VisitorMessageSchema)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as { source: VisitorMessageSource; state: VisitorMessageState; page: number; page_size: number };
      const { page, pageSize } = pageFromQuery(query);
      return { code: ErrorCode.OK, msg: '', data: await app.repositories.visitorMessages.page(query.source, query.state, page, pageSize) };
    },
  );

  app.post(
    OPERATOR_INBOX_API.handled.pattern,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Marks a feedback report or a side message handled, by this operator (admin)',
        security: [{ operator: [] }],
        params: {
          type: 'object',
          required: ['source', 'id'],
          properties: { source: { type: 'string', maxLength: 20 }, id: { type: 'string', maxLength: 20 } },
        },
        response: { 200: ApiEnvelope(VisitorMessageSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const params = request.params as { source: string; id: string };
      const id = parseId(params.id);
      if (!(VISITOR_MESSAGE_SOURCES as readonly string[]).includes(params.source) || id === null) {
        throw new HttpError(404, INBOX_MESSAGES.notFound);
      }
      const source = params.source as VisitorMessageSource;
      const operator = request.operator!;
      const result = await app.repositories.visitorMessages.markHandled(source, id, {
        actorUserId: operator.userId,
        actor: operator.actor,
        action: `${source}.handled`,
        targetKind: source,
        targetId: String(id),
      });
      if (result.outcome === 'already') throw new HttpError(409, INBOX_MESSAGES.alreadyHandled);
      if (result.outcome !== 'done') throw new HttpError(404, INBOX_MESSAGES.notFound);
      return { code: ErrorCode.OK, msg: '', data: result.message };
    },
  );
}

/** Ending every login of a member. */
function endLoginsRoute(app: FastifyInstance, requireOperator: OperatorCheck): void {
  app.post(
    OPERATOR_MEMBERS_API.endLogins.pattern,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Ends every login of an account now (operator only): its next call answers 400208',
        description:
          "For a lost phone or a suspected takeover: each of the account's login tokens is treated as expired from now on, " +
          "so every page using one turns back into a visitor's on its next call. The password is unchanged.",
        security: [{ operator: [] }],
        params: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } },
        },
        response: {
          200: ApiEnvelope(Type.Object({ expired: Type.Integer({ description: 'Login tokens ended' }) })),
          '4xx': ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      const user = await app.repositories.users.findByUuid(uuid.toLowerCase());
      if (!user) throw new HttpError(404, 'There is no account with this id.');
      const expired = await app.repositories.loginSessions.expireAllOfUser(user.id, new Date());
      await app.auditOperator(request, { action: 'member.logins-ended', targetKind: 'member', targetId: user.uuid, after: { expired } });
      return { code: ErrorCode.OK, msg: '', data: { expired } };
    },
  );
}

export default function operatorRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const requireOperator = app.operatorOnly('admin');

  feedbackRoute(app, requireOperator);
  visitorMessageRoutes(app, requireOperator);
  endLoginsRoute(app, requireOperator);
  done();
}
