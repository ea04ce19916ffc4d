// Signed POST /api/v1/dealer/profile (owners): the dealer page's address, phone, opening hours, languages, about,
// website and logo, all at once; answers the workspace as it is now.
import { signedClient } from 'shared/api';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';

export interface DealerProfileInput {
  address: string;
  phone: string;
  opening_hours: string;
  languages: string[];
  about: string;
  website: string;
  logo_url: string;
}

export function saveDealerProfile(input: DealerProfileInput): Promise<DealerWorkspace> {
  return signedClient.post<DealerWorkspace>(DEALER_API.profile, { ...input });
}
