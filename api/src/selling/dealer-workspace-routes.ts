// The dealer workspace's calls (decision 045, contracts/src/dealer-workspace.ts DEALER_API): the workspace, the dealer
// page's own fields, the staff and their invitations, the stock with its figures and its bulk and price actions.
// GETs need the login; writes are signed calls. Owners (the page's account and co-owners) keep the page and the staff;
// staff keep the stock; anyone else gets 404. Every write is audited with the member's address (lib/audit-log).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CATALOGUE_KINDS, type CatalogueKind } from '@yachts/contracts/catalogue-terms';
import {
  DEALER_API,
  DEALER_BULK_ACTIONS,
  DEALER_LIMITS,
  DEALER_MESSAGES,
  DEALER_ROLES,
  DEALER_STOCK_STATUSES,
  type DealerBulkAction,
  type DealerListingRef,
  type DealerRole,
  type DealerStockStatus,
} from '@yachts/contracts/dealer-workspace';
import { DealerInviteSchema, DealerProfileSchema } from '@yachts/contracts/dealer-workspace-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { SELL_MESSAGES } from '@yachts/contracts/selling';
import { SITE_NAME } from '@yachts/contracts/site';
import { ApiEnvelope, ErrorEnvelopeSchema, SignedBody } from '@yachts/contracts/wire/common';
import {
  DealerBulkResultSchema,
  DealerStaffListSchema,
  DealerStaffMemberSchema,
  DealerStockPageSchema,
  DealerWorkspaceSchema,
  type DealerWorkspace,
} from '@yachts/contracts/wire/dealer-workspace';
import { ListingPriceSchema } from '@yachts/contracts/wire/selling';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { hashSid } from '../lib/sid-hash';
import { UPLOADS_PREFIX } from '../lib/upload-paths';
import { pageFields, pageFromQuery, parseId } from '../lib/page-request';
import { letter } from '../platform/mail-text';
import type { CurrentUser } from '../accounts/auth';
import type { DealerMembership } from './dealer-workspace-repository';
import { readPrice } from './sell-form';

export interface DealerWorkspaceOptions {
  publicUrl: string;
}

const errors = { '4xx': ErrorEnvelopeSchema } as const;
const ok = <T>(data: T, msg = 'ok') => ({ code: ErrorCode.OK, msg, data });
const anyField = (description: string) => Type.Optional(Type.Unsafe<unknown>({ description }));
/** Invitations one owner may send in an hour (a re-sent one counts): enough for a team, too few to spam with. */
const INVITE_LIMIT = { max: 30, timeWindow: '1 hour' };

export const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The invitation: who invites, to which dealer, and the link that accepts it. */
export function invitationMail(fields: { dealerName: string; fromName: string; role: DealerRole; joinUrl: string }) {
  const what = fields.role === 'owner' ? 'an owner of its workspace' : 'its staff';
  return {
    kind: 'dealer-invitation',
    subject: `${fields.fromName} invites you to the workspace of ${fields.dealerName}`,
    text: letter([
      `${fields.fromName} invites you to join ${fields.dealerName} on ${SITE_NAME} as ${what}: you will see the dealer's listings, keep them up to date and answer buyers.`,
      `Accept the invitation (log in or create an account first): ${fields.joinUrl}`,
      'If you did not expect this invitation, you can ignore this e-mail: nothing happens until the link is opened by a logged-in member.',
    ]),
  };
}

/** The workspace's members and their rights, as every route checks them. */
function guards(app: FastifyInstance) {
  const { dealerWorkspace } = app.repositories;
  async function member(request: FastifyRequest): Promise<{ user: CurrentUser; membership: DealerMembership }> {
    const user = await app.requireUser(request);
    const membership = await dealerWorkspace.membershipOf(user.id);
    if (!membership) throw new HttpError(404, DEALER_MESSAGES.notMember, ErrorCode.NOT_FOUND);
    return { user, membership };
  }
  async function owner(request: FastifyRequest) {
    const found = await member(request);
    if (found.membership.role !== 'owner') throw new HttpError(403, DEALER_MESSAGES.ownersOnly, ErrorCode.FORBIDDEN);
    return found;
  }
  const actor = (user: CurrentUser) => ({ actor: user.email, actorUserId: user.id });
  async function workspaceOf({ dealerId, role }: DealerMembership): Promise<DealerWorkspace> {
    // The dealer's id is its owner account's, the seller of its conversations: staff read the dealer's time.
    const [page, counts, times] = await Promise.all([
      dealerWorkspace.dealerPage(dealerId),
      dealerWorkspace.stockCounts(dealerId),
      app.repositories.conversations.responseTimes([dealerId]),
    ]);
    if (!page) throw new HttpError(404, DEALER_MESSAGES.notMember, ErrorCode.NOT_FOUND);
    return { dealer: page.fields, role, verified: page.verified, counts, responseTime: times.get(dealerId) ?? null };
  }
  return { member, owner, actor, workspaceOf };
}
type Guards = ReturnType<typeof guards>;

/** The workspace and the dealer page's own fields. */
function profileRoutes(app: FastifyInstance, guard: Guards): void {
  const { dealerWorkspace, uploads } = app.repositories;
  app.get(
    DEALER_API.workspace,
    {
      schema: {
        tags: ['selling'],
        summary: "The caller's dealer workspace: the dealer page's fields, the caller's role, verified, the stock's counts",
        description: `A member who works for no dealer gets 404 "${DEALER_MESSAGES.notMember}".`,
        response: { 200: ApiEnvelope(DealerWorkspaceSchema), ...errors },
      },
    },
    async (request) => ok(await guard.workspaceOf((await guard.member(request)).membership)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    DEALER_API.profile,
    {
      preValidation: app.verifySigned,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['selling'],
        summary: "The owners change the dealer page's address, phone, opening hours, languages, about, website and logo (signed)",
        description: `Every field is sent (an empty one clears it); any mistake answers 400 with one sentence a field and changes nothing. The logo is an upload of the caller's browser session ("${DEALER_MESSAGES.logoUrl}"). Staff get 403.`,
        body: SignedBody({
          address: anyField(`Up to ${DEALER_LIMITS.addressMax} characters`),
          phone: anyField(`Up to ${DEALER_LIMITS.phoneMax} digits, spaces, +, ( ) and -`),
          opening_hours: anyField(`Plain text, a line a day or period; up to ${DEALER_LIMITS.openingHoursMax} characters`),
          languages: anyField(`Up to ${DEALER_LIMITS.languagesMax} language names`),
          about: anyField(`Up to ${DEALER_LIMITS.aboutMax} characters`),
          website: anyField('http(s) address; "example.com" gets https://'),
          logo_url: anyField('/uploads/… of an upload of this browser session, the current logo, or empty'),
        }),
        response: { 200: ApiEnvelope(DealerWorkspaceSchema), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = await guard.owner(request);
      const values = validateForm(DealerProfileSchema, request.body);
      const current = await dealerWorkspace.dealerPage(membership.dealerId);
      const logo = values.logo_url;
      if (logo && logo !== current?.fields.logoUrl) {
        const relative = logo.startsWith(UPLOADS_PREFIX) ? logo.slice(UPLOADS_PREFIX.length) : null;
        const owned = relative && request.visitorSid ? await uploads.pathsOwnedBy([relative], hashSid(request.visitorSid)) : [];
        if (owned.length !== 1) throw new HttpError(400, DEALER_MESSAGES.logoUrl);
      }
      const saved = await dealerWorkspace.saveProfile(
        membership.dealerId,
        {
          address: values.address,
          phone: values.phone,
          openingHours: values.opening_hours,
          languages: values.languages.filter((name): name is string => typeof name === 'string'),
          about: values.about,
          website: values.website || null,
          logoUrl: logo || null,
        },
        { ...guard.actor(user), action: 'dealer-page.update', targetKind: 'dealer', targetId: String(membership.dealerId) },
      );
      if (!saved) throw new HttpError(404, DEALER_MESSAGES.notMember, ErrorCode.NOT_FOUND);
      return ok(await guard.workspaceOf(membership), DEALER_MESSAGES.profileSaved);
    },
  );
}

/** The staff: the list and the invitations. */
function staffRoutes(app: FastifyInstance, guard: Guards, options: DealerWorkspaceOptions): void {
  const { dealerWorkspace } = app.repositories;
  app.get(
    DEALER_API.staff,
    {
      schema: {
        tags: ['selling'],
        summary: "The dealer's people: the page's account, the staff and the open invitations (owners)",
        response: { 200: ApiEnvelope(DealerStaffListSchema), ...errors },
      },
    },
    async (request) => ok(await dealerWorkspace.staff((await guard.owner(request)).membership.dealerId)),
  );

  app.post<{ Body: { email?: unknown; role?: unknown } }>(
    DEALER_API.invite,
    {
      preValidation: app.verifySigned,
      config: { rateLimit: INVITE_LIMIT },
      schema: {
        tags: ['selling'],
        summary: 'The owners invite someone by e-mail (signed): a mail with a link to join; inviting the address again sends a new link',
        description: `At most ${DEALER_LIMITS.staffMax} staff and invitations. The link's token is kept only as its SHA-256; the older link of the address stops working.`,
        body: SignedBody({ email: anyField('The address to invite'), role: anyField(`${DEALER_ROLES.join(' | ')}; staff when left out`) }),
        response: { 200: ApiEnvelope(DealerStaffMemberSchema), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = await guard.owner(request);
      const { email, role } = validateForm(DealerInviteSchema, request.body);
      const token = crypto.randomBytes(DEALER_LIMITS.tokenBytes).toString('base64url');
      const invitedRole = role === 'owner' ? 'owner' : 'staff';
      const result = await dealerWorkspace.invite(membership.dealerId, email, invitedRole, sha256(token), DEALER_LIMITS.staffMax, {
        ...guard.actor(user),
        action: 'dealer-staff.invite',
        targetKind: 'dealer-staff',
        targetId: '',
      });
      if (result === 'notFound') throw new HttpError(404, DEALER_MESSAGES.notMember, ErrorCode.NOT_FOUND);
      if (result === 'full') throw new HttpError(409, DEALER_MESSAGES.staffFull);
      if (result === 'alreadyStaff') throw new HttpError(409, DEALER_MESSAGES.alreadyStaff);
      if (result === 'ownerAddress') throw new HttpError(409, DEALER_MESSAGES.ownerAddress);
      const page = await dealerWorkspace.dealerPage(membership.dealerId);
      const mail = invitationMail({
        dealerName: page?.fields.name ?? 'a dealer',
        fromName: user.name,
        role: invitedRole,
        joinUrl: `${options.publicUrl}${paths.dealerJoin(token)}`,
      });
      await app.sendNotice({ to: email, ...mail }, request.log);
      return ok(result, DEALER_MESSAGES.invited(email));
    },
  );
}

/** A removal by the owners, and a member's acceptance of an invitation. */
function staffChangeRoutes(app: FastifyInstance, guard: Guards): void {
  const { dealerWorkspace } = app.repositories;
  app.post<{ Body: { id?: unknown } }>(
    DEALER_API.remove,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: 'The owners remove a staff member or an invitation (signed); the page’s own account cannot be removed',
        body: SignedBody({ id: anyField('The staff row (DealerStaffMember.id)') }),
        response: { 200: ApiEnvelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = await guard.owner(request);
      if (request.body.id === null) throw new HttpError(409, DEALER_MESSAGES.ownerAccount);
      const id = parseId(request.body.id);
      if (id === null) throw new HttpError(404, DEALER_MESSAGES.staffMissing, ErrorCode.NOT_FOUND);
      const result = await dealerWorkspace.removeStaff(membership.dealerId, id, {
        ...guard.actor(user),
        action: 'dealer-staff.remove',
        targetKind: 'dealer-staff',
        targetId: String(id),
      });
      if (result === 'notFound') throw new HttpError(404, DEALER_MESSAGES.staffMissing, ErrorCode.NOT_FOUND);
      if (result === 'ownerAccount') throw new HttpError(409, DEALER_MESSAGES.ownerAccount);
      return ok(null, DEALER_MESSAGES.removed);
    },
  );

  app.post<{ Body: { token?: unknown } }>(
    DEALER_API.accept,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: 'The logged-in member accepts an invitation with its link’s token (signed) and joins that workspace',
        description:
          "The member's login address need not be the one invited: the link is the invitation (decision 045), and the owners see which account accepted. A used, replaced or unknown token answers 404.",
        body: SignedBody({ token: anyField('The token of the invitation link') }),
        response: { 200: ApiEnvelope(DealerWorkspaceSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const token = typeof request.body.token === 'string' ? request.body.token.trim() : '';
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404, DEALER_MESSAGES.tokenInvalid, ErrorCode.NOT_FOUND);
      const result = await dealerWorkspace.acceptInvitation(user.id, sha256(token), {
        ...guard.actor(user),
        action: 'dealer-staff.accept',
        targetKind: 'dealer-staff',
      });
      if (result === 'invalid') throw new HttpError(404, DEALER_MESSAGES.tokenInvalid, ErrorCode.NOT_FOUND);
      if (result === 'alreadyMember') throw new HttpError(409, DEALER_MESSAGES.alreadyMember);
      const membership = await dealerWorkspace.membershipOf(user.id);
      // The member may already work for another dealer: the workspace shown is the first, as GET /api/v1/dealer says.
      return ok(await guard.workspaceOf(membership ?? { dealerId: result.dealerId, role: 'staff' }), DEALER_MESSAGES.joined(result.name));
    },
  );
}

/** `[{kind, id}]` of a bulk action, or a 400 in the workspace's words. */
function readItems(value: unknown): DealerListingRef[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > DEALER_LIMITS.bulkMax)
    throw new HttpError(400, DEALER_MESSAGES.bulkItems);
  return value.map((item: unknown) => {
    const { kind, id } = (typeof item === 'object' && item !== null ? item : {}) as { kind?: unknown; id?: unknown };
    const parsed = parseId(id);
    if (!CATALOGUE_KINDS.includes(kind as CatalogueKind) || parsed === null) throw new HttpError(400, DEALER_MESSAGES.bulkItem);
    return { kind: kind as CatalogueKind, id: parsed };
  });
}

/** The stock: the list with its figures. */
function stockRoutes(app: FastifyInstance, guard: Guards): void {
  const { dealerWorkspace } = app.repositories;
  app.get<{ Querystring: { status?: string; q?: string; page: number; page_size: number } }>(
    DEALER_API.stock,
    {
      schema: {
        tags: ['selling'],
        summary: "The dealer's listings of both kinds, newest first, with views (30 days), followers and conversations (owners and staff)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageFields,
            status: { type: 'string', enum: [...DEALER_STOCK_STATUSES], description: 'Absent: every status' },
            q: { type: 'string', maxLength: DEALER_LIMITS.queryMax, description: 'Words of the builder and model' },
          },
        },
        response: { 200: ApiEnvelope(DealerStockPageSchema), ...errors },
      },
    },
    async (request) => {
      const { membership } = await guard.member(request);
      const q = request.query.q?.trim() || null;
      const status = (request.query.status ?? null) as DealerStockStatus | null;
      return ok(await dealerWorkspace.stock(membership.dealerId, { status, q }, pageFromQuery(request.query)));
    },
  );
}

/** What owners and staff do to the stock: confirm or withdraw several listings, a new price. */
function stockChangeRoutes(app: FastifyInstance, guard: Guards): void {
  const { dealerWorkspace } = app.repositories;

  app.post<{ Body: { action?: unknown; items?: unknown } }>(
    DEALER_API.bulk,
    {
      preValidation: app.verifySigned,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['selling'],
        summary: "Confirms (still for sale) or withdraws several of the dealer's listings at once (signed; owners and staff)",
        description: `At most ${DEALER_LIMITS.bulkMax} listings. Listings that are not the dealer's, or withdrawn already, are left alone and counted as refused.`,
        body: SignedBody({
          action: anyField(DEALER_BULK_ACTIONS.join(' | ')),
          items: anyField('[{ kind: new | idle, id }]'),
        }),
        response: { 200: ApiEnvelope(DealerBulkResultSchema), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = await guard.member(request);
      const action = request.body.action;
      if (!DEALER_BULK_ACTIONS.includes(action as DealerBulkAction)) throw new HttpError(400, DEALER_MESSAGES.bulkAction);
      const items = readItems(request.body.items);
      const result = await dealerWorkspace.bulk(membership.dealerId, action as DealerBulkAction, items, {
        ...guard.actor(user),
        action: `dealer-stock.${action as DealerBulkAction}`,
      });
      return ok(result, DEALER_MESSAGES.bulkDone(result.action, result.changed, result.refused));
    },
  );

  app.post<{ Body: { kind?: unknown; id?: unknown; price?: unknown } }>(
    DEALER_API.reprice,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: "A new asking price for one of the dealer's listed yachts (signed; owners and staff), as the seller's own change",
        description:
          "The seller's price change (decision 027): a used yacht's price history gains a point and a lower price alerts the followers. The same price again answers 400.",
        body: SignedBody({
          kind: anyField('new | idle'),
          id: anyField('Listing id'),
          price: anyField("Whole units of the listing's currency"),
        }),
        response: { 200: ApiEnvelope(ListingPriceSchema), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = await guard.member(request);
      const kind = request.body.kind as CatalogueKind;
      const id = parseId(request.body.id);
      if (!CATALOGUE_KINDS.includes(kind) || id === null) throw new HttpError(400, DEALER_MESSAGES.bulkItem);
      const price = readPrice(request.body.price);
      const result = await dealerWorkspace.reprice(membership.dealerId, kind, id, price, {
        ...guard.actor(user),
        action: 'dealer-stock.price',
      });
      if (result === 'notFound') throw new HttpError(404, DEALER_MESSAGES.listingNotFound, ErrorCode.NOT_FOUND);
      if (result === 'unchanged') throw new HttpError(400, SELL_MESSAGES.priceUnchanged);
      return ok(result, 'The asking price has been changed.');
    },
  );
}

export default function dealerWorkspaceRoutes(app: FastifyInstance, options: DealerWorkspaceOptions, done: () => void): void {
  const guard = guards(app);
  profileRoutes(app, guard);
  staffRoutes(app, guard, options);
  staffChangeRoutes(app, guard);
  stockRoutes(app, guard);
  stockChangeRoutes(app, guard);
  done();
}
