// Mounts one exposed module of a remote lazily: Suspense while it loads, an error boundary around it,
// and a retry that re-reads /remotes.json and loads the remote afresh.
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@yachts/contracts/paths';
import { currentRequestScope } from 'shared/ssr';
import { AreaErrorBoundary } from './area-error-boundary';
import { areaSettled, expectArea } from './hydration-signal';
import { refreshRemote } from './remote-registry';
import type { AreaModuleProps } from './remote-fallback';

type RemoteModule = { default: ComponentType<AreaModuleProps> };

function lazyRemote(id: string) {
  return lazy(async () => {
    const module = await loadRemote<RemoteModule>(id);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  });
}

/** Rendered after the module inside its Suspense boundary: its effect runs once the boundary has hydrated. */
function Settled({ id }: { id: string }) {
  useEffect(() => areaSettled(id), [id]);
  return null;
}

export function RemoteComponent({ remote, module, fallback }: { remote: RemoteName; module: string; fallback: ReactNode }) {
  const id = `${remote}/${module}`;
  expectArea(id);
  // On the server, the page names what it mounted, so the gateway can have the browser fetch it at once.
  const head = currentRequestScope()?.head;
  if (head && !head.modules?.includes(id)) head.modules = [...(head.modules ?? []), id];
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a lazy component's result, including a failure.
  const Loaded = useMemo(() => lazyRemote(id), [id, attempt]);
  const retry = useCallback(() => {
    refreshRemote(remote)
      .catch((error: unknown) => console.error(error))
      .finally(() => setAttempt((n) => n + 1));
  }, [remote]);
  return (
    <AreaErrorBoundary key={attempt} name={id} onRetry={retry}>
      <Suspense fallback={fallback}>
        <Loaded onRetry={retry} />
        <Settled id={id} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
