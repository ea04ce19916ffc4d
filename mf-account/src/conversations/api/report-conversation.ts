// Signed POST /api/v1/conversations/:id/report { reason, detail?, key? }: either side reports the conversation to the
// operators. The api's answer is its sentence (thanks, or "already reported"), which the dialog shows.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API, type ConversationReportReason } from '@yachts/contracts/conversations';
import { keyField } from './visitor-key';

export interface ReportConversationInput {
  reason: ConversationReportReason;
  detail: string;
}

export async function reportConversation(id: number, { reason, detail }: ReportConversationInput, key: string): Promise<void> {
  await signedClient.post<null>(CONVERSATIONS_API.report(id), { reason, ...(detail ? { detail } : {}), ...keyField(key) });
}
