// Signed POST /api/v1/dealer/staff/accept { token } (login): the member joins the workspace their invitation link is
// for; answers that workspace. A used, replaced or unknown link answers 404 (DEALER_MESSAGES.tokenInvalid).
import { signedClient } from 'shared/api';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';

export function acceptDealerInvitation(token: string): Promise<DealerWorkspace> {
  return signedClient.post<DealerWorkspace>(DEALER_API.accept, { token });
}
