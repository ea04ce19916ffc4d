// The moderators' report queue (decision 032): the items members reported that no moderator has decided on, the
// longest waiting first, and the decision on one: hide it (the author reads the moderator's reason in their inbox
// and by e-mail: a statement of reasons) or show it again (its reports then count no more, so they cannot hide it
// again). Operator routes: a moderator's or an admin's login that passed the second factor, or the automation token;
// every decision is in the audit log.
import type { FastifyInstance } from 'fastify';
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
import { ReportedEntrySchema } from '@yachts/contracts/wire/community';
import { HttpError } from '../lib/http-error';
import { answered, operatorAudit, readDecisionChoice, readDecisionReason, statementOf } from '../lib/operator-decision';
import { operatorDecisionOptions, operatorQueueOptions, type OperatorGuard, type OperatorQueueQuery } from '../lib/operator-routes';
import { decisionMail } from '../platform/mail-text';
import { parseId } from '../lib/page-request';
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
      body: statementOf(
        `Members reported your ${what}. A moderator left it visible, with a warning: please keep to the community's rules, or your posts may be hidden and your account suspended.`,
        reason,
      ),
    };
  }
  if (action === 'hide' && secondLook) {
    return {
      title: `Your ${item.kind} stays hidden`,
      body: statementOf(
        `A moderator looked at your ${what} again, as you asked, and it stays hidden. Other members cannot see it.`,
        reason,
      ),
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
    body: statementOf(
      `A moderator hid your ${what} after members reported it. You can still see it; other members cannot.`,
      reason,
      'If you think this is a mistake, open it on the site and ask for a second look: a moderator will decide once more.',
    ),
  };
}

/** The moderators' queue: reported items waiting for a decision, or hidden now. */
function reportQueueRoute(app: FastifyInstance, moderatorOnly: OperatorGuard): void {
  const { communityReports } = app.repositories;
  app.get(
    OPERATOR_COMMUNITY_API.reports,
    operatorQueueOptions(
      moderatorOnly,
      {
        summary: 'Reported items waiting for a decision, or hidden now, the longest waiting first, of one kind or all (moderator)',
        filters: { kind: { type: 'string', enum: [...REPORT_KINDS], description: 'Only topics, articles or comments' } },
        state: {
          enum: REPORT_QUEUE_STATES,
          default: 'waiting',
          description: 'waiting: reports no moderator has decided on; hidden: items hidden now, with all their reports',
        },
        entry: ReportedEntrySchema,
      },
      (query: OperatorQueueQuery<ReportQueueState, { kind?: ReportKind }>, { page, pageSize }) =>
        communityReports.queue(page, pageSize, query.kind ?? null, query.state),
    ),
  );
}

/** A moderator's decision on a reported item, told to its author. */
function decideRoute(app: FastifyInstance, moderatorOnly: OperatorGuard, publicUrl: string): void {
  const { communityReports } = app.repositories;
  app.post(
    OPERATOR_COMMUNITY_API.decide.pattern,
    operatorDecisionOptions(moderatorOnly, {
      summary: 'Hides a reported item, shows it again, or warns its author, with the reason the author reads (moderator)',
      description:
        'Every way the reports so far are resolved: they no longer count towards hiding. The author gets an inbox ' +
        'message and an e-mail when the item is hidden or they are warned (a warning leaves the item visible), and a ' +
        'message when a hidden item is shown again.',
      params: { type: 'object', required: ['kind', 'id'], properties: { kind: { type: 'string' }, id: { type: 'string' } } },
      choice: { field: 'action' },
      reasonMax: MODERATION_LIMITS.reasonMax,
      entry: ReportedEntrySchema,
    }),
    async (request) => {
      const params = request.params as { kind: string; id: string };
      const body = request.body as { action: string; reason?: string };
      if (!(REPORT_KINDS as readonly string[]).includes(params.kind)) throw new HttpError(404, MODERATION_MESSAGES.kind);
      const id = parseId(params.id);
      if (id === null) throw new HttpError(404, NOT_FOUND);
      const action = readDecisionChoice(body.action, MODERATION_ACTIONS, MODERATION_MESSAGES.action);
      const reason = readDecisionReason(body.reason, action === 'restore', MODERATION_LIMITS.reasonMax, MODERATION_MESSAGES);
      const kind = params.kind as ReportKind;
      const audit = operatorAudit(request.operator!, `${kind}.${action}`, kind, String(id));
      const decided = await communityReports.decide(kind, id, action, reason, audit, decisionNotice);
      if (!decided) throw new HttpError(404, NOT_FOUND);
      // The decision is stored; the e-mail follows it (a refusing mail server gets it later from the queue).
      if (decided.told && action !== 'restore') {
        const mail = decisionMail(
          `moderation-${action === 'hide' ? 'hidden' : 'warning'}`,
          decided.told,
          `${publicUrl}${decided.entry.link}`,
        );
        await app.sendNotice({ to: decided.told.email, ...mail }, request.log);
      }
      return answered(decided.entry);
    },
  );
}

export default function communityModerationRoutes(app: FastifyInstance, options: { publicUrl: string }, done: () => void): void {
  const moderatorOnly = app.operatorOnly('moderator');
  reportQueueRoute(app, moderatorOnly);
  decideRoute(app, moderatorOnly, options.publicUrl);
  done();
}
