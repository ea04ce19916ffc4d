// POST /user/myCollection (form-style): the topics and articles the user collected, optionally one kind.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_CALLS, type CollectedItem, type CommunityItemKind } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export interface ListCollectionInput extends PageInput {
  kind?: CommunityItemKind;
}

export async function listCollection({ kind, ...page }: ListCollectionInput, signal?: AbortSignal): Promise<Page<CollectedItem>> {
  const response = await formClient.post<Page<CollectedItem>>(
    ACCOUNT_CALLS.collection,
    { ...pageFields(page), ...(kind ? { kind } : {}) },
    { signal },
  );
  return response.data;
}
