// Mounts one exposed module of a remote lazily: Suspense while it loads, an error boundary around it,
// and a retry that re-reads /remotes.json and loads the remote afresh.
import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@yachts/contracts/paths';
import { currentRequestScope } from 'shared/ssr';
import { whenNearScreen } from 'shared/ui';
import { AreaErrorBoundary } from './area-error-boundary';
import { areaSettled, expectArea } from './hydration-signal';
import { refreshRemote } from './remote-registry';
import { nextTask } from '../start/next-task';
import type { AreaModuleProps } from './remote-fallback';

type RemoteModule = { default: ComponentType<AreaModuleProps> };

function lazyRemote(id: string, nearScreen: boolean) {
  return lazy(async () => {
    // What is watched is the mark's section: a hidden element never meets the screen.
    if (nearScreen) await whenNearScreen(document.getElementById(markId(id))?.parentElement ?? null);
    const module = await loadRemote<RemoteModule>(id);
    if (!module?.default) throw new Error(`${id} has no default export`);
    // In the browser, the module's code (evaluated as it loaded) and React's drawing of it are tasks of their own.
    if (typeof window !== 'undefined') await nextTask();
    return module;
  });
}

/** Rendered after the module inside its Suspense boundary: its effect runs once the boundary has hydrated. */
function Settled({ id }: { id: string }) {
  useEffect(() => areaSettled(id), [id]);
  return null;
}

/** The id of the hidden mark the module's boundary starts with: in the document, the server drew the module. */
function markId(id: string): string {
  return `area-${id.replace('/', '-')}`;
}

/**
 * `hydrate="near-screen"`: for a module far down the page (the home page's widgets). When the server drew it, its
 * code is fetched when it comes near the screen, and meanwhile its server HTML is shown (decision 023); the server
 * then links its stylesheets but does not have the browser fetch its scripts, and the page is live without it.
 */
export const RemoteComponent = memo(function RemoteComponent({
  remote,
  module,
  fallback,
  hydrate = 'at-once',
}: {
  remote: RemoteName;
  module: string;
  fallback: ReactNode;
  hydrate?: 'at-once' | 'near-screen';
}) {
  const id = `${remote}/${module}`;
  // Whether this render hydrates the server's drawing of the module, decided once (the mark is in the document later
  // whichever way the module came).
  const [late] = useState(
    () => hydrate === 'near-screen' && typeof document !== 'undefined' && document.getElementById(markId(id)) !== null,
  );
  // Hydrated late, a module drawn by the server does not hold up the page's signal that it is live.
  if (!late) expectArea(id);
  // On the server, the page names what it mounted, so the gateway can have the browser fetch it at once.
  const head = currentRequestScope()?.head;
  const listed = hydrate === 'near-screen' ? 'deferred' : 'modules';
  if (head && !head[listed]?.includes(id)) head[listed] = [...(head[listed] ?? []), id];
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a lazy component's result, including a failure.
  const Loaded = useMemo(() => lazyRemote(id, late && attempt === 0), [id, late, attempt]);
  const retry = useCallback(() => {
    refreshRemote(remote)
      .catch((error: unknown) => console.error(error))
      .finally(() => setAttempt((n) => n + 1));
  }, [remote]);
  return (
    <AreaErrorBoundary key={attempt} name={id} onRetry={retry}>
      <Suspense fallback={fallback}>
        {hydrate === 'near-screen' && <span id={markId(id)} hidden />}
        <Loaded onRetry={retry} />
        <Settled id={id} />
      </Suspense>
    </AreaErrorBoundary>
  );
});
