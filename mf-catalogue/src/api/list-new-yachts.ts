import { apiGet } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import type { NewYachtSummary } from '@yachts/contracts/catalogue';

export interface ListNewYachtsInput {
  page: number;
  pageSize: number;
}

export function listNewYachts(input: ListNewYachtsInput, signal?: AbortSignal): Promise<Page<NewYachtSummary>> {
  return apiGet<Page<NewYachtSummary>>('/api/v1/yachts/new', { page: input.page, pageSize: input.pageSize }, signal);
}
