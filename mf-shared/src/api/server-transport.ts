// In a server render the api clients do not open a socket: each call goes to the api in the gateway's own process
// for the request being rendered (architecture §7), carrying the visitor's cookies and address. In the browser this
// is undefined and axios uses XMLHttpRequest as always.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { currentRequestScope, isServer } from '../ssr/request-scope';

const serverAdapter: AxiosAdapter = async (config) => {
  const api = currentRequestScope()?.api;
  if (!api) throw new AxiosError('No request is being rendered', AxiosError.ERR_NETWORK, config);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers as AxiosHeaders).toJSON())) {
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

/** The adapter the shared clients use: in-process calls on the server, the default in a browser. */
export const transport: AxiosAdapter | undefined = isServer ? serverAdapter : undefined;
