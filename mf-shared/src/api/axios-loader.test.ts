// axios comes with the first call (axios-loader.ts). When it cannot be fetched, each client fails the call as the
// network being down, in the site's words, and the next call fetches it again.
import { apiOk, formOk } from '../testing/fake-server';
import { fakeServerPerTest } from '../testing/server-per-test';
import { NETWORK_ERROR_TEXT } from './error-text';

let mockFetchFails = false;
jest.mock('axios', () => {
  if (mockFetchFails) throw new Error('Loading chunk axios failed.');
  return jest.requireActual<typeof import('axios')>('axios');
});

/** The clients as a fresh page has them: axios not fetched yet. */
function freshClients() {
  jest.resetModules();
  return {
    ...jest.requireActual<typeof import('./api-client')>('./api-client'),
    ...jest.requireActual<typeof import('./form-client')>('./form-client'),
    ...jest.requireActual<typeof import('./signed-client')>('./signed-client'),
    ...jest.requireActual<typeof import('./axios-loader')>('./axios-loader'),
  };
}

const server = fakeServerPerTest();
beforeEach(() => {
  mockFetchFails = true;
});

const consent = { allowsCallsFrom: () => true, requestConsent: () => {} };
const session = { forgetLogin: () => {}, readLoginToken: () => 'login-token' };

describe('the api clients without axios fetched yet', () => {
  it('fail a call as the network being down, and fetch axios again on the next call', async () => {
    const { apiGet, ApiError } = freshClients();
    server.on('GET', '/api/v1/config', apiOk({ name: 'Yacht Harbour' }));
    const failed = await apiGet('/api/v1/config').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ message: NETWORK_ERROR_TEXT, code: null, status: null });
    expect(server.requests).toHaveLength(0);

    mockFetchFails = false;
    await expect(apiGet('/api/v1/config')).resolves.toEqual({ name: 'Yacht Harbour' });
  });

  it('fail a form-style call and a signed call as when the network is down', async () => {
    const { createFormClient, createSignedClient, FormCallError, SignedCallError, CANNOT_GET_TOKEN } = freshClients();
    const form = createFormClient({ consent, session });
    const signed = createSignedClient({ session });
    // A POST first asks for its anti-forgery token: it fails as when the network is down then.
    await expect(form.post('/api/user/login', { email: 'a@b.c' })).rejects.toThrow(CANNOT_GET_TOKEN);
    const formFailed = await form.call('/api/user/notifications', {}, { method: 'GET' }).catch((error: unknown) => error);
    expect(formFailed).toBeInstanceOf(FormCallError);
    expect(formFailed).toMatchObject({ message: NETWORK_ERROR_TEXT });
    const signedFailed = await signed.post('/api/v1/user/yacht/follow', { id: 1 }).catch((error: unknown) => error);
    expect(signedFailed).toBeInstanceOf(SignedCallError);
    expect(signedFailed).toMatchObject({ message: NETWORK_ERROR_TEXT });
    expect(server.requests).toHaveLength(0);

    mockFetchFails = false;
    server.on('POST', '/api/user/login', formOk({ uuid: 'u-1' }));
    server.on('POST', '/api/v1/user/yacht/follow', apiOk({ following: true }));
    await expect(form.post('/api/user/login', { email: 'a@b.c' })).resolves.toMatchObject({ code: 1 });
    await expect(signed.post('/api/v1/user/yacht/follow', { id: 1 })).resolves.toEqual({ following: true });
    // The signed body carries its signature, computed by the code fetched with the call.
    const signature: unknown = expect.stringMatching(/^[0-9A-F]{40}$/);
    expect(server.calls('POST', '/api/v1/user/yacht/follow')[0]?.body).toMatchObject({
      id: 1,
      sign: signature,
    });
  });

  it('tell an axios failure and a cancel apart only once axios is here (no call, no such error)', () => {
    const { isAxiosError, isCancel } = freshClients();
    expect(isAxiosError(new Error('x'))).toBe(false);
    expect(isCancel({ __CANCEL__: true })).toBe(false);
  });
});
