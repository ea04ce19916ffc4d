// GET /api/v1/yachts/{new|idle}/{id}/similar: a few listed yachts like this one.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type CatalogueKind, type DisplayCurrency, type YachtSummary } from '@yachts/contracts/catalogue';

/** With `currency`, each yacht asked in another one carries its price in it (shownPrice). */
export function listSimilarYachts(
  kind: CatalogueKind,
  id: number,
  currency: DisplayCurrency,
  signal?: AbortSignal,
): Promise<YachtSummary[]> {
  return signedClient.get<YachtSummary[]>(CATALOGUE_API.similar(kind, id), { currency }, signal);
}
