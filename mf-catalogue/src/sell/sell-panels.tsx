// The panel a selling page shows instead of its content: "log in first" (the page stays put; the login modal
// reloads it after a login, docs/product.md §4).
import { useId } from 'react';
import { openLogin, openRegister } from 'shared/auth';

export function LoginPanel({ title, reason }: { title: string; reason?: string }) {
  const titleId = useId();
  return (
    <section className="sell-card sell-login" aria-labelledby={titleId}>
      <div className="sell-login-mark" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="24" fill="#e3f3fa" />
          <path
            d="M24 12a6 6 0 0 1 6 6v3h1.5A2.5 2.5 0 0 1 34 23.5v10a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 14 33.5v-10a2.5 2.5 0 0 1 2.5-2.5H18v-3a6 6 0 0 1 6-6zm0 3a3 3 0 0 0-3 3v3h6v-3a3 3 0 0 0-3-3z"
            fill="#0b6e99"
          />
        </svg>
      </div>
      <h2 id={titleId}>{title}</h2>
      <p>{reason ?? 'Your sell applications and listings are kept in your account, so you can follow each one from submission to sale.'}</p>
      <div className="sell-actions sell-actions-center">
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          Log in
        </button>
        <button type="button" className="btn btn-secondary" onClick={openRegister}>
          Create account
        </button>
      </div>
    </section>
  );
}

