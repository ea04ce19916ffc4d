// What to check before paying (decision 045), shown under a message from the other side that asks for or gives payment
// details (the api flags it). A note with its own heading and a warning mark, so it is not told by colour alone.
import { useId } from 'react';
import { PAYMENT_WARNING } from '@yachts/contracts/conversations';

export function PaymentWarning() {
  const titleId = useId();
  return (
    <aside className="conversation-payment-warning" role="note" aria-labelledby={titleId}>
      <p className="conversation-payment-warning-title" id={titleId}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 10v5M12 17.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <strong>{PAYMENT_WARNING.title}</strong>
      </p>
      <ul>
        {PAYMENT_WARNING.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </aside>
  );
}
