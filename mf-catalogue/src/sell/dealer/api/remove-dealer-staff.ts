// Signed POST /api/v1/dealer/staff/remove { id } (owners): a staff member or an invitation leaves the workspace.
import { signedClient } from 'shared/api';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';

export async function removeDealerStaff(id: number): Promise<void> {
  await signedClient.post<null>(DEALER_API.remove, { id });
}
