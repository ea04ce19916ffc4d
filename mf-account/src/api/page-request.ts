// What every paged call of the user area sends (contracts PageRequest): 1-based page and page_size.
import { ACCOUNT_LIMITS, type PageRequest } from '@yachts/contracts/account';

export interface PageInput {
  page: number;
  pageSize?: number;
}

export function pageFields({ page, pageSize = ACCOUNT_LIMITS.pageSizeDefault }: PageInput): Required<PageRequest> {
  return { page, page_size: pageSize };
}
