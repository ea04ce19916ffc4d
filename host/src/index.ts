// Host entry. Before anything else the host registers the remotes: the builds a server-rendered page was rendered
// from (its state block), else those the deploy pointer /remotes.json names; only then does the app (which imports
// `shared`) start. The dynamic imports are the async boundary that lets the federation runtime negotiate shared
// libraries first.
//
// It starts after the first paint (start/first-paint.ts), by asking for all the scripts the server listed at once.
// The start is then taken in steps, each in a task of its own with the browser's turn between them (input, paint):
// this file's own evaluation (the federation runtime), registering the remotes, the libraries, what `shared` builds
// everything on, the parts `shared` draws, then the host's app, which hydrates. Evaluated in one go, as one import
// of the app, it was the page's longest task (about 55 ms on a mid-range phone, where 50 ms is what a task may take
// before it holds up a tap). The steps share one chunk, so the browser fetches no more files than one import would.
import { loadRemoteRegistry } from './federation/remote-registry';
import { renderStartupFailure } from './federation/startup-failure';
import { readPageState } from './page-state';
import { holdEarlyPresses } from './start/early-presses';
import { afterFirstPaint, fetchScripts } from './start/first-paint';
import { nextTask } from './start/next-task';

// First of all: from here on a press on the server-drawn page is kept until the page is live.
const stopHoldingPresses = holdEarlyPresses();
const pageState = readPageState();

async function startPage(): Promise<void> {
  await afterFirstPaint();
  fetchScripts(pageState?.scripts ?? []);
  await loadRemoteRegistry(pageState?.remotes);
  await nextTask();
  await import(/* webpackChunkName: "start" */ './start/libraries');
  await nextTask();
  await import(/* webpackChunkName: "start" */ './start/shared-foundations');
  await nextTask();
  await import(/* webpackChunkName: "start" */ './start/shared-parts');
  await nextTask();
  const { start } = await import(/* webpackChunkName: "start" */ './bootstrap');
  await nextTask();
  start(pageState);
}

startPage().catch((error: unknown) => {
  console.error(error);
  // The page will not go live: its own Reload button must answer.
  stopHoldingPresses();
  renderStartupFailure();
});
