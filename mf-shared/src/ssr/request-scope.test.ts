import { AsyncLocalStorage } from 'node:async_hooks';
import { ConsentStore } from '../consent/consent-store';
import { SessionStore } from '../session/session-store';
import { PageData } from './page-data';
import { requestScoped, type RequestScope } from './request-scope';

function visitor(cookie: string): RequestScope {
  const doc = { cookie, querySelector: () => null, location: { protocol: 'https:' } } as unknown as Document;
  return {
    origin: 'https://yachts.example.com',
    session: new SessionStore(doc),
    consent: new ConsentStore(doc),
    data: new PageData(),
    head: {},
    api: () => Promise.reject(new Error('no api in this test')),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('request-scoped stores (server rendering)', () => {
  const scopes = new AsyncLocalStorage<RequestScope>();
  beforeAll(() => {
    globalThis.__YACHT_REQUEST_SCOPE__ = () => scopes.getStore();
  });
  afterAll(() => {
    globalThis.__YACHT_REQUEST_SCOPE__ = undefined;
  });

  it('gives two visitors rendered at the same time their own session and consent, never the other’s', async () => {
    const session = requestScoped(
      (scope) => scope.session,
      () => new SessionStore(undefined),
    );
    const consent = requestScoped(
      (scope) => scope.consent,
      () => new ConsentStore(undefined),
    );
    const render = (cookie: string) =>
      scopes.run(visitor(cookie), async () => {
        const seen: string[] = [];
        for (let step = 0; step < 5; step += 1) {
          await tick();
          seen.push(`${session.uuid ?? 'visitor'}|${session.readLoginToken() ?? '-'}|${consent.value ?? 'none'}`);
        }
        return seen;
      });
    const [ann, bob, anonymous] = await Promise.all([
      render('uuid=ann; token=token-ann; userConsent=accepted'),
      render('uuid=bob; token=token-bob'),
      render(''),
    ]);
    expect(new Set(ann)).toEqual(new Set(['ann|token-ann|accepted']));
    expect(new Set(bob)).toEqual(new Set(['bob|token-bob|none']));
    expect(new Set(anonymous)).toEqual(new Set(['visitor|-|none']));
  });

  it('is a visitor with nothing stored outside a render', () => {
    const session = requestScoped(
      (scope) => scope.session,
      () => new SessionStore(undefined),
    );
    expect(session.isLoggedIn).toBe(false);
    expect(session.uuid).toBeNull();
  });
});
