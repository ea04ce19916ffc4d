// In a server render the api clients do not open a socket: each call goes to the api in the gateway's own process
// for the request being rendered (architecture §7), carrying the visitor's cookies and address. In the browser axios
// uses XMLHttpRequest as always. Given axios by the loader (axios-loader.ts), so this file does not bring it.
import type { AxiosAdapter, AxiosHeaders as AxiosHeadersType, AxiosResponse, AxiosStatic } from 'axios';
import { currentRequestScope } from '../ssr/request-scope';

export function serverAdapter(axios: AxiosStatic): AxiosAdapter {
  const { AxiosError, AxiosHeaders } = axios;
  return async (config) => {
    const api = currentRequestScope()?.api;
    if (!api) throw new AxiosError('No request is being rendered', AxiosError.ERR_NETWORK, config);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers as AxiosHeadersType).toJSON())) {
      if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
    }
    const answer = await api({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers),
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, response.request, response);
  };
}
