// GET /api/v1/yachts/{new|idle} (list and search): the CatalogueQuery as the query string, under the same names
// as the page's address. Sent with the login token, so a member's list says which yachts they follow.
import { signedClient } from 'shared/api';
import {
  CATALOGUE_API,
  catalogueQueryToParams,
  type CatalogueKind,
  type CatalogueQuery,
  type YachtListPage,
} from '@yachts/contracts/catalogue';

export function listYachts(kind: CatalogueKind, query: CatalogueQuery, signal?: AbortSignal): Promise<YachtListPage> {
  return signedClient.get<YachtListPage>(CATALOGUE_API.list(kind), Object.fromEntries(catalogueQueryToParams(query)), signal);
}
