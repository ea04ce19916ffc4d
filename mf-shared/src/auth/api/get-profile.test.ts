import { fail, lastBody, ok, reply, resetServer } from '../testing/scripted-server';
import { getProfile } from './get-profile';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

beforeEach(() => resetServer());

describe('getProfile', () => {
  it('posts an empty /user/profile and resolves with the user', async () => {
    const user = { uuid: 'u-1', name: 'Ana', email: 'ana@example.com', avatarUrl: null, emailVerified: false, createdAt: '2025-01-01' };
    reply('/user/profile', ok(user));
    await expect(getProfile()).resolves.toEqual(user);
    expect(lastBody('/user/profile')).toEqual({ __token__: 'csrf-1' });
  });

  it('rejects with the server’s message', async () => {
    reply('/user/profile', fail('Please log in to continue.'));
    await expect(getProfile()).rejects.toThrow('Please log in to continue.');
  });
});
