// What a visitor sees on a page of the user area: why to log in, and the two ways in. The page itself stays put;
// after a login the page reloads (docs/product.md §4) and shows the content.
import { useId } from 'react';
import { LoginChoices } from 'shared/auth';
import { LoginMark } from 'shared/ui';

export function LoginPanel({ what, reason, title }: { what: string; reason?: string; title?: string }) {
  const titleId = useId();
  return (
    <section className="card account-card account-login-prompt" aria-labelledby={titleId}>
      <div className="card-body">
        <LoginMark className="account-login-mark" />
        <h2 id={titleId}>{title ?? `Log in to see ${what}`}</h2>
        <p>{reason ?? 'Your followed yachts, messages, topics and sell applications are kept in your account.'}</p>
        <LoginChoices className="button-row" />
      </div>
    </section>
  );
}
