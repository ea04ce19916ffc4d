// POST /index/apply/idleYachtSellParameter {}: the choices and limits the sell forms offer.
import { formClient } from 'shared/api';
import { SELL_CALLS, type SellParameters } from '@yachts/contracts/selling';

export async function getSellParameters(signal?: AbortSignal): Promise<SellParameters> {
  const response = await formClient.post<SellParameters>(SELL_CALLS.idleParameters, {}, { signal });
  return response.data;
}
