import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { computeSign, isEchostr } from '@yachts/contracts/signing';
import { createSignedClient, SignedCallError } from './signed-client';

function server(replies: { status?: number; data: unknown }[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const answer = (config: InternalAxiosRequestConfig) => {
    seen.push(config);
    const reply = replies.shift()!;
    const response = { status: reply.status ?? 200, statusText: 'X', data: reply.data, headers: {}, config };
    if (response.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // An adapter answers with a promise: what `answer` throws becomes its rejection, as a failed request's.
  const adapter: AxiosAdapter = (config) => new Promise((resolve) => resolve(answer(config)));
  return { http: axios.create({ adapter }), seen };
}

const session = (token: string | null = 'login-token') => ({ readLoginToken: jest.fn(() => token), forgetLogin: jest.fn() });

describe('signed client (product rules §7B)', () => {
  it('signs every POST body with timestamp in seconds, a 32-character echostr and the uppercase SHA-1 sign', async () => {
    const s = server([{ data: { code: 0, msg: '', data: { following: true } } }]);
    const client = createSignedClient({ http: s.http, session: session(), now: () => 1_700_000_000_999 });
    await expect(client.post('/api/v1/yachts/new/7/follow', { operation: 'follow' })).resolves.toEqual({ following: true });
    const body = JSON.parse(s.seen[0]!.data as string) as Record<string, unknown>;
    expect(body.timestamp).toBe(1_700_000_000);
    expect(isEchostr(body.echostr)).toBe(true);
    expect(body.sign).toBe(computeSign({ operation: 'follow', timestamp: body.timestamp, echostr: body.echostr }));
    expect(body.sign).toMatch(/^[0-9A-F]{40}$/);
  });

  it('sends the login token cookie as the access-token header, and none for a visitor', async () => {
    const s = server([{ data: { code: 0, data: 1 } }, { data: { code: 0, data: 2 } }]);
    await createSignedClient({ http: s.http, session: session('abc') }).get('/api/v1/user/yacht', { page: 2 });
    await createSignedClient({ http: s.http, session: session(null) }).get('/api/v1/user/yacht');
    expect(s.seen[0]!.headers['access-token']).toBe('abc');
    expect(s.seen[0]!.params).toEqual({ page: 2 });
    expect(s.seen[1]!.headers['access-token']).toBeUndefined();
  });

  it('rejects any nonzero code with msg as the text', async () => {
    const s = server([{ data: { code: 400203, msg: 'The signature does not match.' } }, { data: { code: 1, msg: '' } }]);
    const client = createSignedClient({ http: s.http, session: session() });
    const error = (await client.post('/x').catch((e: unknown) => e)) as SignedCallError;
    expect(error).toBeInstanceOf(SignedCallError);
    expect(error.message).toBe('The signature does not match.');
    expect(error.code).toBe(400203);
    await expect(client.post('/x')).rejects.toThrow('error: -1024');
  });

  it.each([400208, 400209])('clears the login token and the session on %i, from a 2xx or a 4xx', async (code) => {
    const s = server([{ data: { code, msg: 'Log in again' } }, { status: 401, data: { code, msg: 'Log in again' } }]);
    const store = session();
    const client = createSignedClient({ http: s.http, session: store });
    await expect(client.post('/x')).rejects.toThrow('Log in again');
    await expect(client.get('/y')).rejects.toThrow('Log in again');
    expect(store.forgetLogin).toHaveBeenCalledTimes(2);
  });

  it('rejects failed HTTP responses with the response', async () => {
    const s = server([{ status: 500, data: '' }]);
    const error = (await createSignedClient({ http: s.http, session: session() })
      .get('/x')
      .catch((e: unknown) => e)) as SignedCallError;
    expect(error.response?.status).toBe(500);
    expect(error.message).toBe('X 500');
  });
});
