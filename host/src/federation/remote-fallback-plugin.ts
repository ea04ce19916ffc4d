// Second layer of failure handling: when an area's remote cannot be loaded (after the registry plugin's
// retries), errorLoadRemote answers with a fallback module instead of an exception, so the area's place
// shows a "try again" panel and the rest of the page keeps working.
// No static React import here: this plugin runs before sharing is set up (TOOLCHAIN pitfall).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AREAS, type Area } from '@yachts/contracts/paths';

function areaOf(id: string): Area | null {
  const name = id.split('/')[0];
  return (AREAS as readonly string[]).includes(name ?? '') ? (name as Area) : null;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yacht-remote-fallback',
    async errorLoadRemote(args) {
      const area = areaOf(args.id);
      // Only whole-module loads of an area get a fallback; the shared platform has no stand-in.
      if (!area || args.lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${args.id} could not be loaded`, args.error);
      const { createRemoteFallback } = await import('./remote-fallback');
      return createRemoteFallback(area, args.id);
    },
  };
}
