// GET /api/v1/yachts/{new|idle}/filters: the builders, places and ranges the filters offer for one catalogue.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type CatalogueFilters, type CatalogueKind } from '@yachts/contracts/catalogue';

export function getCatalogueFilters(kind: CatalogueKind, signal?: AbortSignal): Promise<CatalogueFilters> {
  return signedClient.get<CatalogueFilters>(CATALOGUE_API.filters(kind), undefined, signal);
}
