// GET /api/v1/dealer/feeds/fields (no login): the CSV feed's columns, each with whether it is required, what it holds
// and an example; the same list the template's header is made from.
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';
import type { CsvFieldWire } from '@yachts/contracts/wire/dealer-feeds';

export function listFeedFields(signal?: AbortSignal): Promise<CsvFieldWire[]> {
  return signedClient.get<CsvFieldWire[]>(DEALER_FEEDS_API.fields, {}, signal);
}
