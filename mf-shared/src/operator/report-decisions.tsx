// The decisions on a reported item (decision 033), alike in every report queue: the one decision that takes no
// reason (keep it, dismiss the reports, list it again), which stands beside the item's links, and the decisions sent
// with the reason the member at fault reads (withdraw, hide, close as spam, warn), each a ReasonForm limited as the
// api limits it.
import { ReasonForm, type ReasonFormProps } from './reason-form';

/** Sends one decision on the item: the call, the toast once it is done, and whether a ReasonForm sent it. */
export type SendDecision = (call: () => Promise<unknown>, done: string, fromForm: boolean) => Promise<void>;

/** A decision sent with its reason: a ReasonForm's own words, the limits being the queue's. */
export type ReasonDecision = Omit<ReasonFormProps, 'maxLength' | 'requiredMessage'> & {
  /** Tells apart forms that change places (one for each side of a conversation). */
  key?: string;
};

/** What an item offers to decide in its view. */
export interface ItemDecisions {
  /** The decision without a reason, beside the item's links; disabled while a decision is out. */
  plain?: { label: string; onDecide: () => Promise<void> };
  /** The decisions with a reason, in order; null where the item offers none (no seller to warn). */
  reasons: readonly (ReasonDecision | null)[];
  /** The api's limit on a reason, and the words when none is given. */
  maxLength: number;
  requiredMessage: string;
}

/** The button of the decision without a reason. */
export function PlainDecision({ decision, busy }: { decision: NonNullable<ItemDecisions['plain']>; busy: boolean }) {
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decision.onDecide()}>
      {decision.label}
    </button>
  );
}

/** The decisions with a reason, one under the other, when there are any. */
export function ReasonDecisions({ reasons, maxLength, requiredMessage }: Omit<ItemDecisions, 'plain'>) {
  if (!reasons.some(Boolean)) return null;
  return (
    <div className="console-decisions">
      {reasons.map((decision, index) => {
        if (!decision) return null;
        const { key, ...words } = decision;
        return <ReasonForm key={key ?? index} {...words} maxLength={maxLength} requiredMessage={requiredMessage} />;
      })}
    </div>
  );
}
