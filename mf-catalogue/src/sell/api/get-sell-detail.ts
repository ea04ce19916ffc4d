// POST /index/user/sellDetail { id }: one of the user's applications with its values and steps.
import { formClient } from 'shared/api';
import { SELL_CALLS, type SellApplicationDetail } from '@yachts/contracts/selling';

export async function getSellDetail(id: number, signal?: AbortSignal): Promise<SellApplicationDetail> {
  const response = await formClient.post<SellApplicationDetail>(SELL_CALLS.detail, { id }, { signal });
  return response.data;
}
