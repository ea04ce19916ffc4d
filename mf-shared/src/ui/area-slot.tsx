// One area's widget inside another area's page (architecture §2: areas never import each other): the host publishes
// how the page loads a remote's exposed module (`globalThis.__YACHT_LOAD_MODULE__`, the federation runtime's
// loadRemote, in the browser and in the gateway's renderer alike), and the page names the remote and module. On the
// server the widget renders into the page when its code and data are ready in time; otherwise its fallback is sent
// and the browser renders it. A widget that fails shows nothing rather than taking its page down with it.
import { Component, Suspense, lazy, useMemo, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@yachts/contracts/paths';
import { currentRequestScope } from '../ssr/request-scope';

declare global {
  var __YACHT_LOAD_MODULE__: ((id: string) => Promise<unknown>) | undefined;
}

class QuietBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.name} is left out of the page:`, error.message, info.componentStack ?? '');
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AreaSlot<P extends object>({
  remote,
  module,
  props,
  fallback = null,
}: {
  remote: Exclude<RemoteName, 'shared'>;
  /** The exposed module's name, without "./". */
  module: string;
  props: P;
  fallback?: ReactNode;
}) {
  const id = `${remote}/${module}`;
  // On the server, the page names what it mounted, so the gateway has the browser fetch its code at once.
  const head = currentRequestScope()?.head;
  if (head && !head.modules?.includes(id)) head.modules = [...(head.modules ?? []), id];
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const load = globalThis.__YACHT_LOAD_MODULE__;
        if (!load) throw new Error('the page has no federation runtime to load widgets with');
        const loaded = (await load(id)) as { default?: ComponentType<P> } | undefined;
        if (!loaded?.default) throw new Error(`${id} has no default export`);
        return { default: loaded.default };
      }),
    [id],
  );
  // Outside a composed page (a component test) there is no runtime, and so no widget.
  if (!globalThis.__YACHT_LOAD_MODULE__) return null;
  return (
    <QuietBoundary name={id}>
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
