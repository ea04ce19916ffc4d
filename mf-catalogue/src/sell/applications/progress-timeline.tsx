// The steps of an application, oldest first, as the api records them (submitted, edited, under review, approved or
// rejected with the reason, withdrawn), then the steps still to come in grey. The latest step is the current one.
import { formatDateTime } from 'shared/ui';
import { SELL_STEP_LABELS, type SellProgressStep, type SellStep } from '@yachts/contracts/selling';

/** What is still ahead after the latest step. */
export function stepsAhead(latest: SellStep | undefined): SellStep[] {
  switch (latest) {
    case undefined:
    case 'submitted':
    case 'edited':
      return ['under_review', 'approved'];
    case 'under_review':
      return ['approved'];
    default:
      return [];
  }
}

const STEP_HINTS: Partial<Record<SellStep, string>> = {
  under_review: 'Our team checks the details and photos.',
  approved: 'Your yacht appears in the catalogue.',
};

export function ProgressTimeline({ steps }: { steps: SellProgressStep[] }) {
  const latest = steps[steps.length - 1]?.status;
  const ahead = stepsAhead(latest);
  return (
    <ol className="sell-timeline" aria-label="Progress">
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.at}-${index}`}
            className={`sell-step sell-step-${step.status}${current ? ' is-current' : ' is-done'}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className="sell-step-marker" aria-hidden="true" />
            <div className="sell-step-body">
              <p className="sell-step-label">{SELL_STEP_LABELS[step.status] ?? step.label}</p>
              <time className="sell-step-time" dateTime={step.at}>
                {formatDateTime(step.at)}
              </time>
              {step.note ? (
                <p className="sell-step-note">
                  {step.status === 'rejected' ? 'Reason: ' : ''}
                  {step.note}
                </p>
              ) : null}
              {current && step.status === 'rejected' ? (
                <p className="sell-step-hint">Edit the application to send it for review again.</p>
              ) : null}
            </div>
          </li>
        );
      })}
      {ahead.map((status) => (
        <li key={`ahead-${status}`} className={`sell-step sell-step-${status} is-upcoming`}>
          <span className="sell-step-marker" aria-hidden="true" />
          <div className="sell-step-body">
            <p className="sell-step-label">
              {SELL_STEP_LABELS[status]}
              <span className="sell-step-next"> · still to come</span>
            </p>
            {STEP_HINTS[status] ? <p className="sell-step-hint">{STEP_HINTS[status]}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
