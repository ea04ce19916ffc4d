import { ErrorCode } from '@yachts/contracts/envelope';
import type { OperatorMe } from '@yachts/contracts/operators';
import { CallError } from '../api/call-error';
import { OperatorStore } from './operator-store';

const ME: OperatorMe = {
  uuid: 'u-1',
  email: 'harbour.master@example.com',
  name: 'Harbour Master',
  role: 'moderator',
  totp: 'enabled',
  verified: true,
  verified_until: '2026-11-27T18:00:00.000Z',
  recovery_codes_left: 10,
};

function storeAnswering(answer: () => Promise<OperatorMe>) {
  const fetchMe = jest.fn(answer);
  return { store: new OperatorStore({ fetchMe }), fetchMe };
}

describe('the operator store', () => {
  it('is absent for a visitor without asking the api', async () => {
    const { store, fetchMe } = storeAnswering(() => Promise.resolve(ME));
    await store.load(null);
    expect(store.state).toBe('absent');
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it.each([
    ['a member (403)', ErrorCode.FORBIDDEN, 403],
    ['a login the api does not know (401)', ErrorCode.UNAUTHORIZED, 401],
  ])('is absent for %s, so the console answers with the 404 page', async (_who, code, status) => {
    const { store } = storeAnswering(() => Promise.reject(new CallError('no', code, status)));
    await store.load('u-2');
    expect(store.state).toBe('absent');
    expect(store.me).toBeNull();
  });

  it('asks for the second factor until the login has passed it, then is ready with the role', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ ...ME, verified: false, verified_until: null }));
    await store.load('u-1');
    expect(store.state).toBe('second-factor');
    expect(store.allows('moderator')).toBe(false);
    store.accept(ME);
    expect(store.state).toBe('ready');
    expect(store.allows('moderator')).toBe(true);
    expect(store.allows('admin')).toBe(false);
  });

  it('asks once per login, again for another login or when forced, and goes back to the code page when told', async () => {
    const { store, fetchMe } = storeAnswering(() => Promise.resolve(ME));
    await store.load('u-1');
    await store.load('u-1');
    expect(fetchMe).toHaveBeenCalledTimes(1);
    await store.load('u-1', true);
    await store.load('u-9');
    expect(fetchMe).toHaveBeenCalledTimes(3);
    store.askAgain();
    expect(store.state).toBe('second-factor');
    expect(store.me?.verified).toBe(false);
  });

  it('says why when the api does not answer, and tries again on the next load', async () => {
    let fail = true;
    const { store } = storeAnswering(() => (fail ? Promise.reject(new CallError('Network error', null, null)) : Promise.resolve(ME)));
    await store.load('u-1');
    expect([store.state, store.error]).toEqual(['failed', 'Network error']);
    fail = false;
    await store.load('u-1');
    expect(store.state).toBe('ready');
  });
});
