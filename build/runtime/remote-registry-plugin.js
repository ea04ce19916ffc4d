// Federation runtime plugin bundled into every container of the site.
//
// 1. Registry: where each remote lives is decided at run time by /remotes.json, which the host reads
//    before anything else and publishes on globalThis.__YACHT_REMOTES__. Remotes that import `shared`
//    statically were built with a default URL; this hook points every container at the same entry,
//    so the page holds exactly one `shared` container and therefore one session store.
// 2. Retry (the first of three layers of failure handling): a manifest fetch or a remote entry that
//    fails on the network is tried again before the failure reaches errorLoadRemote.
//
// It must not import React or anything shared: it runs before sharing is set up.

const RETRIES = 2;
const RETRY_DELAY_MS = 300;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function registry() {
  return (typeof globalThis !== 'undefined' && globalThis.__YACHT_REMOTES__) || {};
}

export default function remoteRegistryPlugin() {
  return {
    name: 'yacht-remote-registry',
    beforeRequest(args) {
      const urls = registry();
      for (const remote of args.options.remotes) {
        const url = urls[remote.name];
        if (url && 'entry' in remote && remote.entry !== url) remote.entry = url;
      }
      return args;
    },
    async fetch(url, init) {
      let lastError;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          // A 404 is an answer, not a network blip: do not retry it.
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await wait(RETRY_DELAY_MS * (attempt + 1));
      }
      throw lastError;
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      for (let attempt = 0; attempt < RETRIES; attempt += 1) {
        await wait(RETRY_DELAY_MS * (attempt + 1));
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // fall through to the next attempt; the last failure goes on to errorLoadRemote
        }
      }
      return undefined;
    },
  };
}
