// POST /index/user/getSell { id }: an application's values, for its edit form.
import { formClient } from 'shared/api';
import { SELL_CALLS, type SellApplicationValues } from '@yachts/contracts/selling';

export async function getSell(id: number, signal?: AbortSignal): Promise<SellApplicationValues> {
  const response = await formClient.post<SellApplicationValues>(SELL_CALLS.get, { id }, { signal });
  return response.data;
}
