// POST /index/user/mysell { page, pageSize, kind?, status? }: every application of the user, newest first.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { SELL_CALLS, type SellApplicationSummary, type SellStatus } from '@yachts/contracts/selling';

export const SELL_PAGE_SIZE = 10;

export interface MySellsInput {
  page: number;
  kind?: CatalogueKind;
  status?: SellStatus;
}

export async function listMySells({ page, kind, status }: MySellsInput, signal?: AbortSignal): Promise<Page<SellApplicationSummary>> {
  const fields: Record<string, unknown> = { page, pageSize: SELL_PAGE_SIZE };
  if (kind) fields.kind = kind;
  if (status) fields.status = status;
  const response = await formClient.post<Page<SellApplicationSummary>>(SELL_CALLS.mySells, fields, { signal });
  return response.data;
}
