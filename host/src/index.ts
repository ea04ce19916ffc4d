// Host entry. Before anything else the host reads the deploy pointer /remotes.json and registers the
// remotes it names; only then does the app (which imports `shared`) start. The dynamic import is the
// async boundary that lets the federation runtime negotiate shared libraries first.
import { loadRemoteRegistry } from './federation/remote-registry';
import { renderStartupFailure } from './federation/startup-failure';

loadRemoteRegistry()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.error(error);
    renderStartupFailure();
  });
