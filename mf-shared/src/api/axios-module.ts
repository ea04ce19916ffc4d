// axios itself, fetched with the first call (decision 023), and what only it can tell: whether an error came from an
// axios call or a cancel. A module that needs nothing of the site, so the errors of a call can be read anywhere
// (the page data, the request scope's data) without bringing the clients or the server transport.
import type { AxiosError, AxiosStatic } from 'axios';

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

/** An error of an axios call: only a call can make one, and a call has loaded axios. */
export function isAxiosError(error: unknown): error is AxiosError {
  return loaded?.isAxiosError(error) ?? false;
}

/** A call cancelled through its AbortSignal. */
export function isCancel(error: unknown): boolean {
  return loaded?.isCancel(error) ?? false;
}
