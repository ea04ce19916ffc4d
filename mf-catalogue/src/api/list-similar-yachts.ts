// GET /api/v1/yachts/{new|idle}/{id}/similar: a few listed yachts like this one.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type CatalogueKind, type YachtSummary } from '@yachts/contracts/catalogue';

export function listSimilarYachts(kind: CatalogueKind, id: number, signal?: AbortSignal): Promise<YachtSummary[]> {
  return signedClient.get<YachtSummary[]>(CATALOGUE_API.similar(kind, id), undefined, signal);
}
