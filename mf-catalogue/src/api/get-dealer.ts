// GET /api/v1/dealers/{slug}: one dealer's, broker's or builder's page (code 404 for a slug without one). Their yachts
// are the lists with `dealer={slug}` (list-yachts.ts).
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type Dealer } from '@yachts/contracts/catalogue';

export function getDealer(slug: string, signal?: AbortSignal): Promise<Dealer> {
  return signedClient.get<Dealer>(CATALOGUE_API.dealer(slug), undefined, signal);
}
