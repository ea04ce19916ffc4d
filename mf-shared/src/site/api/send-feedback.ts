// POST /index/ajax/feedback (form-style): the feedback payload of docs/product.md §3.
import type { InferType } from 'yup';
import { FeedbackReportSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';

export { FeedbackReportSchema };
export type FeedbackReport = InferType<typeof FeedbackReportSchema>;

export function sendFeedback(report: FeedbackReport) {
  return formClient.post<null>('/index/ajax/feedback', { ...report });
}
