// The faces of a record or list that loads: the skeleton, the content, the area's login panel when the api says the
// visitor is not logged in, the not-found panel, and otherwise an error with a retry. Each area passes its own panels.
import type { ReactNode } from 'react';
import { errorMessage, isNotFound, needsLogin } from '../api/call-errors';
import { ErrorState } from './components';
import type { AsyncState } from './use-async';

export interface AsyncViewProps<T> {
  state: AsyncState<T>;
  reload: () => void;
  /** Shown while loading. */
  skeleton: ReactNode;
  errorTitle: string;
  /** Shown when the api answers that the visitor is not logged in. */
  login: ReactNode;
  notFound?: ReactNode;
  /** For calls that answer a missing item in their own words: that text (see `isNotFound`). */
  notFoundText?: string;
  children: (data: T) => ReactNode;
}

export function AsyncView<T>({ state, reload, skeleton, errorTitle, login, notFound, notFoundText, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <>{skeleton}</>;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  const { error } = state;
  if (needsLogin(error)) return <>{login}</>;
  if (notFound && isNotFound(error, notFoundText)) return <>{notFound}</>;
  return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={reload} />;
}
