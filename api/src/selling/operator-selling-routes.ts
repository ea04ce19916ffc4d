// Operator review of sell applications and entries (contracts/src/selling.ts OPERATOR_SELL_API; the README text is
// in docs/decisions/017-selling.md). Like every operator route they answer an admin whose login passed the second
// factor, or the automation token (decision 032), and each decision is written to the audit log with it. Each decision reaches the applicant twice: a system message in the
// inbox (stored with the decision) and an e-mail (sent after it; a mail failure is logged, the decision stands).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import type { TSchema } from 'typebox';
import { paths } from '@yachts/contracts/paths';
import {
  ENTRY_STATUSES,
  OPERATOR_REVIEW_LIMITS,
  OPERATOR_SELLING_MESSAGES,
  OPERATOR_SELL_API,
  OPERATOR_SELL_STATUSES,
  SELL_MESSAGES,
  SELL_STATUS_LABELS,
  type EntryApplication,
  type SellApplicationSummary,
  type SellStatus,
} from '@yachts/contracts/selling';
import type { AuditDraft } from '../lib/audit-log';
import { HttpError } from '../lib/http-error';
import { letter, type MailContent } from '../platform/mail-text';
import { ID_MAX, pageFromQuery, pageFields, type PageQuery } from '../lib/page-request';
import { WITHDRAWN, type InboxMessage, type ReviewResult, type SellReviewResult } from './selling-repository';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import {
  EntryApplicationSchema,
  OperatorApplicationSchema,
  OperatorEntrySchema,
  SellApplicationSummarySchema,
  type Applicant,
} from '@yachts/contracts/wire/selling';
import { SITE_NAME } from '@yachts/contracts/site';

const REASON_MAX = OPERATOR_REVIEW_LIMITS.reasonMax;
// The contract's helpers encode the id, so the route patterns are written out (the tests call the helpers).
const REVIEW_PATH = `${OPERATOR_SELL_API.applications}/:id/review`;
const REVIEW_ENTRY_PATH = `${OPERATOR_SELL_API.entries}/:id/review`;

const statusWords = (status: string) => (SELL_STATUS_LABELS[status as SellStatus] ?? status).toLowerCase();
const STEP_WORDS: Record<'under_review' | 'approved' | 'rejected', string> = {
  under_review: 'put under review',
  approved: 'approved',
  rejected: 'rejected',
};

/** The applicant's inbox message about a review step of their application. */
export function applicationMessage(summary: SellApplicationSummary, reason: string | null): InboxMessage {
  const page = paths.sellApplication(summary.id);
  switch (summary.status) {
    case 'under_review':
      return {
        title: `Your application for the ${summary.title} is under review`,
        body: `Our team has started reviewing your application to list the ${summary.title}. We will write to you again once it is decided.`,
        link: page,
      };
    case 'approved':
      return {
        title: `Your ${summary.title} is now listed`,
        body: `Your application was approved and the ${summary.title} is now in the catalogue. Buyers' enquiries will reach you in your messages.`,
        link: summary.listingUrl ?? page,
      };
    default:
      return {
        title: `Your application for the ${summary.title} was not approved`,
        body: `We could not list the ${summary.title}. The reason: ${reason ?? ''}\nYou can change the application and submit it again.`,
        link: page,
      };
  }
}

/** The applicant's inbox message about the decision on an entry application. */
export function entryMessage(entry: EntryApplication): InboxMessage {
  const what = entry.type === 'business' ? 'business application' : 'seller application';
  if (entry.status === 'approved') {
    return {
      title: `Your ${what} was approved`,
      body: `Welcome aboard: your ${what} was approved. You can now list yachts for sale.`,
      link: paths.sell(),
    };
  }
  return {
    title: `Your ${what} was not approved`,
    body: `We could not approve your ${what}. The reason: ${entry.reason ?? ''}\nYou are welcome to apply again.`,
    link: paths.sell(),
  };
}

/**
 * The e-mail twin of an inbox message: the same words, with the page's path. The api does not know the public
 * address the site is served under (an operator may call it on an internal one), so the path stands alone.
 */
function reviewMail(kind: string, message: InboxMessage): MailContent {
  const link = message.link ? [`On ${SITE_NAME}: ${message.link}`] : [];
  return { kind, subject: `${SITE_NAME}: ${message.title}`, text: letter([message.body, ...link]) };
}

/** A path id: the digits of a row id, or null (too big included) so the route answers not found. */
function pathId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/** What a review sends: the id in the path (as text: pathId reads it) and a body of one of `statuses` with a reason. */
function reviewInput(statuses: string[]) {
  return {
    params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
    body: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: statuses },
        reason: {
          type: 'string',
          maxLength: REASON_MAX,
          description: 'Required for rejected: the applicant reads it in the message and on the application page',
        },
      },
    },
  };
}

/** Who reviews, for the audit log written with the decision. */
const auditOf = (request: FastifyRequest, action: string, targetKind: string, id: number): AuditDraft => ({
  actorUserId: request.operator!.userId,
  actor: request.operator!.actor,
  action,
  targetKind,
  targetId: String(id),
});

/** Sends the decision's e-mail; the decision is already stored, so a refusing mail server gets it later. */
async function mailApplicant(app: FastifyInstance, kind: string, applicant: Applicant, message: InboxMessage) {
  await app.sendNotice({ to: applicant.email, ...reviewMail(kind, message) });
}

function readReason(target: string, reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (target === 'rejected' && text === '') throw new HttpError(400, OPERATOR_SELLING_MESSAGES.reasonRequired);
  return target === 'rejected' ? text : null;
}

type RequireOperator = ReturnType<FastifyInstance['operatorOnly']>;

/** A review queue (GET): the items of one status (or the default set without one), a page at a time. */
function queueRoute(
  app: FastifyInstance,
  requireOperator: RequireOperator,
  path: string,
  doc: { summary: string; description?: string; statuses: readonly string[]; item: TSchema },
  list: (status: string | null, page: PageQuery) => Promise<Page<unknown>>,
): void {
  app.get(
    path,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        security: [{ operator: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: [...doc.statuses] }, ...pageFields },
        },
        response: { 200: ApiEnvelope(PageOf(doc.item)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as { status?: string; page: number; page_size: number };
      return { code: ErrorCode.OK, msg: '', data: await list(query.status ?? null, pageFromQuery(query)) };
    },
  );
}

/** The sell applications: the queue and a review. */
function applicationRoutes(app: FastifyInstance, requireOperator: RequireOperator): void {
  const { selling } = app.repositories;
  queueRoute(
    app,
    requireOperator,
    OPERATOR_SELL_API.applications,
    {
      summary: 'Sell applications to review, oldest first, with the applicant and the values (operator only)',
      description: 'Without status: every application except those the seller withdrew.',
      statuses: OPERATOR_SELL_STATUSES,
      item: OperatorApplicationSchema,
    },
    (status, page) => selling.listForOperator(status, page),
  );

  app.post<{ Params: { id: string }; Body: { status: 'under_review' | 'approved' | 'rejected'; reason?: string } }>(
    REVIEW_PATH,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Reviews a sell application: under_review, approved (it becomes a listing) or rejected with a reason',
        description:
          'submitted -> under_review; submitted or under_review -> approved | rejected. Any other step answers 409. ' +
          'Approval lists the yacht in its catalogue with the applicant as seller (once, however often it is sent). ' +
          'The applicant gets a message in the inbox and an e-mail.',
        security: [{ operator: [] }],
        ...reviewInput(['under_review', 'approved', 'rejected']),
        response: { 200: ApiEnvelope(SellApplicationSummarySchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const note = readReason(status, reason);
      const id = pathId(request.params.id);
      const result: SellReviewResult =
        id === null
          ? { outcome: 'notFound' }
          : await selling.review(
              id,
              status,
              note,
              (summary) => applicationMessage(summary, note),
              auditOf(request, 'sell-application.review', 'sell-application', id),
            );
      if (result.outcome === 'notFound') throw new HttpError(404, OPERATOR_SELLING_MESSAGES.applicationNotFound);
      if (result.outcome === 'unverifiedTrader') throw new HttpError(409, SELL_MESSAGES.traderNotVerified);
      if (result.outcome === 'refused') {
        if (result.status === WITHDRAWN) throw new HttpError(409, OPERATOR_SELLING_MESSAGES.withdrawn);
        throw new HttpError(409, OPERATOR_SELLING_MESSAGES.refused(statusWords(result.status), STEP_WORDS[status]));
      }
      await mailApplicant(app, `sell-${status.replace('_', '-')}`, result.applicant, result.message);
      return { code: ErrorCode.OK, msg: '', data: result.item };
    },
  );
}

/** The seller and business entries: the queue and a decision. */
function entryRoutes(app: FastifyInstance, requireOperator: RequireOperator): void {
  const { selling } = app.repositories;
  queueRoute(
    app,
    requireOperator,
    OPERATOR_SELL_API.entries,
    {
      summary: 'Seller and business entry applications, oldest first, with the applicant (operator only)',
      statuses: ENTRY_STATUSES,
      item: OperatorEntrySchema,
    },
    (status, page) => selling.listEntriesForOperator(status, page),
  );

  app.post<{ Params: { id: string }; Body: { status: 'approved' | 'rejected'; reason?: string } }>(
    REVIEW_ENTRY_PATH,
    {
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Decides a waiting entry application: approved, or rejected with a reason (operator only)',
        description: 'Only a submitted entry can be decided (409 otherwise). The applicant gets a message and an e-mail.',
        security: [{ operator: [] }],
        ...reviewInput(['approved', 'rejected']),
        response: { 200: ApiEnvelope(EntryApplicationSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const note = readReason(status, reason);
      const id = pathId(request.params.id);
      const result: ReviewResult<EntryApplication> =
        id === null
          ? { outcome: 'notFound' }
          : await selling.reviewEntry(id, status, note, entryMessage, auditOf(request, 'entry.review', 'entry', id));
      if (result.outcome === 'notFound') throw new HttpError(404, OPERATOR_SELLING_MESSAGES.entryNotFound);
      if (result.outcome === 'refused') throw new HttpError(409, OPERATOR_SELLING_MESSAGES.entryDecided(result.status));
      await mailApplicant(app, `entry-${status}`, result.applicant, result.message);
      return { code: ErrorCode.OK, msg: '', data: result.item };
    },
  );
}

export default function operatorSellingRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  // The catalogue's queues are an admin's (decision 032: a moderator looks after the community).
  const requireOperator = app.operatorOnly('admin');
  applicationRoutes(app, requireOperator);
  entryRoutes(app, requireOperator);
  done();
}
