// The moderators' report queue (decision 032): the items members reported that no moderator has decided on, the
// longest waiting first, and the decision on one: hide it (the author reads the moderator's reason in their inbox
// and by e-mail: a statement of reasons) or show it again (its reports then count no more, so they cannot hide it
// again). Operator routes: a moderator's or an admin's login that passed the second factor, or the automation token;
// every decision is in the audit log.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  OPERATOR_COMMUNITY_API,
  REPORT_KINDS,
  REPORT_QUEUE_STATES,
  type ModerationAction,
  type ReportKind,
  type ReportQueueState,
} from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SITE_NAME } from '@yachts/contracts/site';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import { ReportedEntrySchema } from '@yachts/contracts/wire/community';
import { HttpError } from '../lib/http-error';
import { letter } from '../platform/mail-text';
import { pageFields, pageFromQuery, parseId } from '../lib/page-request';
import type { ReportedItem } from './community-reports-repository';

const NOT_FOUND = 'We could not find that item: it may have been deleted.';

/** What the author reads about a moderator's decision on their item. */
export function decisionNotice(
  item: ReportedItem,
  action: ModerationAction,
  reason: string,
  secondLook = false,
): { title: string; body: string } {
  const what = item.kind === 'comment' ? `comment on “${item.title}”` : `${item.kind} “${item.title}”`;
  if (action === 'warn') {
    return {
      title: `A moderator's warning about your ${item.kind}`,
      body: [
        `Members reported your ${what}. A moderator left it visible, with a warning: please keep to the community's rules, or your posts may be hidden and your account suspended.`,
        '',
        `Why: ${reason}`,
      ].join('\n'),
    };
  }
  if (action === 'hide' && secondLook) {
    return {
      title: `Your ${item.kind} stays hidden`,
      body: [
        `A moderator looked at your ${what} again, as you asked, and it stays hidden. Other members cannot see it.`,
        '',
        `Why: ${reason}`,
      ].join('\n'),
    };
  }
  if (action === 'restore') {
    return {
      title: `Your ${item.kind} is visible again`,
      body: [`A moderator looked at your ${what} again and it is visible to everyone once more.`, ...(reason ? ['', reason] : [])].join(
        '\n',
      ),
    };
  }
  return {
    title: `A moderator hid your ${item.kind}`,
    body: [
      `A moderator hid your ${what} after members reported it. You can still see it; other members cannot.`,
      '',
      `Why: ${reason}`,
      '',
      'If you think this is a mistake, open it on the site and ask for a second look: a moderator will decide once more.',
    ].join('\n'),
  };
}

type ModeratorOnly = ReturnType<FastifyInstance['operatorOnly']>;

/** The moderators' queue: reported items waiting for a decision, or hidden now. */
function reportQueueRoute(app: FastifyInstance, moderatorOnly: ModeratorOnly): void {
  const { communityReports } = app.repositories;
  app.get(
    OPERATOR_COMMUNITY_API.reports,
    {
      onRequest: moderatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Reported items waiting for a decision, or hidden now, the longest waiting first, of one kind or all (moderator)',
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageFields,
            kind: { type: 'string', enum: [...REPORT_KINDS], description: 'Only topics, articles or comments' },
            state: {
              type: 'string',
              enum: [...REPORT_QUEUE_STATES],
              default: 'waiting',
              description: 'waiting: reports no moderator has decided on; hidden: items hidden now, with all their reports',
            },
          },
        },
        response: { 200: ApiEnvelope(PageOf(ReportedEntrySchema)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as { page: number; page_size: number; kind?: ReportKind; state: ReportQueueState };
      const { page, pageSize } = pageFromQuery(query);
      return { code: ErrorCode.OK, msg: '', data: await communityReports.queue(page, pageSize, query.kind ?? null, query.state) };
    },
  );
}

/** A moderator's decision on a reported item, told to its author. */
function decideRoute(app: FastifyInstance, moderatorOnly: ModeratorOnly): void {
  const { communityReports } = app.repositories;
  app.post(
    OPERATOR_COMMUNITY_API.decide.pattern,
    {
      onRequest: moderatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Hides a reported item, shows it again, or warns its author, with the reason the author reads (moderator)',
        description:
          'Every way the reports so far are resolved: they no longer count towards hiding. The author gets an inbox ' +
          'message and an e-mail when the item is hidden or they are warned (a warning leaves the item visible), and a ' +
          'message when a hidden item is shown again.',
        security: [{ operator: [] }],
        params: { type: 'object', required: ['kind', 'id'], properties: { kind: { type: 'string' }, id: { type: 'string' } } },
        body: Type.Object(
          { action: Type.String({ maxLength: 20 }), reason: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reasonMax * 2 })) },
          { additionalProperties: false },
        ),
        response: { 200: ApiEnvelope(ReportedEntrySchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const params = request.params as { kind: string; id: string };
      const body = request.body as { action: string; reason?: string };
      if (!(REPORT_KINDS as readonly string[]).includes(params.kind)) throw new HttpError(404, MODERATION_MESSAGES.kind);
      const id = parseId(params.id);
      if (id === null) throw new HttpError(404, NOT_FOUND);
      if (!(MODERATION_ACTIONS as readonly string[]).includes(body.action)) throw new HttpError(400, MODERATION_MESSAGES.action);
      const action = body.action as ModerationAction;
      const reason = (body.reason ?? '').trim();
      if (action !== 'restore' && !reason) throw new HttpError(400, MODERATION_MESSAGES.reasonRequired);
      if (reason.length > MODERATION_LIMITS.reasonMax) throw new HttpError(400, MODERATION_MESSAGES.reasonTooLong);
      const operator = request.operator!;
      const kind = params.kind as ReportKind;
      const decided = await communityReports.decide(
        kind,
        id,
        action,
        reason,
        { actorUserId: operator.userId, actor: operator.actor, action: `${kind}.${action}`, targetKind: kind, targetId: String(id) },
        decisionNotice,
      );
      if (!decided) throw new HttpError(404, NOT_FOUND);
      // The decision is stored; the e-mail follows it (a refusing mail server gets it later from the queue).
      if (decided.told && action !== 'restore') {
        await app.sendNotice(
          {
            to: decided.told.email,
            kind: `moderation-${action === 'hide' ? 'hidden' : 'warning'}`,
            subject: `${SITE_NAME}: ${decided.told.title}`,
            text: letter([decided.told.body, `On ${SITE_NAME}: ${decided.entry.link}`]),
          },
          request.log,
        );
      }
      return { code: ErrorCode.OK, msg: '', data: decided.entry };
    },
  );
}

export default function communityModerationRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const moderatorOnly = app.operatorOnly('moderator');
  reportQueueRoute(app, moderatorOnly);
  decideRoute(app, moderatorOnly);
  done();
}
