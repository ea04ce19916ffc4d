// Signed POST /api/v1/dealer/staff/invite { email, role } (owners): a mail with the link to join; inviting the address
// again sends a new link and the old one stops working.
import { signedClient } from 'shared/api';
import { DEALER_API, type DealerRole } from '@yachts/contracts/dealer-workspace';
import type { DealerStaffMember } from '@yachts/contracts/wire/dealer-workspace';

export function inviteDealerStaff(email: string, role: DealerRole): Promise<DealerStaffMember> {
  return signedClient.post<DealerStaffMember>(DEALER_API.invite, { email, role });
}
