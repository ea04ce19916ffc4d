// POST /index/apply/delYachtSell | delIdleYachtSell { id }: withdraws an application (an approved one's listing
// leaves the catalogue).
import { formClient } from 'shared/api';
import { SELL_CALLS } from '@yachts/contracts/selling';
import type { CatalogueKind } from '@yachts/contracts/catalogue';

export async function deleteSell(kind: CatalogueKind, id: number): Promise<void> {
  await formClient.post(kind === 'new' ? SELL_CALLS.deleteNew : SELL_CALLS.deleteIdle, { id });
}
