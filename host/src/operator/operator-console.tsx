// The operators' console (decision 033). The host only mounts it: for an operator's login it draws the console's
// frame (the pages the role may open) and mounts the page's area module; an operator who has not passed the second
// factor gets the account area's code page first; anyone else gets the site's 404 page, as the gateway answers 404
// for them. What each page shows and does is the area's own.
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { OPERATOR_PAGES, operatorPageFor } from '@yachts/contracts/paths';
import { OPERATOR_ROLE_LABELS, roleAllows } from '@yachts/contracts/operators';
import { operatorStore } from 'shared/operator';
import { sessionStore } from 'shared/session';
import { ErrorState, NotFoundPage, SkeletonCards } from 'shared/ui';
import { RemoteComponent } from '../federation/remote-component';

function ConsoleLoading({ label }: { label: string }) {
  return (
    <div className="container area-loading">
      <SkeletonCards count={3} label={label} />
    </div>
  );
}

export const OperatorConsole = observer(function OperatorConsole() {
  const { pathname } = useLocation();
  const login = sessionStore.uuid;
  useEffect(() => {
    void operatorStore.load(login);
  }, [login]);

  const { state, me } = operatorStore;
  if (state === 'unknown' || state === 'loading') return <ConsoleLoading label="Loading the operator console" />;
  if (state === 'absent') return <NotFoundPage />;
  if (state === 'failed') {
    return (
      <div className="container">
        <ErrorState
          title="We couldn't open the operator console"
          message={operatorStore.error ?? undefined}
          onRetry={() => void operatorStore.load(login, true)}
        />
      </div>
    );
  }
  if (state === 'second-factor' || !me) {
    return (
      <div className="container operator-console-gate">
        <RemoteComponent remote="account" module="operator-sign-in" fallback={<ConsoleLoading label="Loading the sign-in step" />} />
      </div>
    );
  }

  const page = operatorPageFor(pathname);
  const pages = OPERATOR_PAGES.filter((candidate) => roleAllows(me.role, candidate.role));
  return (
    <div className="container operator-console">
      <nav className="operator-console-nav" aria-label="Operator console">
        <p className="operator-console-who">
          <span>{me.name || me.email}</span>
          <span className="overline">{OPERATOR_ROLE_LABELS[me.role]}</span>
        </p>
        <ul className="stack-list">
          {pages.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === OPERATOR_PAGES[0]?.path}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="operator-console-page">
        {page && roleAllows(me.role, page.role) ? (
          // Keyed by area like the site's pages: moving between one area's console pages keeps its module mounted.
          <RemoteComponent
            key={`${page.remote}/${page.module}`}
            remote={page.remote}
            module={page.module}
            fallback={<SkeletonCards count={3} label={`Loading ${page.label.toLowerCase()}`} />}
          />
        ) : (
          <NotFoundPage />
        )}
      </div>
    </div>
  );
});
