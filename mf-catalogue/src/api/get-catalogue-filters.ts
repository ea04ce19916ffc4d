// GET /api/v1/yachts/{new|idle}/filters: every group's values with counts, each under the other groups' filters and
// the words of `query` (its sort and page are not sent), and the ranges, for one catalogue.
import { signedClient } from 'shared/api';
import {
  CATALOGUE_API,
  catalogueQueryToParams,
  type CatalogueFilters,
  type CatalogueKind,
  type CatalogueQuery,
} from '@yachts/contracts/catalogue';

/** Groups an older api does not count yet (this area deploys on its own) are read as offering nothing. */
const NONE: Pick<CatalogueFilters, 'types' | 'builders' | 'models' | 'fuels' | 'hulls' | 'conditions' | 'countries' | 'locations'> = {
  types: [],
  builders: [],
  models: [],
  fuels: [],
  hulls: [],
  conditions: [],
  countries: [],
  locations: [],
};

export async function getCatalogueFilters(kind: CatalogueKind, query: CatalogueQuery, signal?: AbortSignal): Promise<CatalogueFilters> {
  const data = await signedClient.get<CatalogueFilters>(
    CATALOGUE_API.filters(kind),
    Object.fromEntries(catalogueQueryToParams(query)),
    signal,
  );
  return { ...NONE, ...data };
}
