// The user area's faces of a loading list or record (shared/ui's AsyncView), with its own login panel.
import { AsyncView as SharedAsyncView, type AsyncViewProps } from 'shared/ui';
import { LoginPanel } from './login-panel';
import { SkeletonRows } from './skeleton-rows';

type UserAreaAsyncViewProps<T> = Omit<AsyncViewProps<T>, 'login' | 'notFoundText'> & {
  /** Completes "Log in to see …" when the api answers that the visitor is not logged in. */
  loginWhat: string;
};

export function AsyncView<T>({ loginWhat, ...props }: UserAreaAsyncViewProps<T>) {
  return <SharedAsyncView {...props} login={<LoginPanel what={loginWhat} />} />;
}

/**
 * The same, for what one phrase names throughout ("your saved searches"): skeleton rows read out as "Loading …", the
 * error "We couldn’t load …" and the panel "Log in to see …".
 */
export function NamedAsyncView<T>({
  what,
  rows,
  ...props
}: Omit<UserAreaAsyncViewProps<T>, 'skeleton' | 'errorTitle' | 'loginWhat'> & {
  what: string;
  rows?: Omit<Parameters<typeof SkeletonRows>[0], 'label'>;
}) {
  return (
    <AsyncView
      {...props}
      skeleton={<SkeletonRows label={`Loading ${what}`} {...rows} />}
      errorTitle={`We couldn’t load ${what}`}
      loginWhat={what}
    />
  );
}
