// The catalogue (docs/decisions/016-catalogue-and-search.md): new and used yachts, listed, filtered, searched and
// read one by one. The queries live by use case: yachts-list-repository.ts (lists and searches),
// yachts-facets-repository.ts (the filter panel), yachts-vocabulary.ts (suggestions, respelling),
// yachts-detail-repository.ts (one yacht, similar yachts), yachts-alternatives-repository.ts (saved searches' matches,
// zero-result alternatives); yachts-columns.ts and yachts-filters.ts hold what they share. This file puts them
// together as the one `app.repositories.yachts`.
import { eq } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { catalogueVersions } from '../db/schema';
import type { YachtsContext } from './yachts-columns';
import { createYachtListing } from './yachts-list-repository';
import { createYachtFacets } from './yachts-facets-repository';
import { createYachtVocabulary } from './yachts-vocabulary';
import { createYachtDetail } from './yachts-detail-repository';
import { createYachtAlternatives } from './yachts-alternatives-repository';

export { FILTER_VALUES_MAX, yachtUrl, type FacetRequest, type ListedPage, type ListedYacht } from './yachts-columns';
export { entry, respell, type ListAlternatives, type VocabularyEntry } from './yachts-vocabulary';

export interface YachtsRepositoryOptions {
  /** Where totals stop being exact and pages end: CATALOGUE_LIMITS.countCap (a test sets a small one). */
  countCap?: number;
  /** Lists and filter values answered from the versioned cache (on; a test compares with it off). */
  cache?: boolean;
}

export function createYachtsRepository(db: Db, { countCap = CATALOGUE_LIMITS.countCap, cache = true }: YachtsRepositoryOptions = {}) {
  /** The catalogue's version: raised by every write to its table (migration 0007). */
  async function versionOf(kind: CatalogueKind): Promise<number> {
    const [row] = await db.select({ version: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.kind, kind));
    return row?.version ?? 0;
  }
  const context: YachtsContext = { db, countCap, cache, versionOf };
  const { list, listUncached } = createYachtListing(context);
  const { filters } = createYachtFacets(context);
  const { suggest, vocabularyOf } = createYachtVocabulary(context);
  const { findListed, detail, similar, followers } = createYachtDetail(context);
  const { matching, cards, alternatives } = createYachtAlternatives(context, listUncached, vocabularyOf);
  return { list, filters, suggest, alternatives, matching, cards, findListed, detail, similar, followers };
}

export type YachtsRepository = ReturnType<typeof createYachtsRepository>;
