// The frame of the account pages (/user/login, /user/register, /user/resetpwd, /user/changeEmail): one centred
// card with the page's heading and the shared form.
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BuildStamp, usePageTitle } from 'shared/ui';
import { safeRedirect } from './redirect';

export function useRedirect(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

export function AuthPage({ title, lead, children, aside }: { title: string; lead?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const titleId = useId();
  usePageTitle(title);
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby={titleId}>
        <div className="auth-card-head">
          <h1 id={titleId}>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </div>
        <div className="auth-card-body">{children}</div>
      </section>
      {aside ? <div className="auth-aside">{aside}</div> : null}
      <BuildStamp area="account" version={__BUILD_VERSION__} />
    </div>
  );
}
