// "Report this listing" (EU Digital Services Act Art. 16 notices) and the operators' decisions on reported listings
// (Art. 17 statements of reasons), as the community's reports and moderation work (decisions 032, 033): a visitor or
// member reports a listed yacht once per session (form-style, like an enquiry, so a visitor who refused cookies can
// too); the operators' queue shows open reports, priority first; withdraw (with the reason the seller reads in the
// inbox and by e-mail), keep, or warn; the seller may ask once for a second look at a withdrawal, which an operator
// reverses (listed again) or upholds. Operator routes take a moderator's or an admin's verified login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CATALOGUE_KINDS, type CatalogueKind } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import {
  LISTING_DECISION_ACTIONS,
  LISTING_DECISION_MESSAGES,
  LISTING_QUEUE_STATES,
  LISTING_REPORT_API,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_MESSAGES,
  LISTING_REPORT_REASON_LABELS,
  LISTING_SECOND_LOOK_MESSAGES,
  LISTING_SECOND_LOOK_OUTCOMES,
  type ListingDecisionAction,
  type ListingQueueState,
} from '@yachts/contracts/listing-reports';
import { ListingReportSchema } from '@yachts/contracts/listing-report-schemas';
import { MESSAGES } from '@yachts/contracts/rules';
import { ApiEnvelope, ErrorEnvelopeSchema, FormEnvelope, FormFailureSchema, SignedBody } from '@yachts/contracts/wire/common';
import {
  ReportedListingSchema,
  SecondLookAskedSchema,
  WithdrawnListingSchema,
  type ReportedListing,
} from '@yachts/contracts/wire/listing-reports';
import { paths } from '@yachts/contracts/paths';
import { formBodyOf } from '../lib/form-body';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import type { AuditDraft } from '../lib/audit-log';
import {
  answered,
  decidedOr,
  operatorAudit,
  readDecisionChoice,
  readDecisionReason,
  readSecondLookText,
  statementOf,
} from '../lib/operator-decision';
import { operatorDecisionOptions, operatorQueueOptions, type OperatorGuard, type OperatorQueueQuery } from '../lib/operator-routes';
import { formFields, parseId, readChoice } from '../lib/page-request';
import { decisionMail } from '../platform/mail-text';
import { requireVisitorSid } from '../platform/form-style';
import { hashSid } from '../platform/visitor-sid';
import { byClientAddress } from '../plugins/rate-limit';
import { reporterNoticeOf, type ListingNotice, type Told } from './listing-reports-repository';

/** Per client address, every attempt; per session, the reports stored (counted in the handler), as enquiries are. */
export const LISTING_REPORT_RATE = {
  perClient: { max: 30, timeWindow: '10 minutes', keyGenerator: byClientAddress },
  perSession: { max: 10, timeWindow: '10 minutes' },
} as const;

const OWN_LISTING = 'You cannot report your own listing.';

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const SECOND_LOOK_LINE =
  'If you think this is a mistake, open your listings on the site and ask for a second look: our team will decide once more.';

/** The seller's statement of reasons (DSA Art. 17): what was decided, on what grounds, and how to contest it. */
export const listingNotice: ListingNotice = (listing, { action, reason, reasons }) => {
  const given = reasons.length ? [`Reported as: ${reasons.map((r) => LISTING_REPORT_REASON_LABELS[r]).join('; ')}.`] : [];
  switch (action) {
    case 'withdraw':
      return {
        title: `Your listing “${listing.name}” was withdrawn`,
        body: statementOf(
          [
            `After reports from visitors, our team withdrew your listing “${listing.name}” from the catalogue. Buyers can no longer find it.`,
            ...given,
          ],
          reason,
          SECOND_LOOK_LINE,
        ),
      };
    case 'warn':
      return {
        title: `A warning about your listing “${listing.name}”`,
        body: statementOf(
          [
            `Visitors reported your listing “${listing.name}”. Our team left it in the catalogue, with a warning: please correct it, or it may be withdrawn.`,
            ...given,
          ],
          reason,
        ),
      };
    case 'reverse':
      return {
        title: `Your listing “${listing.name}” is listed again`,
        body: [
          `Our team looked at your listing “${listing.name}” again, as you asked, and it is back in the catalogue.`,
          ...(reason ? ['', reason] : []),
        ].join('\n'),
      };
    case 'uphold':
      return {
        title: `Your listing “${listing.name}” stays withdrawn`,
        body: statementOf(`Our team looked at your listing “${listing.name}” again, as you asked, and it stays withdrawn.`, reason),
      };
    default:
      return { title: `Your listing “${listing.name}”`, body: reason };
  }
};

const auditOf = (request: FastifyRequest, action: string, kind: CatalogueKind, id: number): AuditDraft =>
  operatorAudit(request.operator!, action, 'listing', `${kind}-${id}`);

/** The listing named in the path, or 404. */
function listingParams(params: { kind: string; id: string }): { kind: CatalogueKind; id: number } {
  const id = parseId(params.id);
  if (!(CATALOGUE_KINDS as readonly string[]).includes(params.kind) || id === null) {
    throw new HttpError(404, LISTING_DECISION_MESSAGES.notFound);
  }
  return { kind: params.kind as CatalogueKind, id };
}

/** The operator's reason: required unless `optional`, and limited. */
function readReason(value: string | undefined, optional: boolean): string {
  return readDecisionReason(value, optional, LISTING_REPORT_LIMITS.reasonMax, LISTING_DECISION_MESSAGES);
}

/** The decision is stored; the e-mail follows it (a refusing mail server gets it later from the queue). */
async function mailSeller(app: FastifyInstance, request: FastifyRequest, told: Told | null, kind: string, link: string) {
  // `link` is absolute: a mail is read away from the site.
  if (!told) return;
  await app.sendNotice({ to: told.email, ...decisionMail(kind, told, link) }, request.log);
}

/** A visitor's or member's report (form-style). */
function reportRoute(app: FastifyInstance): void {
  const { yachts, listingReports } = app.repositories;
  const perSession = app.createRateLimit({
    ...LISTING_REPORT_RATE.perSession,
    keyGenerator: (request: FastifyRequest) => `listing-report:${hashSid(requireVisitorSid(request))}`,
  });
  app.post(
    LISTING_REPORT_API.report,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: LISTING_REPORT_RATE.perClient },
      schema: {
        tags: ['catalogue'],
        summary: 'Reports a listed yacht to the operators (form-style; visitors and members)',
        description: `Field errors come back as field -> message (ListingReportSchema). A yacht that is not listed answers "${MESSAGES.yachtMissing}"; a second report from the same session 409 "${LISTING_REPORT_MESSAGES.alreadyReported}"; the seller's own listing 403. More than ${LISTING_REPORT_RATE.perSession.max} reports in ${LISTING_REPORT_RATE.perSession.timeWindow} answer 429.`,
        formBody: formBodyOf(
          ListingReportSchema,
          {
            kind: { type: 'string', enum: [...CATALOGUE_KINDS] },
            yacht_id: { type: ['integer', 'string'], description: 'The listed yacht' },
          },
          ['kind', 'yacht_id'],
        ),
        response: { 200: FormEnvelope(Type.Null()), '4xx': FormFailureSchema },
      },
    },
    async (request) => {
      const sid = requireVisitorSid(request);
      const fields = formFields(request.body);
      const kind = readChoice(fields.kind, CATALOGUE_KINDS, null, LISTING_REPORT_MESSAGES.kind);
      // A reason that is not text is no reason chosen: the dialog shows the contract's sentence under the field.
      const reason = typeof fields.reason === 'string' ? fields.reason : undefined;
      const report = validateForm(ListingReportSchema, { reason, detail: fields.detail, email: fields.email });
      const id = parseId(fields.yacht_id);
      const yacht = id === null ? null : await yachts.findListed(kind, id);
      if (!yacht) throw new HttpError(404, MESSAGES.yachtMissing, ErrorCode.NOT_FOUND);
      const user = await app.optionalUser(request);
      if (user && yacht.seller?.id === user.id) throw new HttpError(403, OWN_LISTING);

      const limit = await perSession(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, LISTING_REPORT_MESSAGES.tooMany(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }
      const outcome = await listingReports.report({
        kind,
        yachtId: yacht.id,
        reporterId: user?.id ?? null,
        sidHash: hashSid(sid),
        reason: report.reason,
        detail: report.detail,
        email: report.email,
      });
      if (outcome === 'missing') throw new HttpError(404, MESSAGES.yachtMissing, ErrorCode.NOT_FOUND);
      if (outcome === 'already') throw new HttpError(409, LISTING_REPORT_MESSAGES.alreadyReported);
      return { code: 1, msg: LISTING_REPORT_MESSAGES.reported, data: null };
    },
  );
}

const kindIdParams = {
  type: 'object',
  required: ['kind', 'id'],
  properties: { kind: { type: 'string' }, id: { type: 'string' } },
} as const;

/** The operators' queue: reported listings waiting for a decision, or second looks asked. */
function queueRoute(app: FastifyInstance, operatorOnly: OperatorGuard): void {
  const { listingReports } = app.repositories;
  app.get(
    LISTING_REPORT_API.queue,
    operatorQueueOptions(
      operatorOnly,
      {
        summary: 'Reported listings waiting for a decision (priority first, then the longest waiting), or second looks asked (moderator)',
        state: {
          enum: LISTING_QUEUE_STATES,
          default: 'waiting',
          description: 'waiting: open reports; second-look: withdrawals whose seller asked for a second look',
        },
        entry: ReportedListingSchema,
      },
      (query: OperatorQueueQuery<ListingQueueState>, page) => listingReports.queue(query.state, page),
    ),
  );
}

/** Each address a reporter left hears the outcome (its own mail; a refusing mail server gets it later from the queue). */
async function mailReporters(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    addresses,
    listing,
    action,
    publicUrl,
  }: { addresses: string[]; listing: ReportedListing; action: ListingDecisionAction; publicUrl: string },
) {
  // A withdrawn listing's page is gone: the mail points to the list it was in.
  const link = action === 'withdraw' ? (listing.kind === 'new' ? paths.newYachts() : paths.usedYachts()) : listing.link;
  for (const to of addresses) {
    await app.sendNotice(
      { to, ...decisionMail('listing-report-outcome', reporterNoticeOf(listing, action), `${publicUrl}${link}`) },
      request.log,
    );
  }
}

/** An operator's decision on a reported listing. */
function decideRoute(app: FastifyInstance, operatorOnly: OperatorGuard, publicUrl: string): void {
  const { listingReports } = app.repositories;
  app.post(
    LISTING_REPORT_API.decide.pattern,
    operatorDecisionOptions(operatorOnly, {
      summary: 'Withdraws a reported listing, keeps it, or warns its seller, with the reason the seller reads (moderator)',
      description:
        'Every way the open reports are resolved. Withdraw takes the listing out of the catalogue; the seller gets the ' +
        'reason in the inbox and by e-mail (withdraw, warn) and may ask for a second look at a withdrawal; each reporter ' +
        'hears the outcome (a member in the inbox, an address left with the report by e-mail), never the reasons.',
      params: kindIdParams,
      choice: { field: 'action' },
      reasonMax: LISTING_REPORT_LIMITS.reasonMax,
      entry: ReportedListingSchema,
    }),
    async (request) => {
      const { kind, id } = listingParams(request.params as { kind: string; id: string });
      const body = request.body as { action: string; reason?: string };
      const action = readDecisionChoice(body.action, LISTING_DECISION_ACTIONS, LISTING_DECISION_MESSAGES.action);
      const reason = readReason(body.reason, action === 'keep');
      const decided = decidedOr(
        await listingReports.decide(kind, id, action, reason, auditOf(request, `listing.${action}`, kind, id), listingNotice),
        {
          missing: [404, LISTING_DECISION_MESSAGES.notFound],
          notListed: [409, LISTING_DECISION_MESSAGES.notListed],
          noSeller: [409, LISTING_DECISION_MESSAGES.noSeller],
        },
      );
      await mailSeller(
        app,
        request,
        decided.told,
        `listing-${action === 'withdraw' ? 'withdrawn' : 'warning'}`,
        `${publicUrl}${decided.entry.link}`,
      );
      await mailReporters(app, request, { addresses: decided.reporters, listing: decided.entry, action, publicUrl });
      return answered(decided.entry);
    },
  );
}

/** An operator's answer to a seller's second look. */
function secondLookAnswerRoute(app: FastifyInstance, operatorOnly: OperatorGuard, publicUrl: string): void {
  const { listingReports } = app.repositories;
  app.post(
    LISTING_REPORT_API.secondLook.pattern,
    operatorDecisionOptions(operatorOnly, {
      summary: 'Answers a seller’s second look: lists the yacht again, or keeps it withdrawn with a reason (moderator)',
      params: kindIdParams,
      choice: { field: 'outcome' },
      reasonMax: LISTING_REPORT_LIMITS.reasonMax,
      entry: ReportedListingSchema,
    }),
    async (request) => {
      const { kind, id } = listingParams(request.params as { kind: string; id: string });
      const body = request.body as { outcome: string; reason?: string };
      const outcome = readDecisionChoice(body.outcome, LISTING_SECOND_LOOK_OUTCOMES, LISTING_DECISION_MESSAGES.outcome);
      const reason = readReason(body.reason, outcome === 'reverse');
      const word = outcome === 'reverse' ? 'reversed' : 'upheld';
      const audit = auditOf(request, `listing.second-look-${word}`, kind, id);
      const decided = decidedOr(await listingReports.answerSecondLook(kind, id, outcome, reason, audit, listingNotice), {
        missing: [404, LISTING_DECISION_MESSAGES.notFound],
        none: [409, LISTING_DECISION_MESSAGES.noSecondLook],
      });
      await mailSeller(app, request, decided.told, `listing-second-look-${word}`, `${publicUrl}${decided.entry.link}`);
      return answered(decided.entry);
    },
  );
}

/** The seller's listings our team withdrew, so they can read why and ask for a second look (form-style, login). */
function withdrawalsRoute(app: FastifyInstance): void {
  app.post(
    LISTING_REPORT_API.withdrawals,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The caller’s listings our team withdrew, with the reason and any second look, newest first (form-style, login required)',
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(Type.Array(WithdrawnListingSchema)), '4xx': FormFailureSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: 1, msg: '', data: await app.repositories.listingReports.withdrawals(user.id) };
    },
  );
}

const untyped = (description: string) => Type.Optional(Type.Unsafe<unknown>({ description }));

/** The seller asks for a second look at the withdrawal of their listing (signed, once per withdrawal). */
function askSecondLookRoute(app: FastifyInstance): void {
  app.post<{ Body: { kind?: unknown; id?: unknown; text?: unknown } }>(
    LISTING_REPORT_API.askSecondLook,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['catalogue'],
        summary: 'Asks the operators for a second look at the withdrawal of one’s own listing, once (signed)',
        description:
          'Answers 404 for a listing that is not the caller’s, 409 for one our team did not withdraw or whose withdrawal was already the subject of a request.',
        body: SignedBody({
          kind: untyped('new | idle'),
          id: untyped('The listing'),
          text: untyped(
            `Why it should be listed again, ${LISTING_REPORT_LIMITS.secondLookMin}-${LISTING_REPORT_LIMITS.secondLookMax} characters`,
          ),
        }),
        response: { 200: ApiEnvelope(SecondLookAskedSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const kind = readChoice(request.body.kind, CATALOGUE_KINDS, null, LISTING_REPORT_MESSAGES.kind);
      const id = parseId(request.body.id);
      if (id === null) throw new HttpError(404, LISTING_SECOND_LOOK_MESSAGES.notFound);
      const text = readSecondLookText(
        request.body.text,
        LISTING_REPORT_LIMITS.secondLookMin,
        LISTING_REPORT_LIMITS.secondLookMax,
        LISTING_SECOND_LOOK_MESSAGES.text,
      );
      const now = new Date();
      const outcome = await app.repositories.listingReports.askSecondLook(kind, id, { id: user.id, email: user.email }, text, now);
      if (outcome === 'missing') throw new HttpError(404, LISTING_SECOND_LOOK_MESSAGES.notFound);
      if (outcome === 'notWithdrawn') throw new HttpError(409, LISTING_SECOND_LOOK_MESSAGES.notWithdrawn);
      if (outcome === 'already') throw new HttpError(409, LISTING_SECOND_LOOK_MESSAGES.already);
      return { code: ErrorCode.OK, msg: LISTING_SECOND_LOOK_MESSAGES.asked, data: { asked_at: now.toISOString() } };
    },
  );
}

export default function listingReportRoutes(app: FastifyInstance, options: { publicUrl: string }, done: () => void): void {
  const operatorOnly = app.operatorOnly('moderator');
  reportRoute(app);
  queueRoute(app, operatorOnly);
  decideRoute(app, operatorOnly, options.publicUrl);
  secondLookAnswerRoute(app, operatorOnly, options.publicUrl);
  withdrawalsRoute(app);
  askSecondLookRoute(app);
  done();
}
