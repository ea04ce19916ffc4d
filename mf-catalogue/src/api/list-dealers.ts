// GET /api/v1/dealers: the dealers, brokers and builders with a public page (decision 028), by name, each with how
// many yachts it has listed. The directory (/dealers/) reads it.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type DealerSummary } from '@yachts/contracts/catalogue';

export function listDealers(signal?: AbortSignal): Promise<DealerSummary[]> {
  return signedClient.get<DealerSummary[]>(CATALOGUE_API.dealers, undefined, signal);
}
