// POST /side/message (form-style, docs/product.md §7A): an e-mail and a message to the team.
import type { InferType } from 'yup';
import { SideMessageSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';

export { SideMessageSchema };
export type SideMessageInput = InferType<typeof SideMessageSchema>;

export function sendSideMessage(input: SideMessageInput) {
  return formClient.post<null>('/side/message', { email: input.email.trim(), content: input.content.trim() });
}
