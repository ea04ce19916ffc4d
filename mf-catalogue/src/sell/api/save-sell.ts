// POST /index/apply/yachtSell | idleYachtSell (create) and editYachtSell | editIdleYachtSell (change one):
// form-style, login required. Creating answers { id }; a change answers with the same id.
import { formClient } from 'shared/api';
import { SELL_CALLS } from '@yachts/contracts/selling';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { SellFields } from './sell-fields';

export async function createSell(kind: CatalogueKind, fields: SellFields): Promise<{ id: number }> {
  const response = await formClient.post<{ id: number }>(kind === 'new' ? SELL_CALLS.createNew : SELL_CALLS.createIdle, fields);
  return response.data;
}

export async function editSell(kind: CatalogueKind, id: number, fields: SellFields): Promise<{ id: number }> {
  const response = await formClient.post<{ id?: number } | null>(kind === 'new' ? SELL_CALLS.editNew : SELL_CALLS.editIdle, {
    id,
    ...fields,
  });
  return { id: response.data?.id ?? id };
}
