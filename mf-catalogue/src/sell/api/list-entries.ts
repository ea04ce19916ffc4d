// POST /index/apply/enterDetail {}: the user's seller and business entry applications, newest first.
import { formClient } from 'shared/api';
import { SELL_CALLS, type EntryApplication } from '@yachts/contracts/selling';

export async function listEntries(signal?: AbortSignal): Promise<EntryApplication[]> {
  const response = await formClient.post<EntryApplication[]>(SELL_CALLS.enterDetail, {}, { signal });
  return Array.isArray(response.data) ? response.data : [];
}
