// Saved searches (contracts/src/alerts.ts ALERTS_API, decision 027): the member's list, save, rename or change how
// often, delete (signed POSTs and a GET with the access-token header, login required), and the unsubscribe link of
// the alert mails (no login: the signed token is the authority, and it can only turn alerts off).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  ALERTS_API,
  SAVED_SEARCH_LIMITS,
  describeCatalogueQuery,
  savedSearchUrl,
  type AlertFrequency,
} from '@yachts/contracts/alerts';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { LIMITS } from '@yachts/contracts/rules';
import { ApiEnvelope, ErrorEnvelopeSchema, IdParams, SignedBody } from '@yachts/contracts/wire/common';
import { PriceDropSettingSchema, SavedSearchSchema, UnsubscribeResultSchema, type SavedSearch } from '@yachts/contracts/wire/alerts';
import { HttpError } from '../../lib/http-error';
import { CONTROL, readSavedQuery } from '../catalogue-query';
import type { SavedSearchRow } from './saved-searches-repository';
import type { EmailNoticeKind } from '@yachts/contracts/account';
import { readUnsubscribeToken } from '../../lib/unsubscribe-token';

export const SAVED_SEARCH_ROUTE_MESSAGES = {
  id: `The saved search id must be a whole number from 1 to ${LIMITS.intMax}.`,
  unsubscribedSearch: (name: string) => `You will no longer get alerts for “${name}”.`,
  unsubscribedGone: 'This saved search was deleted: it sends no alerts.',
  unsubscribed: {
    'price-drops': 'You will no longer get price-drop alerts for the yachts you follow.',
    replies: 'You will no longer get e-mails about replies. They still show on the bell.',
    mentions: 'You will no longer get e-mails when someone mentions you. They still show on the bell.',
    praise: 'You will no longer get e-mails about praise. It still shows on the bell.',
  } satisfies Record<EmailNoticeKind, string>,
} as const;

const errors = { '4xx': ErrorEnvelopeSchema };
const unsafe = (description: string) => Type.Unsafe<unknown>({ description });

function toWire(row: SavedSearchRow): SavedSearch {
  const kind = row.kind as CatalogueKind;
  const { query } = readSavedQueryOrEmpty(kind, row.query);
  return {
    id: row.id,
    kind,
    name: row.name,
    query: row.query,
    url: savedSearchUrl(kind, row.query),
    summary: describeCatalogueQuery(kind, query),
    frequency: row.frequency as AlertFrequency,
    newMatches: row.newMatches,
    lastAlertAt: row.lastAlertAt ? row.lastAlertAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A kept query that no longer reads (a retired filter value) still lists, as the whole catalogue's words. */
function readSavedQueryOrEmpty(kind: CatalogueKind, text: string) {
  try {
    return readSavedQuery(kind, text);
  } catch {
    return { query: {} };
  }
}

function readName(value: unknown): string {
  if (value === undefined || value === null) throw new HttpError(400, ALERT_MESSAGES.nameRequired);
  if (typeof value !== 'string' || CONTROL.test(value)) throw new HttpError(400, ALERT_MESSAGES.nameRequired);
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') throw new HttpError(400, ALERT_MESSAGES.nameRequired);
  if (name.length > SAVED_SEARCH_LIMITS.nameMax) throw new HttpError(400, ALERT_MESSAGES.nameTooLong);
  return name;
}

function readFrequency(value: unknown): AlertFrequency {
  if (typeof value !== 'string' || !(ALERT_FREQUENCIES as readonly string[]).includes(value))
    throw new HttpError(400, ALERT_MESSAGES.frequency);
  return value as AlertFrequency;
}

function readKind(value: unknown): CatalogueKind {
  if (value !== 'new' && value !== 'idle') throw new HttpError(400, ALERT_MESSAGES.kind);
  return value;
}

function readQuery(kind: CatalogueKind, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, ALERT_MESSAGES.queryTooLong);
  if (value.length > SAVED_SEARCH_LIMITS.queryMax) throw new HttpError(400, ALERT_MESSAGES.queryTooLong);
  return readSavedQuery(kind, value).canonical;
}

function idOf(request: FastifyRequest<{ Params: { id: number } }>): number {
  const { id } = request.params;
  if (!Number.isSafeInteger(id) || id < 1 || id > LIMITS.intMax) throw new HttpError(400, SAVED_SEARCH_ROUTE_MESSAGES.id);
  return id;
}

/** The path's id and the unsubscribe token in their sentences; the rest (a body that is no object) in Ajv's words. */
function schemaErrors(errors: { instancePath?: string; message?: string }[], dataVar: string): Error {
  if (dataVar === 'params') return new Error(SAVED_SEARCH_ROUTE_MESSAGES.id);
  if (dataVar === 'querystring') return new Error(ALERT_MESSAGES.unsubscribeInvalid);
  const [first] = errors;
  return new Error(`${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`);
}

type OwnedOr404 = (userId: number, id: number) => Promise<SavedSearchRow>;

/** GET the caller's saved searches, POST a new one. */
function savedSearchesRoutes(app: FastifyInstance, ownedOr404: OwnedOr404): void {
  const { savedSearches } = app.repositories;

  app.get(
    ALERTS_API.savedSearches,
    {
      schema: {
        tags: ['alerts'],
        summary: "The caller's saved searches, newest first (login required)",
        response: { 200: ApiEnvelope(Type.Array(SavedSearchSchema)), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: (await savedSearches.list(user.id)).map(toWire) };
    },
  );

  app.post<{ Body: { kind?: unknown; name?: unknown; query?: unknown; frequency?: unknown } }>(
    ALERTS_API.savedSearches,
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['alerts'],
        summary: "Saves a list's filters and keywords with a name and how often new matches are e-mailed (signed, login required)",
        description: `At most ${SAVED_SEARCH_LIMITS.perMember} per member. query is the list's address parameters (CatalogueQuery names, page left out), checked like the list checks them.`,
        // Not typed here: the handler answers each field in words the form can show.
        body: SignedBody({
          kind: Type.Optional(unsafe('new | idle')),
          name: Type.Optional(unsafe(`At most ${SAVED_SEARCH_LIMITS.nameMax} characters`)),
          query: Type.Optional(
            unsafe('The list address parameters, e.g. type=sail&builder=Beneteau&q=oceanis; empty for the whole catalogue'),
          ),
          frequency: Type.Optional(unsafe(`${ALERT_FREQUENCIES.join(' | ')}; instant when left out`)),
        }),
        response: { 200: ApiEnvelope(SavedSearchSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const kind = readKind(request.body.kind);
      const name = readName(request.body.name);
      const frequency = readFrequency(request.body.frequency ?? 'instant');
      const query = readQuery(kind, request.body.query);
      const id = await savedSearches.create(user.id, { kind, name, query, frequency });
      if (id === 'tooMany') throw new HttpError(409, ALERT_MESSAGES.tooMany);
      return { code: ErrorCode.OK, msg: ALERT_MESSAGES.saved, data: toWire(await ownedOr404(user.id, id)) };
    },
  );
}

/** Renaming (or a new frequency for) one saved search, and deleting it. */
function savedSearchRoutesById(app: FastifyInstance, ownedOr404: OwnedOr404): void {
  const { savedSearches } = app.repositories;

  app.post<{ Params: { id: number }; Body: { name?: unknown; frequency?: unknown } }>(
    ALERTS_API.savedSearch.pattern,
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['alerts'],
        summary: "Renames one of the caller's saved searches or changes how often it sends alerts (signed, login required)",
        params: IdParams('Saved search id'),
        body: SignedBody({ name: Type.Optional(unsafe('A new name')), frequency: Type.Optional(unsafe(ALERT_FREQUENCIES.join(' | '))) }),
        response: { 200: ApiEnvelope(SavedSearchSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = idOf(request);
      const values: { name?: string; frequency?: AlertFrequency } = {};
      if (request.body.name !== undefined) values.name = readName(request.body.name);
      if (request.body.frequency !== undefined) values.frequency = readFrequency(request.body.frequency);
      if (values.name === undefined && values.frequency === undefined) throw new HttpError(400, ALERT_MESSAGES.nothingToChange);
      await ownedOr404(user.id, id);
      await savedSearches.update(user.id, id, values);
      return { code: ErrorCode.OK, msg: 'ok', data: toWire(await ownedOr404(user.id, id)) };
    },
  );

  app.post<{ Params: { id: number } }>(
    ALERTS_API.deleteSavedSearch.pattern,
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['alerts'],
        summary: "Deletes one of the caller's saved searches and its matches (signed, login required)",
        params: IdParams('Saved search id'),
        body: SignedBody({}),
        response: { 200: ApiEnvelope(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = idOf(request);
      if (!(await savedSearches.remove(user.id, id))) throw new HttpError(404, ALERT_MESSAGES.notFound, ErrorCode.NOT_FOUND);
      return { code: ErrorCode.OK, msg: 'ok', data: { id } };
    },
  );
}

/** Whether the caller gets price-drop alerts: read and set. */
function priceDropRoutes(app: FastifyInstance): void {
  const { savedSearches } = app.repositories;

  app.get(
    ALERTS_API.priceDrops,
    {
      schema: {
        tags: ['alerts'],
        summary: 'Whether the caller gets a mail when a yacht they follow is offered for less (login required)',
        response: { 200: ApiEnvelope(PriceDropSettingSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: { enabled: !(await savedSearches.priceDropsOff(user.id)) } };
    },
  );

  app.post<{ Body: { enabled?: unknown } }>(
    ALERTS_API.priceDrops,
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['alerts'],
        summary: 'Turns price-drop alerts on or off for the caller (signed, login required); the unsubscribe link turns them off too',
        body: SignedBody({ enabled: Type.Optional(unsafe('true | false')) }),
        response: { 200: ApiEnvelope(PriceDropSettingSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      // A signed body carries values as sent; a form may send the words.
      const { enabled } = request.body;
      const on = enabled === true || enabled === 'true' ? true : enabled === false || enabled === 'false' ? false : null;
      if (on === null) throw new HttpError(400, ALERT_MESSAGES.enabled);
      if (on) await savedSearches.startPriceDrops(user.id);
      else await savedSearches.stopPriceDrops(user.id);
      return { code: ErrorCode.OK, msg: 'ok', data: { enabled: on } };
    },
  );
}

// The token is in the address; whatever body comes (none, JSON, the RFC 8058 form) is read up to a small limit and
// ignored. The parser applies to this route only.
function unsubscribeRoute(scope: FastifyInstance, options: { unsubscribeKey: Buffer }, registered: () => void): void {
  const { savedSearches } = scope.repositories;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
  scope.post<{ Querystring: { token?: string } }>(
    ALERTS_API.unsubscribe,
    {
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['alerts'],
        summary: 'Stops the alerts an alert mail’s link names (no login: the signed token decides); repeating it changes nothing',
        description:
          'The site’s unsubscribe page posts here, and so do mail programs’ one-click buttons (RFC 8058: a form body List-Unsubscribe=One-Click, which is not needed). A token is good for ' +
          `${SAVED_SEARCH_LIMITS.unsubscribeDays} days.`,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { token: { type: 'string', maxLength: 200, description: 'The token of the mail’s link' } },
        },
        response: { 200: ApiEnvelope(UnsubscribeResultSchema), ...errors },
      },
    },
    async (request) => {
      const reading = readUnsubscribeToken(options.unsubscribeKey, request.query.token);
      if (!reading.ok)
        throw new HttpError(400, reading.reason === 'expired' ? ALERT_MESSAGES.unsubscribeExpired : ALERT_MESSAGES.unsubscribeInvalid);
      if (reading.scope.kind === 'search') {
        const name = await savedSearches.stop(reading.scope.searchId);
        const message = name === null ? SAVED_SEARCH_ROUTE_MESSAGES.unsubscribedGone : SAVED_SEARCH_ROUTE_MESSAGES.unsubscribedSearch(name);
        return { code: ErrorCode.OK, msg: 'ok', data: { stopped: 'search' as const, name, message } };
      }
      // Price drops and the community's notices are the member's e-mail choices (decision 033).
      const { kind, userId } = reading.scope;
      await scope.repositories.emailPreferences.set(userId, { [kind]: false });
      return {
        code: ErrorCode.OK,
        msg: 'ok',
        data: { stopped: kind, name: null, message: SAVED_SEARCH_ROUTE_MESSAGES.unsubscribed[kind] },
      };
    },
  );
  registered();
}

export default async function savedSearchRoutes(app: FastifyInstance, options: { unsubscribeKey: Buffer }) {
  const { savedSearches } = app.repositories;

  async function ownedOr404(userId: number, id: number): Promise<SavedSearchRow> {
    const row = await savedSearches.find(userId, id);
    if (!row) throw new HttpError(404, ALERT_MESSAGES.notFound, ErrorCode.NOT_FOUND);
    return row;
  }

  savedSearchesRoutes(app, ownedOr404);
  savedSearchRoutesById(app, ownedOr404);
  priceDropRoutes(app);
  await app.register(unsubscribeRoute, { unsubscribeKey: options.unsubscribeKey });
}
