// GET /api/v1/user/yacht?kind=&currency= (signed): the yachts the user follows, new or used ("idle"), or both.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_API, type FollowedYacht } from '@yachts/contracts/account';
import type { CatalogueKind, DisplayCurrency } from '@yachts/contracts/catalogue';
import { pageFields, type PageInput } from './page-request';

export interface ListFollowedYachtsInput extends PageInput {
  kind?: CatalogueKind;
  /** Each price also in this currency (the visitor's, decision 025). */
  currency?: DisplayCurrency;
}

export function listFollowedYachts(
  { kind, currency, ...page }: ListFollowedYachtsInput,
  signal?: AbortSignal,
): Promise<Page<FollowedYacht>> {
  return signedClient.get<Page<FollowedYacht>>(
    ACCOUNT_API.followedYachts,
    { ...pageFields(page), ...(kind ? { kind } : {}), ...(currency ? { currency } : {}) },
    signal,
  );
}
