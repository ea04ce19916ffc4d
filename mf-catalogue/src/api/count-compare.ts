// POST /api/v1/yachts/{new|idle}/{id}/compared (signed): the visitor put the yacht aside to compare, counted once a
// day for its seller's figures. Nothing waits on it and a failure tells the visitor nothing: the choice itself lives in
// the browser and has been made.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type CatalogueKind } from '@yachts/contracts/catalogue';

export function countCompare(kind: CatalogueKind, id: number): void {
  signedClient.post(CATALOGUE_API.compared(kind, id)).catch(() => undefined);
}
