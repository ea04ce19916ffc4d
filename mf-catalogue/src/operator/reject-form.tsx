// Rejecting in the selling queues: the reason is required, kept to the review limit, and read by the one who applied.
import { OPERATOR_REVIEW_LIMITS, OPERATOR_SELLING_MESSAGES } from '@yachts/contracts/selling';
import { ReasonForm } from 'shared/operator';

/** "Reject" with its reason; `reader` names who reads it ("the seller", "the applicant"). */
export function RejectForm({ reader, onDecide }: { reader: string; onDecide: (reason: string) => Promise<void> }) {
  return (
    <ReasonForm
      action="Reject"
      label={`Why it is rejected (${reader} reads this)`}
      maxLength={OPERATOR_REVIEW_LIMITS.reasonMax}
      requiredMessage={OPERATOR_SELLING_MESSAGES.reasonRequired}
      onDecide={onDecide}
    />
  );
}
