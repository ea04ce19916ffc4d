// The host's view of the deploy: /remotes.json maps each remote to its manifest URL. It is read at start
// and again when a user asks to retry an area, so a remote redeployed (or repaired) meanwhile is picked up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@yachts/contracts/paths';

export type RemoteUrls = Record<RemoteName, string>;

// How an area's page mounts another area's widget (shared/ui AreaSlot): through this page's one runtime.
globalThis.__YACHT_LOAD_MODULE__ = (id: string) => loadRemote(id);

async function fetchRemoteUrls(): Promise<RemoteUrls> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return absoluteUrls((await response.json()) as Partial<Record<string, unknown>>);
}

function absoluteUrls(body: Partial<Record<string, unknown>>): RemoteUrls {
  const urls = {} as RemoteUrls;
  for (const name of REMOTES) {
    const value = body[name];
    if (typeof value !== 'string' || value.length === 0) throw new Error(`/remotes.json has no URL for "${name}"`);
    // Relative paths are resolved against the page so every container sees the same absolute entry.
    urls[name] = new URL(value, window.location.href).href;
  }
  return urls;
}

function publish(urls: RemoteUrls, names: readonly RemoteName[], force: boolean): void {
  // Read by the runtime plugin that every container carries (build/runtime/remote-registry-plugin.js).
  window.__YACHT_REMOTES__ = { ...window.__YACHT_REMOTES__, ...urls };
  registerRemotes(
    names.map((name) => ({ name, entry: urls[name] })),
    { force },
  );
}

/**
 * Registers the remotes before the app starts: those the server rendered the page with when it says (so the page
 * hydrates with the very builds it was rendered from, even if a deploy moved the pointer meanwhile), else the
 * pointer's.
 */
export async function loadRemoteRegistry(rendered?: Record<string, string>): Promise<void> {
  const urls = rendered ? absoluteUrls(rendered) : await fetchRemoteUrls();
  publish(urls, REMOTES, false);
}

/** Re-reads /remotes.json and forgets what was cached for one remote, so the next load starts afresh. */
export async function refreshRemote(name: RemoteName): Promise<void> {
  const urls = await fetchRemoteUrls();
  publish(urls, [name], true);
}
