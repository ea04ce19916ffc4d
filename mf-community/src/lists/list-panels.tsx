// The panel a topic list or a writing page shows instead of its content: "log in first" (a visitor's Following tab,
// a login that expired, a visitor on a writing page).
import { useId } from 'react';
import { LoginChoices } from 'shared/auth';

export function LoginPanel({ title, reason }: { title: string; reason: string }) {
  const titleId = useId();
  return (
    <section className="state-panel community-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{reason}</p>
      {/* The login modal logs in over this page and reloads it, so the reader comes back to this tab. */}
      <LoginChoices className="state-actions" registerLabel="Create an account" />
    </section>
  );
}
