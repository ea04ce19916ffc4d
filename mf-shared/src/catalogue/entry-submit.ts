// POST /index/user/enters (form-style, login required): a seller or business entry application (a business with its
// trader details). Answers { id }.
import { SELL_CALLS, type EntryType } from '@yachts/contracts/selling';
import { formClient } from '../api/form-client';

export interface EnterFields {
  type: EntryType;
  category: string;
  company_name: string;
  contact_name: string;
  email: string;
  area_code: string;
  mobile: string;
  country: string;
  website: string;
  content: string;
  /** A business's trader details (decision 045); a private seller sends none. */
  address?: string;
  trade_register?: string;
  /** '1' when the business ticked the self-certification; left out otherwise. */
  self_certify?: '1';
}

export async function submitEntry(fields: EnterFields): Promise<{ id: number }> {
  const response = await formClient.post<{ id: number }>(SELL_CALLS.enter, { ...fields });
  return response.data;
}
