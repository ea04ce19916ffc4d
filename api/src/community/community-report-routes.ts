// Reports of topics, articles and comments (docs/decisions/018-community.md): /community/report. One report
// per member and item; when COMMUNITY_LIMITS.reportsToHide distinct members have reported an item it is hidden, and
// its author is told why in their user area (the reasons given, never who gave them).
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  REPORT_KINDS,
  REPORT_REASON_LABELS,
  type ReportKind,
} from '@yachts/contracts/community';
import { ReportSchema } from '@yachts/contracts/community-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { validateForm } from '../lib/form-validation';
import { formBodyOf } from '../lib/form-body';
import { HttpError } from '../lib/http-error';
import { formFields, parseId, readChoice } from '../lib/page-request';
import type { HiddenNotice } from './community-reports-repository';
import { excerpt } from '../lib/excerpt';
import { waitText } from './community-comment-routes';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { ReportResultSchema } from '@yachts/contracts/wire/community';
import { byClientAddress } from '../plugins/rate-limit';
import { perMemberLimit } from './per-member-limit';

/** Our words for what the contract leaves to the api. */
export const REPORT_MESSAGES = {
  type: 'Please say whether you are reporting a topic, an article or a comment.',
  tooMany: (wait: string) => `You have sent several reports in a short time. Please wait ${wait} and try again.`,
} as const;

/** Reports are work for the moderators and each one counts towards hiding: a member gets a handful at a time. */
export const REPORT_LIMITS = {
  perMember: { max: 10, timeWindow: '10 minutes' },
  perClient: { max: 30, timeWindow: '10 minutes', keyGenerator: byClientAddress },
} as const;

const MISSING: Record<ReportKind, string> = {
  topic: COMMUNITY_MESSAGES.topicMissing,
  article: COMMUNITY_MESSAGES.articleMissing,
  comment: COMMUNITY_MESSAGES.commentMissing,
};

const TITLE_MAX = 200;

const shorten = (text: string, room: number) => (text.length > room ? `${text.slice(0, room - 3).trimEnd()}...` : text);

/** The author's inbox message when their item is hidden: what, why (the reasons' labels), and what they can do. */
export const hiddenNotice: HiddenNotice = (item, reasons) => {
  const what = item.kind === 'comment' ? 'comment on' : item.kind;
  const lead = `Your ${what} `;
  const title = `${lead}“${shorten(item.title, TITLE_MAX - lead.length - 12)}” is hidden`;
  const labels = reasons.map((reason) => REPORT_REASON_LABELS[reason]);
  const body = [
    `Several members reported your ${item.kind === 'comment' ? `comment on “${item.title}”` : `${item.kind} “${item.title}”`}, so it is now hidden from other members. You can still see it.`,
    `Reasons given: ${labels.join('; ')}.`,
    ...(item.kind === 'comment' ? ['', `Your comment: ${excerpt(item.text, 300)}`] : []),
    '',
    'If you think this is a mistake, tell us through the feedback button and we will look at it again.',
  ].join('\n');
  return { title, body };
};

export default function communityReportRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { communityReports } = app.repositories;
  const perMember = perMemberLimit(app, REPORT_LIMITS.perMember, 'report');

  app.post(
    COMMUNITY_CALLS.report,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: REPORT_LIMITS.perClient },
      schema: {
        tags: ['community'],
        summary: 'Reports a topic, an article or a comment (login required)',
        description: `Field errors come back as field -> message (ReportSchema). Your own post answers "${COMMUNITY_MESSAGES.reportOwn}", a second report of the same item "${COMMUNITY_MESSAGES.alreadyReported}". The report of the ${COMMUNITY_LIMITS.reportsToHide}th member hides the item (data.hidden true) and tells its author. More than ${REPORT_LIMITS.perMember.max} reports in ${REPORT_LIMITS.perMember.timeWindow} answer 429.`,
        formBody: formBodyOf(
          ReportSchema,
          {
            type: { type: 'string', enum: [...REPORT_KINDS] },
            id: { type: ['integer', 'string'], description: 'The topic, article or comment' },
          },
          ['type', 'id'],
        ),
        response: { 200: FormEnvelope(ReportResultSchema), '4xx': FormFailureSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const kind = readChoice(fields.type, REPORT_KINDS, null, REPORT_MESSAGES.type);
      // A reason that is not text is no reason chosen: the form shows the contract's sentence under the field.
      const reason = typeof fields.reason === 'string' ? fields.reason : undefined;
      const report = validateForm(ReportSchema, { reason, detail: fields.detail });
      const id = parseId(fields.id);
      if (id === null) throw new HttpError(404, MISSING[kind], ErrorCode.NOT_FOUND);

      const limit = await perMember(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, REPORT_MESSAGES.tooMany(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }

      const outcome = await communityReports.report(
        { reporterId: user.id, kind, targetId: id, reason: report.reason, detail: report.detail },
        hiddenNotice,
      );
      switch (outcome) {
        case 'missing':
          throw new HttpError(404, MISSING[kind], ErrorCode.NOT_FOUND);
        case 'own':
          throw new HttpError(403, COMMUNITY_MESSAGES.reportOwn);
        case 'already':
          throw new HttpError(409, COMMUNITY_MESSAGES.alreadyReported);
        default:
          return { code: 1, msg: COMMUNITY_MESSAGES.reported, data: outcome };
      }
    },
  );
  done();
}
