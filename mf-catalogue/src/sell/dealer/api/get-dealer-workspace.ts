// GET /api/v1/dealer (login): the member's dealer workspace (decision 045): the dealer page's fields, their role, the
// stock's counts. A member who works for no dealer gets 404 (DEALER_MESSAGES.notMember).
import { signedClient } from 'shared/api';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import type { DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';

export function getDealerWorkspace(signal?: AbortSignal): Promise<DealerWorkspace> {
  return signedClient.get<DealerWorkspace>(DEALER_API.workspace, {}, signal);
}
