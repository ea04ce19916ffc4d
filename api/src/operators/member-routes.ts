// The members page's operator routes (decision 033): search members; suspend one with the reason they read by e-mail
// (a statement of reasons: they cannot log in to read an inbox), which ends every login of the account; lift it.
// A moderator's or an admin's: abusive members are the community's first concern. Ending every login without
// suspending stays an admin's (platform/operator-routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorCode } from '@yachts/contracts/envelope';
import { MEMBER_LIMITS, MEMBER_MESSAGES, OPERATOR_MEMBERS_API, type MemberRecord, type OperatorRole } from '@yachts/contracts/operators';
import { SITE_NAME } from '@yachts/contracts/site';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import { MemberRecordSchema } from '@yachts/contracts/wire/operators';
import { HttpError } from '../lib/http-error';
import { pageFields, pageFromQuery } from '../lib/page-request';
import { MAIL_SIGNATURE } from '../platform/mail-text';
import type { SuspensionOutcome } from './members-repository';

type Row = NonNullable<Awaited<ReturnType<FastifyInstance['repositories']['members']['findByUuid']>>>;

function toRecord(row: Row): MemberRecord {
  return {
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: (row.role as OperatorRole | null) ?? 'member',
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    suspended_at: row.suspendedAt ? row.suspendedAt.toISOString() : null,
    suspended_reason: row.suspendedReason,
    logins: row.logins,
  };
}

const UuidParams = Type.Object({ uuid: Type.String({ maxLength: 36 }) });

const actorOf = (request: FastifyRequest, action: string) => ({
  actorUserId: request.operator!.userId,
  actor: request.operator!.actor,
  action,
});

async function answer(app: FastifyInstance, outcome: SuspensionOutcome<unknown>, uuid: string) {
  if (outcome.outcome === 'missing') throw new HttpError(404, MEMBER_MESSAGES.notFound);
  if (outcome.outcome === 'operator') throw new HttpError(409, MEMBER_MESSAGES.operator);
  if (outcome.outcome === 'already') throw new HttpError(409, MEMBER_MESSAGES.alreadySuspended);
  if (outcome.outcome === 'not-suspended') throw new HttpError(409, MEMBER_MESSAGES.notSuspended);
  const row = await app.repositories.members.findByUuid(uuid);
  return { code: ErrorCode.OK, msg: '', data: toRecord(row!) };
}

function readReason(raw: string | undefined, required: boolean): string {
  const reason = (raw ?? '').trim();
  if (required && !reason) throw new HttpError(400, MEMBER_MESSAGES.reasonRequired);
  if (reason.length > MEMBER_LIMITS.reasonMax) throw new HttpError(400, MEMBER_MESSAGES.reasonTooLong);
  return reason;
}

type ModeratorOnly = ReturnType<FastifyInstance['operatorOnly']>;

/** Members found by address, name or uuid. */
function memberSearchRoute(app: FastifyInstance, moderatorOnly: ModeratorOnly): void {
  const members = () => app.repositories.members;
  app.get(
    OPERATOR_MEMBERS_API.members,
    {
      onRequest: moderatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Members, newest first, found by part of an address or a name, or a whole uuid (moderator)',
        security: [{ operator: [] }],
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ maxLength: MEMBER_LIMITS.searchMax })), ...pageFields },
          { additionalProperties: false },
        ),
        response: { 200: ApiEnvelope(PageOf(MemberRecordSchema)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as { q?: string; page: number; page_size: number };
      const { page, pageSize } = pageFromQuery(query);
      const { rows, total } = await members().search(query.q ?? '', page, pageSize);
      return { code: ErrorCode.OK, msg: '', data: { items: rows.map(toRecord), total, page, pageSize } };
    },
  );
}

/** Suspending a member, who is told by e-mail. */
function suspendRoute(app: FastifyInstance, moderatorOnly: ModeratorOnly): void {
  const members = () => app.repositories.members;
  app.post(
    OPERATOR_MEMBERS_API.suspend.pattern,
    {
      onRequest: moderatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Suspends a member with the reason they are e-mailed; every login of the account ends (moderator)',
        description: 'An operator cannot be suspended (409: take the role away first); nor can a suspended account again (409).',
        security: [{ operator: [] }],
        params: UuidParams,
        body: Type.Object({ reason: Type.String({ maxLength: MEMBER_LIMITS.reasonMax * 2 }) }, { additionalProperties: false }),
        response: { 200: ApiEnvelope(MemberRecordSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      const reason = readReason((request.body as { reason: string }).reason, true);
      const outcome = await members().suspend(uuid, reason, actorOf(request, 'member.suspend'));
      if (outcome.outcome === 'done') {
        await app.sendNotice(
          {
            to: outcome.member.email,
            kind: 'member-suspended',
            subject: `${SITE_NAME}: your account is suspended`,
            text: [
              `Hello ${outcome.member.name},`,
              '',
              `A moderator suspended your ${SITE_NAME} account. You cannot log in until the suspension is lifted.`,
              '',
              `Why: ${reason}`,
              '',
              'If you think this is a mistake, write to us through the feedback button on the site and a moderator will look at it again.',
              MAIL_SIGNATURE,
            ].join('\n'),
          },
          request.log,
        );
      }
      return answer(app, outcome, uuid);
    },
  );
}

/** Lifting a suspension, told to the member by e-mail. */
function unsuspendRoute(app: FastifyInstance, moderatorOnly: ModeratorOnly): void {
  const members = () => app.repositories.members;
  app.post(
    OPERATOR_MEMBERS_API.unsuspend.pattern,
    {
      onRequest: moderatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Lifts a suspension; the member is e-mailed that they may log in again (moderator)',
        security: [{ operator: [] }],
        params: UuidParams,
        body: Type.Object(
          { reason: Type.Optional(Type.String({ maxLength: MEMBER_LIMITS.reasonMax * 2 })) },
          { additionalProperties: false },
        ),
        response: { 200: ApiEnvelope(MemberRecordSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      const reason = readReason((request.body as { reason?: string } | undefined)?.reason, false);
      const outcome = await members().unsuspend(uuid, reason, actorOf(request, 'member.unsuspend'));
      if (outcome.outcome === 'done') {
        await app.sendNotice(
          {
            to: outcome.member.email,
            kind: 'member-unsuspended',
            subject: `${SITE_NAME}: your account is open again`,
            text: [
              `Hello ${outcome.member.name},`,
              '',
              `Your ${SITE_NAME} account is no longer suspended: you can log in again.`,
              ...(reason ? ['', reason] : []),
              MAIL_SIGNATURE,
            ].join('\n'),
          },
          request.log,
        );
      }
      return answer(app, outcome, uuid);
    },
  );
}

export default function memberRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const moderatorOnly = app.operatorOnly('moderator');
  memberSearchRoute(app, moderatorOnly);
  suspendRoute(app, moderatorOnly);
  unsuspendRoute(app, moderatorOnly);
  done();
}
