// POST /index/user/enters (form-style, login required): a seller or business entry application. Answers { id }.
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
}

export async function submitEntry(fields: EnterFields): Promise<{ id: number }> {
  const response = await formClient.post<{ id: number }>(SELL_CALLS.enter, { ...fields });
  return response.data;
}
