// Fresh listings (decision 029). Every hour a sweep asks the sellers of listings not confirmed for 30 days whether
// each yacht is still for sale (a mail with two signed links: still for sale, withdraw), and takes out of the
// catalogue those not confirmed for 60 days (kept, status 'unconfirmed'; the seller is told, and one click or the
// "Still for sale" button of their listing brings it back). The links work without a login (LISTING_LINKS_API).
// The mails go through the job queue, keyed by the listing and its last confirmation: one of each per period.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  LISTING_FRESHNESS,
  LISTING_LINK_MESSAGES,
  LISTING_LINKS_API,
  type CatalogueKind,
  type ListingLinkResult,
} from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { SITE_NAME } from '@yachts/contracts/site';
import { ApiEnvelope, ErrorEnvelopeSchema } from '@yachts/contracts/wire/common';
import { ListingLinkPreviewSchema, ListingLinkResultSchema } from '@yachts/contracts/wire/catalogue';
import { HttpError } from '../lib/http-error';
import { JOB_KINDS } from '../lib/job-queue';
import { listingLinkToken, readListingLinkToken, type ListingLink } from './listing-link-token';

const SIGNATURE = `\n-- \n${SITE_NAME}\nThis is an automatic message; replies are not read.\n`;
const DAY_MS = 86_400_000;

function kindOf(value: unknown): CatalogueKind {
  if (value === 'new' || value === 'idle') return value;
  throw new Error(`not a catalogue kind: ${String(value)}`);
}

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type LinkOf = (action: ListingLink['action'], kind: CatalogueKind, id: number) => string;

/** Every hour, the sweep: listings to remind and listings taken out, each a mail job of its own. */
function freshnessSweep(app: FastifyInstance): void {
  const { selling } = app.repositories;
  app.jobs.hourly((hour) => ({
    kind: JOB_KINDS.freshness,
    payload: { hour: hour.toISOString() },
    key: `${JOB_KINDS.freshness}:${hour.toISOString()}`,
  }));

  app.jobs.handle(JOB_KINDS.freshness, async (_payload, { now }) => {
    for (const kind of ['new', 'idle'] as const) {
      const { unlisted, remind } = await selling.sweepFreshness(kind, now);
      for (const row of unlisted)
        await app.jobs.enqueue({
          kind: JOB_KINDS.unlistedNotice,
          payload: { kind, id: row.id },
          key: `${JOB_KINDS.unlistedNotice}:${kind}:${row.id}:${row.confirmedAt.getTime()}`,
        });
      for (const row of remind)
        await app.jobs.enqueue({
          kind: JOB_KINDS.confirmReminder,
          payload: { kind, id: row.id },
          key: `${JOB_KINDS.confirmReminder}:${kind}:${row.id}:${row.confirmedAt.getTime()}`,
        });
    }
  });
}

/** The two mails: the reminder with its links, and the notice that the listing has left the catalogue. */
function freshnessMails(app: FastifyInstance, link: LinkOf, publicUrl: string): void {
  const { selling } = app.repositories;
  app.jobs.handle(JOB_KINDS.confirmReminder, async (payload) => {
    const kind = kindOf(payload.kind);
    const id = Number(payload.id);
    const listing = await selling.listingForLink(kind, id);
    // Confirmed, withdrawn or taken out since the sweep: nothing to ask.
    if (!listing || listing.status !== 'listed' || !listing.email) return;
    const leaves = new Date(listing.confirmedAt.getTime() + LISTING_FRESHNESS.unlistDays * DAY_MS);
    await app.mailer.send({
      to: listing.email,
      kind: 'listing-confirm',
      subject: `Is your ${listing.name} still for sale?`,
      text: [
        `Hello ${listing.sellerName ?? ''},`.replace(' ,', ','),
        '',
        `Your listing of the ${listing.name} was last confirmed on ${day(listing.confirmedAt)}. Buyers trust listings that are current: please tell us whether the yacht is still for sale.`,
        '',
        `Still for sale: ${link('confirm', kind, id)}`,
        `Sold or no longer for sale (withdraw the listing): ${link('withdraw', kind, id)}`,
        '',
        `If we do not hear from you by ${day(leaves)}, the listing leaves the catalogue and search. It is kept: you can put it back from your listings under Sell (${publicUrl}${paths.myListings()}).`,
        `The links work for ${LISTING_FRESHNESS.linkDays} days and need no login.`,
        SIGNATURE,
      ].join('\n'),
    });
  });

  app.jobs.handle(JOB_KINDS.unlistedNotice, async (payload) => {
    const kind = kindOf(payload.kind);
    const id = Number(payload.id);
    const listing = await selling.listingForLink(kind, id);
    if (!listing || listing.status !== 'unconfirmed' || !listing.email) return;
    await app.mailer.send({
      to: listing.email,
      kind: 'listing-unlisted',
      subject: `Your ${listing.name} has left the catalogue`,
      text: [
        `Hello ${listing.sellerName ?? ''},`.replace(' ,', ','),
        '',
        `The listing of the ${listing.name} was not confirmed for ${LISTING_FRESHNESS.unlistDays} days, so buyers no longer see it in the lists and search. Nothing is lost: its photos, followers and enquiries are kept.`,
        '',
        `Still for sale? Put it back with one click: ${link('confirm', kind, id)}`,
        `Or from your listings under Sell: ${publicUrl}${paths.myListings()}`,
        SIGNATURE,
      ].join('\n'),
    });
  });
}

const errors = { '4xx': ErrorEnvelopeSchema };
const tokenQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 200, description: 'The token of the mail’s link' } },
};

/** A query the schema refuses answers as a link that does not work. */
const schemaErrorFormatter = () => new Error(LISTING_LINK_MESSAGES.invalid);

/** The link a token signs, for any action; a bad or expired token answers 400 in the seller's words. */
function readAnyLink(linkKey: Buffer, token: unknown): ListingLink {
  const reading = readListingLinkToken(linkKey, token);
  if (!reading.ok) throw new HttpError(400, reading.reason === 'expired' ? LISTING_LINK_MESSAGES.expired : LISTING_LINK_MESSAGES.invalid);
  return reading.link;
}

function readLink(linkKey: Buffer, token: unknown, action: ListingLink['action']): ListingLink {
  const link = readAnyLink(linkKey, token);
  if (link.action !== action) throw new HttpError(400, LISTING_LINK_MESSAGES.invalid);
  return link;
}

/** The links of the mails: what a link is about, confirm, withdraw (no login: the signed token decides). */
function listingLinkRoutes(app: FastifyInstance, scope: FastifyInstance, linkKey: Buffer): void {
  const { selling } = app.repositories;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  scope.get<{ Querystring: { token?: string } }>(
    LISTING_LINKS_API.preview,
    {
      schemaErrorFormatter,
      schema: {
        tags: ['selling'],
        summary: 'Which listing a confirm or withdraw link is about, and its status (no login: the signed token decides)',
        querystring: { ...tokenQuery, properties: { token: tokenQuery.properties.token } },
        response: { 200: ApiEnvelope(ListingLinkPreviewSchema), ...errors },
      },
    },
    async (request) => {
      const link = readAnyLink(linkKey, request.query.token);
      const listing = await selling.listingForLink(link.kind, link.id);
      if (!listing) throw new HttpError(400, LISTING_LINK_MESSAGES.invalid);
      return { code: ErrorCode.OK, msg: 'ok', data: { action: link.action, name: listing.name, status: listing.status } };
    },
  );
  linkActionRoutes(app, scope, linkKey);
}

/** Confirm and withdraw: what the seller's click on a mail's link does; the answer, or null when the listing is gone. */
function linkActions(app: FastifyInstance) {
  const { selling } = app.repositories;
  return [
    {
      action: 'confirm',
      path: LISTING_LINKS_API.confirm,
      summary: 'The seller says the listing is still for sale, from the mail’s link (no login); it comes back if it had left',
      act: async (kind: CatalogueKind, id: number): Promise<ListingLinkResult | null> => {
        const state = await selling.confirmListing(kind, id, null);
        if (!state) return null;
        return {
          name: state.name,
          url: state.url,
          status: 'listed',
          message:
            state.before === 'unconfirmed' ? LISTING_LINK_MESSAGES.relisted(state.name) : LISTING_LINK_MESSAGES.confirmed(state.name),
        };
      },
    },
    {
      action: 'withdraw',
      path: LISTING_LINKS_API.withdraw,
      summary: 'The seller withdraws the listing, from the mail’s link (no login), like deleting its application',
      act: async (kind: CatalogueKind, id: number): Promise<ListingLinkResult | null> => {
        const state = await selling.withdrawListing(kind, id);
        if (!state) return null;
        return { name: state.name, url: state.url, status: 'withdrawn', message: LISTING_LINK_MESSAGES.withdrawn(state.name) };
      },
    },
  ] as const;
}

function linkActionRoutes(app: FastifyInstance, scope: FastifyInstance, linkKey: Buffer): void {
  for (const { action, path, summary, act } of linkActions(app)) {
    scope.post<{ Querystring: { token?: string } }>(
      path,
      {
        schemaErrorFormatter,
        schema: {
          tags: ['selling'],
          summary,
          querystring: tokenQuery,
          response: { 200: ApiEnvelope(ListingLinkResultSchema), ...errors },
        },
      },
      async (request) => {
        const { kind, id } = readLink(linkKey, request.query.token, action);
        const data = await act(kind, id);
        if (!data) throw new HttpError(409, LISTING_LINK_MESSAGES.gone);
        return { code: ErrorCode.OK, msg: 'ok', data };
      },
    );
  }
}

export default fp<{ publicUrl: string; linkKey: Buffer }>(
  async (app, options) => {
    const { publicUrl, linkKey } = options;
    const link: LinkOf = (action, kind, id) =>
      `${publicUrl}${action === 'confirm' ? paths.listingConfirm() : paths.listingWithdraw()}?token=${encodeURIComponent(
        listingLinkToken(linkKey, { action, kind, id }),
      )}`;
    freshnessSweep(app);
    freshnessMails(app, link, publicUrl);
    // The token is in the address; whatever body comes is read up to a small limit and ignored.
    await app.register((scope, _options, done) => {
      listingLinkRoutes(app, scope, linkKey);
      done();
    });
  },
  { name: 'listing-freshness', dependencies: ['jobs', 'repositories', 'mailer'] },
);
