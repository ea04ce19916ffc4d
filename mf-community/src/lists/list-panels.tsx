// The panel a topic list shows instead of topics: "log in first" (a visitor's Following tab, or a login that
// expired).
import { useId } from 'react';
import { openLogin, openRegister } from 'shared/auth';

export function LoginPanel({ title, reason }: { title: string; reason: string }) {
  const titleId = useId();
  return (
    <section className="state-panel community-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{reason}</p>
      <div className="community-panel-actions">
        {/* The login modal logs in over this page and reloads it, so the reader comes back to this tab. */}
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          Log in
        </button>
        <button type="button" className="btn btn-secondary" onClick={openRegister}>
          Create an account
        </button>
      </div>
    </section>
  );
}

