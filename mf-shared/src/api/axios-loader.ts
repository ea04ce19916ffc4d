// axios is the platform's HTTP library (docs/architecture.md §4), but no page needs it to be drawn or to become live:
// a server-rendered page hydrates with the answers it came with (decision 022). So it is not part of the first load;
// the first call fetches it (decision 023), and every client of this folder makes its instance then.
import type { AxiosError, AxiosInstance, AxiosStatic, CreateAxiosDefaults } from 'axios';
import { serverAdapter } from './server-transport';
import { isServer } from '../ssr/request-scope';

let loaded: AxiosStatic | null = null;
let loading: Promise<AxiosStatic> | null = null;

/** axios, fetched once; after a failed fetch (the network was down) the next call tries again. */
export function loadAxios(): Promise<AxiosStatic> {
  loading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * An instance made with the first call that needs it. On the server its adapter sends each call to the api in the
 * gateway's own process (server-transport.ts); in the browser axios uses XMLHttpRequest.
 */
export function lazyInstance(config: CreateAxiosDefaults): () => Promise<AxiosInstance> {
  let instance: Promise<AxiosInstance> | null = null;
  return () => {
    instance ??= loadAxios().then((axios) => axios.create({ ...config, adapter: isServer ? serverAdapter(axios) : config.adapter }));
    return instance.catch((error: unknown) => {
      instance = null;
      throw error;
    });
  };
}

/** An error of an axios call: only a call can make one, and a call has loaded axios. */
export function isAxiosError(error: unknown): error is AxiosError {
  return loaded?.isAxiosError(error) ?? false;
}

/** A call cancelled through its AbortSignal. */
export function isCancel(error: unknown): boolean {
  return loaded?.isCancel(error) ?? false;
}
