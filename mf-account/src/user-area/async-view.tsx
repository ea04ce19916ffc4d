// The four faces of a loading list or record in the user area: skeleton, content, error with a retry, and the
// panels for "log in first" and "not found".
import { errorMessage, isNotFound, needsLogin } from 'shared/api';
import type { ReactNode } from 'react';
import { ErrorState, type AsyncState } from 'shared/ui';
import { LoginPanel } from './login-panel';

interface AsyncViewProps<T> {
  state: AsyncState<T>;
  reload: () => void;
  /** Shown while loading. */
  skeleton: ReactNode;
  errorTitle: string;
  /** Completes "Log in to see …" when the api answers that the visitor is not logged in. */
  loginWhat: string;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

export function AsyncView<T>({ state, reload, skeleton, errorTitle, loginWhat, notFound, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <>{skeleton}</>;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  const { error } = state;
  if (needsLogin(error)) return <LoginPanel what={loginWhat} />;
  if (notFound && isNotFound(error)) return <>{notFound}</>;
  return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={reload} />;
}
