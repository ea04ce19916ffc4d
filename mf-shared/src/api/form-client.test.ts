import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { CallCancelledError, CANNOT_GET_TOKEN, createFormClient, FormCallError, TOKEN_PATH } from './form-client';

type Reply = { status?: number; statusText?: string; data?: unknown } | Error;

/** A scripted server: records each request and answers from the queue for its path. */
function scriptedServer(routes: Record<string, Reply[]>) {
  const requests: { url: string; method: string; data: unknown; params: unknown; headers: Record<string, unknown> }[] = [];
  const answer = (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = config.headers.toJSON() as Record<string, unknown>;
    requests.push({ url, method: (config.method ?? 'get').toUpperCase(), data, params: config.params, headers });
    const reply = routes[url]?.shift();
    if (!reply) throw new Error(`no scripted reply for ${url}`);
    if (reply instanceof Error) throw new AxiosError(reply.message, 'ERR_NETWORK', config);
    const response = { status: reply.status ?? 200, statusText: reply.statusText ?? 'OK', data: reply.data, headers: {}, config };
    if (response.status >= 400)
      throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // An adapter answers with a promise: what `answer` throws becomes its rejection, as a failed request's.
  const adapter: AxiosAdapter = (config) => new Promise((resolve) => resolve(answer(config)));
  return { http: axios.create({ adapter }), requests };
}

function deps(server: ReturnType<typeof scriptedServer>, { consent = true } = {}) {
  const consentGate = { allowsCallsFrom: jest.fn(() => consent), requestConsent: jest.fn() };
  const session = { forgetLogin: jest.fn() };
  const sleep = jest.fn(() => Promise.resolve());
  return { http: server.http, consent: consentGate, session, doc: document, sleep };
}

const ok = (extra: object = {}) => ({ data: { code: 1, msg: 'Sent', data: null, ...extra } });

describe('form-style client (product rules §7A, §8)', () => {
  afterEach(() => document.body.replaceChildren());

  it('fetches a token from /api/index/test/gettoken and sends it as __token__ with every POST', async () => {
    const server = scriptedServer({ [TOKEN_PATH]: [{ data: { code: 1, token: 't1' } }], '/side/message': [ok(), ok()] });
    const client = createFormClient(deps(server));
    await client.post('/side/message', { email: 'a@b.co' });
    await client.post('/side/message', { email: 'a@b.co' });
    expect(server.requests.map((r) => r.url)).toEqual([TOKEN_PATH, '/side/message', '/side/message']);
    expect(server.requests[1]?.data).toEqual({ email: 'a@b.co', __token__: 't1' });
    expect(server.requests[2]?.data).toEqual({ email: 'a@b.co', __token__: 't1' });
  });

  it('takes the token from the page input when there is one', async () => {
    document.body.innerHTML = '<input name="__token__" value="from-page">';
    const server = scriptedServer({ '/side/message': [ok()] });
    await createFormClient(deps(server)).post('/side/message', {});
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.data).toEqual({ __token__: 'from-page' });
  });

  it('replaces the stored token with the one in any response, failures included', async () => {
    const server = scriptedServer({
      [TOKEN_PATH]: [{ data: { code: 1, token: 't1' } }],
      '/a': [{ status: 400, data: { code: 0, msg: 'Nope', token: 't2' } }],
      '/b': [ok({ token: 't3' })],
      '/c': [ok()],
    });
    const client = createFormClient(deps(server));
    await expect(client.post('/a', {})).rejects.toThrow('Nope');
    await client.post('/b', {});
    await client.post('/c', {});
    expect(server.requests.map((r) => (r.data as { __token__?: string }).__token__)).toEqual([undefined, 't1', 't2', 't3']);
  });

  it('asks for one token when several calls start together', async () => {
    const server = scriptedServer({ [TOKEN_PATH]: [{ data: { code: 1, token: 't1' } }], '/a': [ok()], '/b': [ok()] });
    const client = createFormClient(deps(server));
    await Promise.all([client.post('/a', {}), client.post('/b', {})]);
    expect(server.requests.filter((r) => r.url === TOKEN_PATH)).toHaveLength(1);
  });

  it("rejects with 'cannot get token' when the token cannot be fetched", async () => {
    const noToken = scriptedServer({ [TOKEN_PATH]: [{ data: { code: 1 } }] });
    await expect(createFormClient(deps(noToken)).post('/a', {})).rejects.toThrow(CANNOT_GET_TOKEN);
    const down = scriptedServer({ [TOKEN_PATH]: [{ status: 503, data: '' }] });
    await expect(createFormClient(deps(down)).post('/a', {})).rejects.toThrow(CANNOT_GET_TOKEN);
    expect(down.requests.map((r) => r.url)).toEqual([TOKEN_PATH]);
  });

  it('sends the token with a GET only when the call is flagged token-required', async () => {
    document.body.innerHTML = '<input name="__token__" value="p">';
    const server = scriptedServer({ '/a': [ok(), ok()] });
    const client = createFormClient(deps(server));
    await client.call('/a', { page: 1 }, { method: 'GET' });
    await client.call('/a', { page: 1 }, { method: 'GET', tokenRequired: true });
    expect(server.requests[0]?.params).toEqual({ page: 1 });
    expect(server.requests[1]?.params).toEqual({ page: 1, __token__: 'p' });
  });

  it('adds the token to multipart bodies', async () => {
    document.body.innerHTML = '<input name="__token__" value="p">';
    const server = scriptedServer({ '/index/ajax/pic': [ok({ data: [{ url: '/uploads/x.jpg' }] })] });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.jpg');
    const result = await createFormClient(deps(server)).post<{ url: string }[]>('/index/ajax/pic', form);
    expect((server.requests[0]?.data as FormData).get('__token__')).toBe('p');
    // In a header too, which the api checks before it reads the body (decision 035).
    expect(server.requests[0]?.headers['x-form-token']).toBe('p');
    expect(result.data).toEqual([{ url: '/uploads/x.jpg' }]);
  });

  it('sends the token header with uploads only, not with JSON bodies', async () => {
    document.body.innerHTML = '<input name="__token__" value="p">';
    const server = scriptedServer({ '/side/message': [ok()] });
    await createFormClient(deps(server)).post('/side/message', { content: 'hi' });
    expect(server.requests[0]?.headers['x-form-token']).toBeUndefined();
  });

  describe('failures', () => {
    beforeEach(() => {
      document.body.innerHTML = '<input name="__token__" value="p">';
    });

    it('treats a response without a code as a failure', async () => {
      const server = scriptedServer({ '/a': [{ data: { msg: 'Looks fine' } }], '/b': [{ data: '<html>' }] });
      const client = createFormClient(deps(server));
      await expect(client.post('/a', {})).rejects.toThrow('Looks fine');
      await expect(client.post('/b', {})).rejects.toThrow('error: -1024');
    });

    it('rejects code 0 with msg as the error text, several messages joined by new lines', async () => {
      const server = scriptedServer({
        '/a': [{ data: { code: 0, msg: 'Too late' } }],
        '/b': [{ data: { code: 0, msg: ['First', 'Second'] } }],
        '/c': [{ data: { code: 0 } }],
      });
      const client = createFormClient(deps(server));
      await expect(client.post('/a', {})).rejects.toThrow('Too late');
      await expect(client.post('/b', {})).rejects.toThrow('First\nSecond');
      await expect(client.post('/c', {})).rejects.toThrow('error: -1024');
    });

    it('keeps a msg object as field errors (product rules §8: each under its field)', async () => {
      const server = scriptedServer({ '/a': [{ status: 400, data: { code: 0, msg: { email: 'Bad e-mail', content: 'Empty' } } }] });
      const error = (await createFormClient(deps(server))
        .post('/a', {})
        .catch((e: unknown) => e)) as FormCallError;
      expect(error).toBeInstanceOf(FormCallError);
      expect(error.fieldErrors).toEqual({ email: 'Bad e-mail', content: 'Empty' });
      expect(error.message).toBe('Bad e-mail\nEmpty');
    });

    it('rejects failed HTTP responses with the response, and the status text when there is no body', async () => {
      const server = scriptedServer({ '/a': [{ status: 502, statusText: 'Bad Gateway', data: '' }] });
      const error = (await createFormClient(deps(server))
        .post('/a', {})
        .catch((e: unknown) => e)) as FormCallError;
      expect(error.response?.status).toBe(502);
      expect(error.message).toBe('Bad Gateway 502');
    });

    it.each([400208, 400209])('clears the login token and the session on %i', async (code) => {
      const server = scriptedServer({
        '/a': [{ data: { code, msg: 'Please log in again.' } }],
        '/b': [{ status: 401, data: { code, msg: 'x' } }],
      });
      const d = deps(server);
      const client = createFormClient(d);
      await expect(client.post('/a', {})).rejects.toThrow('Please log in again.');
      await expect(client.post('/b', {})).rejects.toThrow('x');
      expect(d.session.forgetLogin).toHaveBeenCalledTimes(2);
    });

    it('does not clear the session on other failures', async () => {
      const server = scriptedServer({ '/a': [{ data: { code: 0, msg: 'No' } }] });
      const d = deps(server);
      await expect(createFormClient(d).post('/a', {})).rejects.toThrow('No');
      expect(d.session.forgetLogin).not.toHaveBeenCalled();
    });
  });

  describe('retries', () => {
    beforeEach(() => {
      document.body.innerHTML = '<input name="__token__" value="p">';
    });

    it('does not retry by default', async () => {
      const server = scriptedServer({ '/a': [new Error('down'), ok()] });
      await expect(createFormClient(deps(server)).post('/a', {})).rejects.toBeInstanceOf(FormCallError);
      expect(server.requests).toHaveLength(1);
    });

    it('retries unanswered calls and 5xx the given number of times, 1000 ms apart by default', async () => {
      const server = scriptedServer({ '/a': [new Error('down'), { status: 503, data: '' }, ok()] });
      const d = deps(server);
      const result = await createFormClient(d).post('/a', {}, { retries: 2 });
      expect(result.code).toBe(1);
      expect(server.requests).toHaveLength(3);
      expect(d.sleep).toHaveBeenCalledTimes(2);
      expect(d.sleep).toHaveBeenCalledWith(1000);
    });

    it('does not retry a code 0 answer', async () => {
      const server = scriptedServer({ '/a': [{ data: { code: 0, msg: 'No' } }, ok()] });
      await expect(createFormClient(deps(server)).post('/a', {}, { retries: 3 })).rejects.toThrow('No');
      expect(server.requests).toHaveLength(1);
    });
  });

  it('cancels a call that needs consent, sending nothing, when the page has none', async () => {
    const server = scriptedServer({});
    const d = deps(server, { consent: false });
    await expect(createFormClient(d).post('/index/ajax/preferences', {}, { consent: 'required' })).rejects.toBeInstanceOf(
      CallCancelledError,
    );
    expect(server.requests).toHaveLength(0);
    expect(d.consent.requestConsent).toHaveBeenCalled();
  });

  it('sends a call that needs consent once the page has it', async () => {
    const server = scriptedServer({ [TOKEN_PATH]: [{ data: { code: 1, token: 't1' } }], '/index/ajax/preferences': [ok()] });
    const result = await createFormClient(deps(server, { consent: true })).post('/index/ajax/preferences', {}, { consent: 'required' });
    expect(result.code).toBe(1);
  });

  it('never cancels a call that uses only the strictly necessary cookies (decision 034): messages, logins, the logout', async () => {
    const paths = ['/side/message', '/user/login', '/user/logout', '/newyacht/message'];
    const server = scriptedServer({
      [TOKEN_PATH]: [{ data: { code: 1, token: 't1' } }],
      ...Object.fromEntries(paths.map((path) => [path, [ok()]])),
    });
    const d = deps(server, { consent: false });
    const client = createFormClient(d);
    for (const path of paths) expect((await client.post(path, {})).code).toBe(1);
    expect(server.requests.map((r) => r.url)).toEqual([TOKEN_PATH, ...paths]);
    expect(server.requests[1]?.data).toEqual({ __token__: 't1' });
    expect(d.consent.requestConsent).not.toHaveBeenCalled();
  });
});
