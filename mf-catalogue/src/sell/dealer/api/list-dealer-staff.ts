// GET /api/v1/dealer/staff (owners): the page's account, the staff and the open invitations.
import { signedClient } from 'shared/api';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import type { DealerStaffMember } from '@yachts/contracts/wire/dealer-workspace';

export function listDealerStaff(signal?: AbortSignal): Promise<DealerStaffMember[]> {
  return signedClient.get<DealerStaffMember[]>(DEALER_API.staff, {}, signal);
}
