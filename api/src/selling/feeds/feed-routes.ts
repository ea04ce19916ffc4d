// A dealer's stock feeds (decision 045): a feed file uploaded and imported at once, feed addresses registered and
// fetched on a schedule through the job queue (feeds.sweep every hour, feeds.fetch per address and turn), each run's
// report, the CSV template and its fields, and the exports of the dealer's listings (OpenMarine XML, CSV) and
// conversations (CSV). The owner and the staff of a dealer use them; only the owner registers or removes addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  DEALER_FEEDS_API,
  DEALER_FEEDS_LIMITS,
  DEALER_FEEDS_MESSAGES,
  FEED_FORMATS,
  type FeedFormat,
} from '@yachts/contracts/dealer-feeds';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiEnvelope, ErrorEnvelopeSchema, SignedBody } from '@yachts/contracts/wire/common';
import { CsvFieldSchema, DealerFeedsSchema, FeedRunSchema, FeedSourceSchema } from '@yachts/contracts/wire/dealer-feeds';
import { insertAudit } from '../../lib/audit-log';
import { enqueueJob } from '../../lib/job-queue';
import { HttpError } from '../../lib/http-error';
import { parseId } from '../../lib/page-request';
import type { UploadStorage } from '../../platform/upload-storage';
import { CSV_FIELDS, csvTemplate, parseCsvFeed, toCsv } from './csv-feed';
import { FEED_IMPORT_LIMITS, importFeed } from './feed-imports-repository';
import { isWebAddress, type FeedRead } from './feed-listing';
import { parseOpenMarine, toOpenMarine } from './openmarine';
import { safeFetch } from './safe-fetch';

export interface FeedRouteOptions {
  storage: UploadStorage;
  feedAllowedHosts: readonly string[];
  /** The site's address: the exports give photos as absolute addresses. */
  publicUrl: string;
}

/** The job kinds of the feeds: the hourly look for due addresses, and one address's fetch and import. */
export const FEED_JOBS = { sweep: 'feeds.sweep', fetch: 'feeds.fetch' } as const;

const errors = { '4xx': ErrorEnvelopeSchema } as const;

/** A feed's text read in its format. */
export function readFeed(format: FeedFormat, content: string | Buffer): FeedRead {
  const options = { maxBytes: FEED_IMPORT_LIMITS.feedBytesMax };
  return format === 'csv' ? parseCsvFeed(content, options) : parseOpenMarine(content, options);
}

function readFormat(value: unknown): FeedFormat {
  if (typeof value !== 'string' || !(FEED_FORMATS as readonly string[]).includes(value))
    throw new HttpError(400, DEALER_FEEDS_MESSAGES.format);
  return value as FeedFormat;
}

const readFlag = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

/** A CSV field that a spreadsheet would not run as a formula is not our concern here: the export is data back. */
function csvLine(values: (string | number)[]): string {
  return values.map((value) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value))).join(',');
}

/** What every feed route needs: the repository, the database, the import's parts, and who the caller is. */
function feedContext(app: FastifyInstance, options: FeedRouteOptions) {
  const { feeds } = app.repositories;
  const { db } = app.database;
  const deps = { storage: options.storage, allowPrivateHosts: options.feedAllowedHosts };

  /** The caller's dealer and role; 404 in plain words for a member who works for none. */
  async function dealerOf(request: FastifyRequest) {
    const user = await app.requireUser(request);
    const membership = await app.repositories.dealerWorkspace.membershipOf(user.id);
    if (!membership) throw new HttpError(404, DEALER_FEEDS_MESSAGES.notDealer, ErrorCode.NOT_FOUND);
    return { ...membership, user };
  }

  /** The dealer's listings as feed records, their photos as absolute addresses. */
  async function exported(dealerId: number) {
    const listings = await feeds.listingsForExport(dealerId);
    return listings.map((listing) => ({
      ...listing,
      photoUrls: listing.photoUrls.map((url) => (url.startsWith('/') ? `${options.publicUrl}${url}` : url)),
    }));
  }

  async function ownerOf(request: FastifyRequest) {
    const member = await dealerOf(request);
    if (member.role !== 'owner')
      throw new HttpError(403, 'Only the owner of the dealer account can change its feed addresses.', ErrorCode.FORBIDDEN);
    return member;
  }

  const audit = (member: { user: { id: number; email: string } }, action: string, targetId: string) =>
    insertAudit(db, { actorUserId: member.user.id, actor: member.user.email, action, targetKind: 'dealer-feed', targetId });

  return { feeds, db, deps, dealerOf, exported, ownerOf, audit };
}

type FeedContext = ReturnType<typeof feedContext>;

/** The page's state, and a feed file imported at once. */
function uploadRoutes(app: FastifyInstance, { feeds, db, deps, dealerOf, audit }: FeedContext): void {
  app.get(
    DEALER_FEEDS_API.feeds,
    {
      schema: {
        tags: ['selling'],
        summary: "The dealer's feed addresses and latest imports",
        response: { 200: ApiEnvelope(DealerFeedsSchema), ...errors },
      },
    },
    async (request) => {
      const member = await dealerOf(request);
      return {
        code: ErrorCode.OK,
        msg: 'ok',
        data: { role: member.role, sources: await feeds.sources(member.dealerId), runs: await feeds.runs(member.dealerId) },
      };
    },
  );

  app.post<{ Body: { format?: unknown; full?: unknown; content?: unknown } }>(
    DEALER_FEEDS_API.upload,
    {
      preValidation: app.verifySigned,
      bodyLimit: DEALER_FEEDS_LIMITS.uploadMax + 64 * 1024,
      schema: {
        tags: ['selling'],
        summary:
          'Imports a feed file at once (signed; owner or staff): created, updated, withdrawn (a full feed), refused with the line or element',
        description: 'A feed that cannot be read changes nothing; running the same feed twice changes nothing the second time.',
        body: SignedBody({
          format: Type.Optional(Type.Unsafe<unknown>({ description: FEED_FORMATS.join(' | ') })),
          full: Type.Optional(Type.Unsafe<unknown>({ description: 'true: the whole stock (missing listings are withdrawn)' })),
          content: Type.Optional(Type.Unsafe<unknown>({ description: 'The file, as text' })),
        }),
        response: { 200: ApiEnvelope(FeedRunSchema), ...errors },
      },
    },
    async (request) => {
      const member = await dealerOf(request);
      const format = readFormat(request.body.format);
      const { content } = request.body;
      if (typeof content !== 'string' || content.trim() === '') throw new HttpError(400, DEALER_FEEDS_MESSAGES.content);
      if (content.length > DEALER_FEEDS_LIMITS.uploadMax) throw new HttpError(413, DEALER_FEEDS_MESSAGES.tooLarge);
      const run = await importFeed(
        db,
        deps,
        { dealerId: member.dealerId, origin: 'upload', format, full: readFlag(request.body.full) },
        readFeed(format, content),
      );
      await audit(member, 'feed.upload', String(run.id));
      return { code: ErrorCode.OK, msg: 'ok', data: (await feeds.run(member.dealerId, run.id))! };
    },
  );
}

/** Feed addresses: registered, removed, fetched now. */
function sourceRoutes(app: FastifyInstance, { feeds, ownerOf, audit }: FeedContext): void {
  app.post<{ Body: { url?: unknown; format?: unknown; full?: unknown; everyHours?: unknown } }>(
    DEALER_FEEDS_API.addSource,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: 'Registers a feed address the site fetches on a schedule (signed; the owner)',
        body: SignedBody({
          url: Type.Optional(Type.Unsafe<unknown>({ description: 'http(s) address of the feed' })),
          format: Type.Optional(Type.Unsafe<unknown>({ description: FEED_FORMATS.join(' | ') })),
          full: Type.Optional(Type.Unsafe<unknown>({ description: 'true: the whole stock' })),
          everyHours: Type.Optional(
            Type.Unsafe<unknown>({ description: `${DEALER_FEEDS_LIMITS.everyHoursMin}-${DEALER_FEEDS_LIMITS.everyHoursMax}` }),
          ),
        }),
        response: { 200: ApiEnvelope(FeedSourceSchema), ...errors },
      },
    },
    async (request) => {
      const member = await ownerOf(request);
      const { url } = request.body;
      if (typeof url !== 'string' || url.length > DEALER_FEEDS_LIMITS.urlMax || !isWebAddress(url.trim()))
        throw new HttpError(400, DEALER_FEEDS_MESSAGES.url);
      const format = readFormat(request.body.format);
      const hoursText = request.body.everyHours ?? DEALER_FEEDS_LIMITS.everyHoursDefault;
      const everyHours = Number(hoursText);
      if (
        !Number.isInteger(everyHours) ||
        everyHours < DEALER_FEEDS_LIMITS.everyHoursMin ||
        everyHours > DEALER_FEEDS_LIMITS.everyHoursMax
      ) {
        throw new HttpError(400, DEALER_FEEDS_MESSAGES.everyHours);
      }
      const existing = await feeds.sources(member.dealerId);
      if (!existing.some((source) => source.url === url.trim()) && existing.length >= DEALER_FEEDS_LIMITS.sourcesMax) {
        throw new HttpError(409, DEALER_FEEDS_MESSAGES.tooManySources);
      }
      const source = await feeds.saveSource(member.dealerId, {
        url: url.trim(),
        format,
        full: readFlag(request.body.full ?? true),
        everyHours,
      });
      await audit(member, 'feed.source-save', String(source.id));
      await app.jobs.enqueue({
        kind: FEED_JOBS.fetch,
        payload: { sourceId: source.id },
        key: `${FEED_JOBS.fetch}:${source.id}:${source.nextRunAt}`,
      });
      return { code: ErrorCode.OK, msg: DEALER_FEEDS_MESSAGES.queued, data: source };
    },
  );
}

/** An address removed (the owner) or fetched now (owner or staff). */
function sourceActionRoutes(app: FastifyInstance, { feeds, dealerOf, ownerOf, audit }: FeedContext): void {
  for (const [path, action] of [
    [DEALER_FEEDS_API.removeSource, 'remove'],
    [DEALER_FEEDS_API.runSource, 'run'],
  ] as const) {
    app.post<{ Body: { id?: unknown } }>(
      path,
      {
        preValidation: app.verifySigned,
        schema: {
          tags: ['selling'],
          summary:
            action === 'remove'
              ? 'Removes a feed address (signed; the owner)'
              : 'Fetches a feed address now, through the job queue (signed; owner or staff)',
          body: SignedBody({ id: Type.Optional(Type.Unsafe<unknown>({ description: 'The feed address id' })) }),
          response: { 200: ApiEnvelope(Type.Null()), ...errors },
        },
      },
      async (request) => {
        const member = action === 'remove' ? await ownerOf(request) : await dealerOf(request);
        const id = parseId(request.body.id);
        if (id === null) throw new HttpError(404, DEALER_FEEDS_MESSAGES.sourceMissing, ErrorCode.NOT_FOUND);
        const now = new Date();
        const found = action === 'remove' ? await feeds.removeSource(member.dealerId, id) : await feeds.dueNow(member.dealerId, id, now);
        if (!found) throw new HttpError(404, DEALER_FEEDS_MESSAGES.sourceMissing, ErrorCode.NOT_FOUND);
        await audit(member, `feed.source-${action}`, String(id));
        if (action === 'run')
          await app.jobs.enqueue({
            kind: FEED_JOBS.fetch,
            payload: { sourceId: id },
            key: `${FEED_JOBS.fetch}:${id}:${now.getTime()}`,
          });
        return { code: ErrorCode.OK, msg: action === 'run' ? DEALER_FEEDS_MESSAGES.queued : 'ok', data: null };
      },
    );
  }
}

/** One run's report, and the CSV template and its fields. */
function reportRoutes(app: FastifyInstance, { feeds, dealerOf }: FeedContext): void {
  app.get<{ Params: { id: string } }>(
    DEALER_FEEDS_API.run,
    {
      schema: {
        tags: ['selling'],
        summary: "One import's report",
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        response: { 200: ApiEnvelope(FeedRunSchema), ...errors },
      },
    },
    async (request) => {
      const member = await dealerOf(request);
      const id = parseId(request.params.id);
      const run = id === null ? null : await feeds.run(member.dealerId, id);
      if (!run) throw new HttpError(404, DEALER_FEEDS_MESSAGES.runMissing, ErrorCode.NOT_FOUND);
      return { code: ErrorCode.OK, msg: 'ok', data: run };
    },
  );

  app.get(
    DEALER_FEEDS_API.template,
    { schema: { tags: ['selling'], summary: 'The CSV feed template: the header and one example line' } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="yacht-harbour-feed-template.csv"')
        .send(csvTemplate()),
  );
  app.get(
    DEALER_FEEDS_API.fields,
    { schema: { tags: ['selling'], summary: "The CSV feed's fields", response: { 200: ApiEnvelope(Type.Array(CsvFieldSchema)) } } },
    () => Promise.resolve({ code: ErrorCode.OK, msg: 'ok', data: CSV_FIELDS.map((field) => ({ ...field })) }),
  );
}

/** The exports: listings as OpenMarine XML and CSV, conversations as CSV. */
function exportRoutes(app: FastifyInstance, { feeds, dealerOf, exported }: FeedContext): void {
  app.get(
    DEALER_FEEDS_API.exportXml,
    { schema: { tags: ['selling'], summary: 'Every listing of the dealer as OpenMarine XML (owner or staff)' } },
    async (request, reply) => {
      const member = await dealerOf(request);
      const xml = toOpenMarine(await exported(member.dealerId));
      return reply.type('application/xml; charset=utf-8').header('content-disposition', 'attachment; filename="listings.xml"').send(xml);
    },
  );
  app.get(
    DEALER_FEEDS_API.exportCsv,
    { schema: { tags: ['selling'], summary: 'Every listing of the dealer as CSV (owner or staff)' } },
    async (request, reply) => {
      const member = await dealerOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="listings.csv"')
        .send(toCsv(await exported(member.dealerId)));
    },
  );
  app.get(
    DEALER_FEEDS_API.exportConversations,
    { schema: { tags: ['selling'], summary: "The dealer's conversations as CSV, a line per message (owner or staff)" } },
    async (request, reply) => {
      const member = await dealerOf(request);
      const rows = await feeds.conversationsForExport(member.dealerId);
      const header = [
        'conversation',
        'yacht_kind',
        'yacht_id',
        'status',
        'buyer_name',
        'buyer_email',
        'buyer_phone',
        'from',
        'message',
        'sent_at',
      ];
      const lines = rows.map((row) =>
        csvLine([
          row.conversationId,
          row.yachtKind === 'idle' ? 'used' : 'new',
          row.yachtId,
          row.status,
          row.buyerName,
          row.buyerEmail,
          row.buyerPhone,
          row.side,
          row.body,
          row.at,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="conversations.csv"')
        .send([csvLine(header), ...lines].join('\r\n') + '\r\n');
    },
  );
}

/** The schedule's jobs. */
function feedJobs(app: FastifyInstance, options: FeedRouteOptions, { feeds, db, deps }: FeedContext): void {
  // The schedule: every hour the due addresses become jobs (keyed by address and turn, so instances asking together
  // add each once), and a job fetches and imports one address.
  app.jobs.hourly((hour) => ({
    kind: FEED_JOBS.sweep,
    payload: { hour: hour.toISOString() },
    key: `${FEED_JOBS.sweep}:${hour.toISOString()}`,
  }));
  app.jobs.handle(FEED_JOBS.sweep, async (_payload, { now }) => {
    for (const source of await feeds.dueSources(now)) {
      await enqueueJob(db, {
        kind: FEED_JOBS.fetch,
        payload: { sourceId: source.id },
        key: `${FEED_JOBS.fetch}:${source.id}:${source.nextRunAt.getTime()}`,
      });
    }
  });
  app.jobs.handle(FEED_JOBS.fetch, async (payload) => {
    const source = await feeds.source(Number((payload as { sourceId?: unknown }).sourceId));
    if (!source) return;
    await feeds.markRun(source.id);
    const answer = await safeFetch(source.url, {
      maxBytes: FEED_IMPORT_LIMITS.feedBytesMax,
      timeoutMs: FEED_IMPORT_LIMITS.feedTimeoutMs,
      contentTypes: ['application/xml', 'text/xml', 'text/csv', 'text/plain', 'application/octet-stream', 'application/csv'],
      allowPrivateHosts: options.feedAllowedHosts,
    });
    const read: FeedRead = answer.ok ? readFeed(source.format, answer.body) : { ok: false, reason: answer.reason };
    await importFeed(
      db,
      deps,
      { dealerId: source.dealerId, origin: 'fetch', format: source.format, full: source.full, sourceId: source.id },
      read,
    );
  });
}

export default function feedRoutes(app: FastifyInstance, options: FeedRouteOptions, done: () => void): void {
  const context = feedContext(app, options);
  uploadRoutes(app, context);
  sourceRoutes(app, context);
  sourceActionRoutes(app, context);
  reportRoutes(app, context);
  exportRoutes(app, context);
  feedJobs(app, options, context);
  done();
}
