// POST /index/user/progress { id }: the application's steps, oldest first.
import { formClient } from 'shared/api';
import { SELL_CALLS, type SellProgressStep } from '@yachts/contracts/selling';

export async function getSellProgress(id: number, signal?: AbortSignal): Promise<SellProgressStep[]> {
  const response = await formClient.post<SellProgressStep[]>(SELL_CALLS.progress, { id }, { signal });
  return Array.isArray(response.data) ? response.data : [];
}
