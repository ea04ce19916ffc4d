// The catalogue's operator calls (OPERATOR_SELL_API, decision 032): the sell-application and entry queues and the
// decisions on them.
import type { Page } from '@yachts/contracts/envelope';
import {
  OPERATOR_SELL_API,
  type EntryApplication,
  type OperatorApplication,
  type OperatorEntry,
  type SellApplicationSummary,
} from '@yachts/contracts/selling';
import { operatorGet, operatorPost } from 'shared/operator';

export const QUEUE_PAGE_SIZE = 10;

export function listApplications(status: string, page: number, signal?: AbortSignal): Promise<Page<OperatorApplication>> {
  return operatorGet(OPERATOR_SELL_API.applications, { status: status || undefined, page, page_size: QUEUE_PAGE_SIZE }, signal);
}

export function reviewApplication(
  id: number,
  status: 'under_review' | 'approved' | 'rejected',
  reason?: string,
): Promise<SellApplicationSummary> {
  return operatorPost(OPERATOR_SELL_API.review(id), reason === undefined ? { status } : { status, reason });
}

export function listEntries(status: string, page: number, signal?: AbortSignal): Promise<Page<OperatorEntry>> {
  return operatorGet(OPERATOR_SELL_API.entries, { status: status || undefined, page, page_size: QUEUE_PAGE_SIZE }, signal);
}

export function reviewEntry(id: number, status: 'approved' | 'rejected', reason?: string): Promise<EntryApplication> {
  return operatorPost(OPERATOR_SELL_API.reviewEntry(id), reason === undefined ? { status } : { status, reason });
}
