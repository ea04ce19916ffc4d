// The alert jobs (decision 027), run by the job worker (platform/job-worker.ts):
// - a listed yacht is checked against every saved search of its catalogue that sends alerts, with the list's own
//   filters and word matching; each match is recorded once, and an instant search's alert is enqueued at once;
// - every hour the searches whose turn it is (daily, weekly, and instant ones with matches left over) get theirs;
// - a search's alert mails the member the yachts not yet named (the first few, and how many in all), puts the same
//   in their inbox, and marks them named;
// - a lower asking price fans out to one job per follower, each a mail and an inbox message.
// Each job is idempotent by its key and by what it records, so a retry after a failure sends nothing twice, except
// when a worker dies between a mail leaving and its record being written (at least once, never lost).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { describeCatalogueQuery, savedSearchUrl } from '@yachts/contracts/alerts';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { JOB_KINDS } from '../../lib/job-queue';
import { readSavedQuery, type ListRequest } from '../catalogue-query';
import { boundInEuros } from '../exchange-rates/exchange-rates-repository';
import { ALERT_YACHTS_PER_MAIL, priceDropMail, priceDropMessage, searchAlertMail, searchAlertMessage } from './alert-mails';
import { unsubscribeToken } from '../../lib/unsubscribe-token';

function kindOf(value: unknown): CatalogueKind {
  if (value === 'new' || value === 'idle') return value;
  throw new Error(`not a catalogue kind: ${String(value)}`);
}

function idOf(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  throw new Error(`not an id: ${String(value)}`);
}

interface AlertOptions {
  publicUrl: string;
  unsubscribeKey: Buffer;
}

/** A saved search as the list would run it now: price bounds in another currency converted at today's rates. */
function savedRequest(app: FastifyInstance): (kind: CatalogueKind, query: string) => Promise<ListRequest | null> {
  const { exchangeRates, dealers } = app.repositories;
  return async (kind, query) => {
    let request: ListRequest;
    try {
      ({ request } = readSavedQuery(kind, query));
    } catch {
      return null; // a query kept before a filter value was retired: it matches nothing rather than everything
    }
    const { currency, dealer, ...inEuros } = request;
    if (dealer !== undefined) {
      const seller = await dealers.sellerOf(dealer);
      if (!seller) return null; // the dealer's page is gone: nothing of theirs can match
      inEuros.sellerId = seller.userId;
    }
    if (!currency) return inEuros;
    const rates = await exchangeRates.current();
    if (inEuros.priceMin !== undefined) inEuros.priceMin = boundInEuros(inEuros.priceMin, currency, rates, 'min');
    if (inEuros.priceMax !== undefined) inEuros.priceMax = boundInEuros(inEuros.priceMax, currency, rates, 'max');
    return inEuros;
  };
}

/** A listed yacht checked against the searches that send alerts, and the hourly round of the searches whose turn it is. */
function matchJobs(app: FastifyInstance): void {
  const { yachts, savedSearches } = app.repositories;
  const requestOf = savedRequest(app);

  app.jobs.handle(JOB_KINDS.listed, async (payload, { now }) => {
    const kind = kindOf(payload.kind);
    const id = idOf(payload.id);
    const yacht = await yachts.findListed(kind, id);
    if (!yacht) return; // withdrawn again before the job ran
    for (const search of await savedSearches.alerting(kind, yacht.seller?.id ?? null)) {
      const request = await requestOf(kind, search.query);
      if (!request) continue;
      if ((await yachts.matching(kind, request, [id])).length === 0) continue;
      const added = await savedSearches.recordMatch(search.id, id, now);
      if (added && search.frequency === 'instant') {
        await app.jobs.enqueue({
          kind: JOB_KINDS.searchAlert,
          payload: { searchId: search.id, yachtIds: [id] },
          key: `${JOB_KINDS.searchAlert}:${search.id}:${id}`,
        });
      }
    }
  });

  app.jobs.hourly((hour) => ({
    kind: JOB_KINDS.digest,
    payload: { hour: hour.toISOString() },
    key: `${JOB_KINDS.digest}:${hour.toISOString()}`,
  }));

  app.jobs.handle(JOB_KINDS.digest, async (payload, { now }) => {
    const hour = typeof payload.hour === 'string' ? payload.hour : now.toISOString();
    for (const searchId of await savedSearches.due(now)) {
      await app.jobs.enqueue({ kind: JOB_KINDS.searchAlert, payload: { searchId }, key: `${JOB_KINDS.searchAlert}:${searchId}:${hour}` });
    }
  });
}

/** One search's alert: a mail and an inbox message naming the yachts not yet named. */
function searchAlertJob(app: FastifyInstance, { publicUrl, unsubscribeKey }: AlertOptions): void {
  const { yachts, savedSearches } = app.repositories;

  app.jobs.handle(JOB_KINDS.searchAlert, async (payload, { now }) => {
    const searchId = idOf(payload.searchId);
    const only = Array.isArray(payload.yachtIds) ? payload.yachtIds.map(idOf) : undefined;
    const owner = await savedSearches.owner(searchId);
    if (!owner || owner.search.frequency === 'off') return; // deleted or turned off since
    const kind = kindOf(owner.search.kind);
    const pending = await savedSearches.pending(searchId, only);
    // Yachts withdrawn since they matched are not announced (and stay unnamed, in case they come back).
    const listed = await yachts.cards(kind, pending);
    if (listed.length === 0) return;
    const { query } = readSavedQuery(kind, owner.search.query);
    const alert = {
      memberName: owner.name,
      searchName: owner.search.name,
      summary: describeCatalogueQuery(kind, query),
      searchUrl: `${publicUrl}${savedSearchUrl(kind, owner.search.query)}`,
      yachts: listed.slice(0, ALERT_YACHTS_PER_MAIL),
      total: listed.length,
    };
    const token = unsubscribeToken(unsubscribeKey, { kind: 'search', searchId });
    await app.mailer.send({ to: owner.email, ...searchAlertMail(alert, publicUrl, token) });
    await savedSearches.markNotified(
      searchId,
      listed.map((yacht) => yacht.id),
      { userId: owner.search.userId, ...searchAlertMessage(alert) },
      now,
    );
  });
}

/** A lower asking price: one job per follower, each a mail and an inbox message. */
function priceDropJobs(app: FastifyInstance, { publicUrl, unsubscribeKey }: AlertOptions): void {
  const { yachts, savedSearches } = app.repositories;

  app.jobs.handle(JOB_KINDS.priceChanged, async (payload) => {
    const kind = kindOf(payload.kind);
    const id = idOf(payload.id);
    const from = Number(payload.from);
    const to = Number(payload.to);
    if (!(to < from)) return; // only a lower price is news to a follower
    const yacht = await yachts.findListed(kind, id);
    for (const userId of await savedSearches.priceDropRecipients(kind, id)) {
      if (userId === yacht?.seller?.id) continue;
      await app.jobs.enqueue({
        kind: JOB_KINDS.priceDrop,
        payload: { userId, kind, id, from, to, currency: payload.currency },
        key: `${JOB_KINDS.priceDrop}:${kind}:${id}:${String(payload.at)}:${userId}`,
      });
    }
  });

  app.jobs.handle(JOB_KINDS.priceDrop, async (payload, { now }) => {
    const userId = idOf(payload.userId);
    const kind = kindOf(payload.kind);
    const id = idOf(payload.id);
    const [yacht] = await yachts.cards(kind, [id]);
    const member = await savedSearches.member(userId);
    if (!yacht || !member || (await savedSearches.priceDropsOff(userId))) return;
    // Lowered again since: the newer change sends its own alert.
    if (yacht.price !== Number(payload.to)) return;
    const drop = {
      memberName: member.name,
      yacht,
      from: Number(payload.from),
      to: Number(payload.to),
      currency: String(payload.currency),
    };
    const token = unsubscribeToken(unsubscribeKey, { kind: 'price-drops', userId });
    await app.mailer.send({ to: member.email, ...priceDropMail(drop, publicUrl, token) });
    await savedSearches.inbox({ userId, ...priceDropMessage(drop) }, now);
  });
}

export default fp<AlertOptions>(
  (app, options, done) => {
    matchJobs(app);
    searchAlertJob(app, options);
    priceDropJobs(app, options);
    done();
  },
  { name: 'alert-jobs', dependencies: ['jobs', 'repositories', 'mailer'] },
);
