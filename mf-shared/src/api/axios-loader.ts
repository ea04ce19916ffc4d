// axios is the platform's HTTP library (docs/architecture.md §4), but no page needs it to be drawn or to become live:
// a server-rendered page hydrates with the answers it came with (decision 022). So it is not part of the first load;
// the first call fetches it (decision 023, axios-module.ts), and every client of this folder makes its instance then.
import type { AxiosInstance, CreateAxiosDefaults } from 'axios';
import { loadAxios } from './axios-module';
import { serverAdapter } from './server-transport';
import { isServer } from '../ssr/is-server';

export { isAxiosError, isCancel, loadAxios } from './axios-module';

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
