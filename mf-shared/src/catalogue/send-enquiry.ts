// POST /newyacht/message and /idleYacht/message (form-style, product rules §7A): an enquiry about a new or a used
// yacht, which reaches its seller as a message. The fields are EnquiryFields of the contract, checked with
// EnquirySchema.
import { ENQUIRY_CALLS, type CatalogueKind, type EnquiryFields } from '@yachts/contracts/catalogue';
import { EnquirySchema } from '@yachts/contracts/validation';
import { formClient } from '../api/form-client';

export { EnquirySchema };

export async function sendEnquiry(kind: CatalogueKind, fields: EnquiryFields): Promise<unknown> {
  const response = await formClient.post<unknown>(ENQUIRY_CALLS[kind], { ...fields });
  return response.data;
}
