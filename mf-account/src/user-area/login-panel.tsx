// What a visitor sees on a page of the user area: why to log in, and the two ways in. The page itself stays put;
// after a login the page reloads (docs/product.md §4) and shows the content.
import { useId } from 'react';
import { modalStore, MODAL_IDS } from 'shared/modals';

export function LoginPanel({ what, reason, title }: { what: string; reason?: string; title?: string }) {
  const titleId = useId();
  return (
    <section className="card account-card account-login-prompt" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="account-login-mark" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48">
            <circle cx="24" cy="24" r="24" fill="#e3f3fa" />
            <path
              d="M24 12a6 6 0 0 1 6 6v3h1.5A2.5 2.5 0 0 1 34 23.5v10a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 14 33.5v-10a2.5 2.5 0 0 1 2.5-2.5H18v-3a6 6 0 0 1 6-6zm0 3a3 3 0 0 0-3 3v3h6v-3a3 3 0 0 0-3-3z"
              fill="#0b6e99"
            />
          </svg>
        </div>
        <h2 id={titleId}>{title ?? `Log in to see ${what}`}</h2>
        <p>{reason ?? 'Your followed yachts, messages, topics and sell applications are kept in your account.'}</p>
        <div className="account-actions">
          <button type="button" className="btn btn-primary" onClick={() => modalStore.open(MODAL_IDS.login)}>
            Log in
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => modalStore.open(MODAL_IDS.register)}>
            Create account
          </button>
        </div>
      </div>
    </section>
  );
}
