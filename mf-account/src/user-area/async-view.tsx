// The user area's faces of a loading list or record (shared/ui's AsyncView), with its own login panel.
import { AsyncView as SharedAsyncView, type AsyncViewProps } from 'shared/ui';
import { LoginPanel } from './login-panel';

type UserAreaAsyncViewProps<T> = Omit<AsyncViewProps<T>, 'login' | 'notFoundText'> & {
  /** Completes "Log in to see …" when the api answers that the visitor is not logged in. */
  loginWhat: string;
};

export function AsyncView<T>({ loginWhat, ...props }: UserAreaAsyncViewProps<T>) {
  return <SharedAsyncView {...props} login={<LoginPanel what={loginWhat} />} />;
}
