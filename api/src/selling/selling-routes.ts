// Sell applications and seller / business entries (product rules §7A /index/apply/*, /index/user/*;
// contracts/src/selling.ts SELL_CALLS; docs/decisions/017-selling.md). Every call is form-style and needs a login (a
// visitor gets 400401). Only the owner finds an application: another user's id, a withdrawn one and an id of the other
// kind all answer SELL_MESSAGES.notFound, and change nothing.
// The listings of an approved application are in seller-listing-routes.ts, the seller and business entries in
// seller-entry-routes.ts, what the calls read from a form in sell-form.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  CONDITIONS,
  CONDITION_LABELS,
  CURRENCIES,
  FUELS,
  FUEL_LABELS,
  HULL_LABELS,
  HULL_MATERIALS,
  YACHT_TYPES,
  YACHT_TYPE_LABELS,
  type CatalogueKind,
} from '@yachts/contracts/catalogue';
import { SELL_CALLS, SELL_EDITABLE, SELL_LIMITS, SELL_MESSAGES, type SellParameters } from '@yachts/contracts/selling';
import { type FieldErrors } from '@yachts/contracts/validation';
import { HttpError } from '../lib/http-error';
import { formFields } from '../lib/page-request';
import { formBodyOf } from '../lib/form-body';
import { hashSid } from '../platform/visitor-sid';
import { requireVisitorSid } from '../platform/form-style';
import { FormEnvelope } from '@yachts/contracts/wire/common';
import {
  ApplicationIdSchema,
  SellApplicationDetailSchema,
  SellApplicationValuesSchema,
  SellParametersSchema,
  SellProgressStepSchema,
} from '@yachts/contracts/wire/selling';
import { UPLOADS_PREFIX } from '../lib/upload-paths';
import { SELLING_MESSAGES, SELL_CREATE_LIMIT, readSellForm, readId, KINDS, idBody, sellBody, failures } from './sell-form';

export { SELLING_MESSAGES, SELL_CREATE_LIMIT } from './sell-form';

/** Refuses photos this visitor did not upload, except those the application already had. */
async function checkPhotos(
  app: FastifyInstance,
  request: FastifyRequest,
  photos: string[],
  errors: FieldErrors,
  already: readonly string[] = [],
) {
  if (errors.photos) return;
  const fresh = photos.filter((url) => !already.includes(url));
  if (fresh.length === 0) return;
  const relative = fresh.map((url) => (url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null));
  const sidHash = hashSid(requireVisitorSid(request));
  const owned = relative.every((p) => p !== null) ? await app.repositories.uploads.pathsOwnedBy(relative, sidHash) : [];
  if (owned.length !== fresh.length) errors.photos = SELL_MESSAGES.photoUrl;
}

/** The caller's application of this kind, or the not-found answer (missing, another's, withdrawn, other kind). */
async function ownedOrNotFound(app: FastifyInstance, userId: number, id: number, kind: CatalogueKind | null) {
  const found = await app.repositories.selling.findOwned(userId, id, kind);
  if (!found) throw new HttpError(404, SELL_MESSAGES.notFound);
  return found;
}

/** A seller's applications of one kind: apply, change, withdraw. */
function applicationRoutes(app: FastifyInstance, kind: CatalogueKind): void {
  const { selling } = app.repositories;
  const word = kind === 'new' ? 'new' : 'used';
  const calls =
    kind === 'new'
      ? { create: SELL_CALLS.createNew, edit: SELL_CALLS.editNew, remove: SELL_CALLS.deleteNew }
      : { create: SELL_CALLS.createIdle, edit: SELL_CALLS.editIdle, remove: SELL_CALLS.deleteIdle };

  app.post(
    calls.create,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: SELL_CREATE_LIMIT },
      schema: {
        tags: ['selling'],
        summary: `Applies to list a ${word} yacht (login required); answers the application id`,
        description: 'Field errors come back as msg: {field: message}, in the words of SELL_MESSAGES.',
        formBody: sellBody(kind, false),
        response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const { values, photos, errors } = readSellForm(kind, formFields(request.body));
      await checkPhotos(app, request, photos, errors);
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      const id = await selling.create(user.id, kind, values, photos);
      return { code: 1, msg: SELLING_MESSAGES.created, data: { id } };
    },
  );

  app.post(
    calls.edit,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['selling'],
        summary: `Changes one of the caller's ${word}-yacht applications while it is submitted or rejected`,
        description: 'A rejected application is submitted again. Other statuses answer "This application can no longer be changed."',
        formBody: sellBody(kind, true),
        response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const id = readId(fields.id, SELLING_MESSAGES.id);
      const current = await ownedOrNotFound(app, user.id, id, kind);
      if (!SELL_EDITABLE.includes(current.status)) throw new HttpError(409, SELL_MESSAGES.notEditable);
      const { values, photos, errors } = readSellForm(kind, fields);
      await checkPhotos(app, request, photos, errors, current.photos);
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      const result = await selling.update(user.id, id, kind, values, photos);
      if (result === 'notFound') throw new HttpError(404, SELL_MESSAGES.notFound);
      if (result === 'notEditable') throw new HttpError(409, SELL_MESSAGES.notEditable);
      return { code: 1, msg: current.status === 'rejected' ? SELLING_MESSAGES.resubmitted : SELLING_MESSAGES.saved, data: { id } };
    },
  );

  app.post(
    calls.remove,
    {
      schema: {
        tags: ['selling'],
        summary: `Withdraws one of the caller's ${word}-yacht applications, at any status`,
        description: 'An approved one takes its listing out of the catalogue. The application leaves every list of the seller.',
        formBody: idBody(),
        response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
      if (!(await selling.withdraw(user.id, id, kind))) throw new HttpError(404, SELL_MESSAGES.notFound);
      return { code: 1, msg: SELLING_MESSAGES.withdrawn, data: { id } };
    },
  );
}

/** The choices and limits of the sell forms. */
function parametersRoute(app: FastifyInstance): void {
  const { selling } = app.repositories;
  app.post(
    SELL_CALLS.idleParameters,
    {
      schema: {
        tags: ['selling'],
        summary: 'The choices and limits of the sell forms, with the builders already in the catalogue',
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(SellParametersSchema), ...failures },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const data: SellParameters = {
        types: YACHT_TYPES.map((value) => ({ value, label: YACHT_TYPE_LABELS[value] })),
        fuels: FUELS.map((value) => ({ value, label: FUEL_LABELS[value] })),
        hulls: HULL_MATERIALS.map((value) => ({ value, label: HULL_LABELS[value] })),
        conditions: CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] })),
        currencies: [...CURRENCIES],
        builders: await selling.builders(),
        limits: SELL_LIMITS,
      };
      return { code: 1, msg: '', data };
    },
  );
}

/**
 * A read of one of the caller's applications by id (form-style): the login checked, the id read, `read` answers
 * null for a missing one and for another's alike (a 404).
 */
function ownedApplicationRoute(
  app: FastifyInstance,
  path: string,
  doc: { summary: string; data: TSchema },
  read: (userId: number, id: number) => Promise<unknown>,
): void {
  app.post(
    path,
    {
      schema: { tags: ['selling'], summary: doc.summary, formBody: idBody(), response: { 200: FormEnvelope(doc.data), ...failures } },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
      const data = await read(user.id, id);
      if (!data) throw new HttpError(404, SELL_MESSAGES.notFound);
      return { code: 1, msg: '', data };
    },
  );
}

/** One of the seller's applications: its form's values, its detail, its progress. */
function applicationReadRoutes(app: FastifyInstance): void {
  const { selling } = app.repositories;
  ownedApplicationRoute(
    app,
    SELL_CALLS.get,
    { summary: "One of the caller's applications as its edit form shows it", data: SellApplicationValuesSchema },
    (userId, id) => selling.values(userId, id),
  );
  ownedApplicationRoute(
    app,
    SELL_CALLS.detail,
    {
      summary: "One of the caller's applications: its values, its progress and, once approved, its listing's page",
      data: SellApplicationDetailSchema,
    },
    (userId, id) => selling.detail(userId, id),
  );
  ownedApplicationRoute(
    app,
    SELL_CALLS.progress,
    { summary: "The steps of one of the caller's applications, oldest first", data: Type.Array(SellProgressStepSchema) },
    (userId, id) => selling.progress(userId, id),
  );
}

export default function sellingRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  for (const kind of KINDS) applicationRoutes(app, kind);
  parametersRoute(app);
  applicationReadRoutes(app);
  done();
}
