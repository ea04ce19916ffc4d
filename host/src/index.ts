// Host entry. Before anything else the host registers the remotes: the builds a server-rendered page was rendered
// from (its state block), else those the deploy pointer /remotes.json names; only then does the app (which imports
// `shared`) start. The dynamic import is the async boundary that lets the federation runtime negotiate shared
// libraries first.
import { loadRemoteRegistry } from './federation/remote-registry';
import { renderStartupFailure } from './federation/startup-failure';
import { readPageState } from './page-state';

const pageState = readPageState();

loadRemoteRegistry(pageState?.remotes)
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(pageState))
  .catch((error: unknown) => {
    console.error(error);
    renderStartupFailure();
  });
