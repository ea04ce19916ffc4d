// The catalogue's answers for saved searches (which of these yachts match, their cards) and for a list that found
// nothing (decision 024: a respelling, the filters to drop).
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogueKind, YachtSummary } from '@yachts/contracts/catalogue';
import { LISTED } from '../db/schema';
import type { ListRequest } from './catalogue-query';
import { VersionedCache } from '../lib/versioned-cache';
import {
  CACHE,
  columnsOf,
  listedOf,
  summaryColumns,
  toSummary,
  type FacetRequest,
  type ListedPage,
  type YachtsContext,
} from './yachts-columns';
import { filtersOf, searchOf } from './yachts-filters';
import { RELAXABLE, respell, type ListAlternatives, type VocabularyEntry } from './yachts-vocabulary';

/**
 * Which yachts a list would show, the cards of given yachts, and what a list that found nothing may try instead.
 * `listUncached` and `vocabularyOf` come from the listing and the vocabulary.
 */
export function createYachtAlternatives(
  { db, cache, versionOf }: YachtsContext,
  listUncached: (kind: CatalogueKind, request: ListRequest) => Promise<ListedPage>,
  vocabularyOf: (kind: CatalogueKind) => Promise<VocabularyEntry[]>,
) {
  const alternativeAnswers = new VersionedCache<ListAlternatives>(CACHE);
  /**
   * Which of these listed yachts a list or search would show (decision 027: a saved search's new matches): the
   * list's own filters and word matching, on the given ids only.
   */
  async function matching(kind: CatalogueKind, request: FacetRequest, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const { t } = columnsOf(kind);
    const p = listedOf(kind);
    const words = request.q !== undefined ? searchOf(t, request.q) : null;
    const rows = await db
      .select({ id: p.id })
      .from(p)
      .innerJoin(t, eq(t.id, p.id))
      .where(and(inArray(p.id, ids), ...filtersOf(kind, { ...request, sort: 'newest', page: 1, pageSize: 1 }), words?.rowMatches));
    return rows.map((row) => row.id);
  }

  /** The cards of these yachts that are listed, in the given order (the alert mails name them). */
  async function cards(kind: CatalogueKind, ids: number[]): Promise<YachtSummary[]> {
    if (ids.length === 0) return [];
    const { t } = columnsOf(kind);
    const rows = await db
      .select(summaryColumns(kind))
      .from(t)
      .where(and(inArray(t.id, ids), eq(t.status, LISTED)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(kind, row)] : [];
    });
  }

  /**
   * When nothing matches (decision 024): the words as the catalogue spells them, if that finds yachts, and the
   * filters whose removal alone finds some, most yachts first. A few counts, each capped like a list's total.
   */
  async function alternatives(kind: CatalogueKind, request: ListRequest): Promise<ListAlternatives> {
    const compute = () => alternativesUncached(kind, request);
    if (!cache) return compute();
    const version = await versionOf(kind);
    return alternativeAnswers.get(version, `${kind} ${JSON.stringify(request)}`, compute);
  }

  async function alternativesUncached(kind: CatalogueKind, request: ListRequest): Promise<ListAlternatives> {
    const counted = async (changed: ListRequest) => {
      const page = await listUncached(kind, { ...changed, page: 1, pageSize: 1 });
      return { total: page.total, totalCapped: page.totalCapped };
    };
    const relaxations: ListAlternatives['relaxations'] = [];
    for (const drop of RELAXABLE) {
      if (!drop.some((name) => request[name as keyof ListRequest] !== undefined)) continue;
      const relaxed: ListRequest = { ...request };
      for (const name of drop) delete relaxed[name as keyof ListRequest];
      const found = await counted(relaxed);
      if (found.total > 0) relaxations.push({ drop: drop.filter((name) => request[name as keyof ListRequest] !== undefined), ...found });
    }
    relaxations.sort((a, b) => b.total - a.total);
    const answer: ListAlternatives = { relaxations: relaxations.slice(0, 3) };
    if (request.q !== undefined) {
      const correction = respell(request.q, await vocabularyOf(kind));
      if (correction && (await counted({ ...request, q: correction })).total > 0) answer.correction = correction;
    }
    return answer;
  }

  return { matching, cards, alternatives };
}
