// How many copies of each shared library a page really loaded, measured two ways:
//  - the federation runtime's share scope: how many providers of the library were executed;
//  - the network: for each container whose manifest lists the library as shared, whether a file that only
//    that library uses was fetched (a container loading its own fallback copy fetches one).
// Used by the e2e suite and by scripts/bench-web.mjs.

export const SHARED_LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite'];

/** Runs in the page: providers executed per library, from every federation instance's share scope. */
export function shareScopeProviders() {
  const federation = globalThis.__FEDERATION__;
  const result = {};
  for (const instance of federation?.__INSTANCES__ ?? []) {
    for (const scope of Object.values(instance.shareScopeMap ?? {})) {
      for (const [name, versions] of Object.entries(scope)) {
        for (const [version, shared] of Object.entries(versions)) {
          if (!shared.loaded && !shared.lib) continue;
          (result[name] ??= []).push(`${version} from ${shared.from}`);
        }
      }
    }
  }
  for (const name of Object.keys(result)) result[name] = [...new Set(result[name])];
  return result;
}

/**
 * @param {{ url: string, manifest: any }[]} manifests  each container's mf-manifest.json and where it was loaded from
 * @param {Set<string>} fetched  absolute URLs of the JS files the page fetched
 * @returns {Record<string, number>} library -> number of containers whose own copy was fetched
 */
export function copiesFetched(manifests, fetched) {
  const copies = Object.fromEntries(SHARED_LIBRARIES.map((name) => [name, 0]));
  for (const { url, manifest } of manifests) {
    const base = new URL(
      manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : './',
      url,
    );
    const filesOf = new Map();
    for (const shared of manifest.shared ?? []) {
      const files = [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])];
      filesOf.set(shared.name, files);
    }
    for (const name of SHARED_LIBRARIES) {
      const own = filesOf.get(name) ?? [];
      const others = new Set(
        [...filesOf].filter(([other]) => other !== name && !other.startsWith(`${name}/`)).flatMap(([, files]) => files),
      );
      const unique = own.filter((file) => !others.has(file));
      if (unique.some((file) => fetched.has(new URL(file, base).href))) copies[name] += 1;
    }
  }
  return copies;
}
