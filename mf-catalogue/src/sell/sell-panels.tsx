// The panels a selling page shows instead of its content: "log in first" (the page stays put; the login modal
// reloads it after a login, docs/product.md §4), and a state (nothing yet, not found) with the ways on.
import { useId, type ReactNode } from 'react';
import { LoginChoices } from 'shared/auth';
import { LoginMark } from 'shared/ui';

export function LoginPanel({ title, reason }: { title: string; reason?: string }) {
  const titleId = useId();
  return (
    <section className="surface-panel sell-card sell-login" aria-labelledby={titleId}>
      <LoginMark className="sell-login-mark" />
      <h2 id={titleId}>{title}</h2>
      <p>{reason ?? 'Your sell applications and listings are kept in your account, so you can follow each one from submission to sale.'}</p>
      <LoginChoices className="button-row button-row-center" />
    </section>
  );
}

/** A state instead of the content (nothing yet, not found): the heading that names it, what it means, the ways on. */
export function SellStatePanel({ id, title, text, children }: { id: string; title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <section className="state-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
