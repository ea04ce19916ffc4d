// GET /api/v1/user/leaveMessage (signed): the enquiries the user sent about yachts.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_API, type LeftMessage } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export function listLeftMessages(input: PageInput, signal?: AbortSignal): Promise<Page<LeftMessage>> {
  return signedClient.get<Page<LeftMessage>>(ACCOUNT_API.leaveMessages, pageFields(input), signal);
}
