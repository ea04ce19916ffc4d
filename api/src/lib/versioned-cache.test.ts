import { VersionedCache } from './versioned-cache';

function counter() {
  let calls = 0;
  const compute = (value: string) => () => {
    calls += 1;
    return Promise.resolve(value);
  };
  return { compute, calls: () => calls };
}

describe('VersionedCache', () => {
  it('answers a question again from the cache while the version is the same, and computes afresh at a new one', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const { compute, calls } = counter();
    expect(await cache.get(1, 'idle page 1', compute('a'))).toBe('a');
    expect(await cache.get(1, 'idle page 1', compute('b'))).toBe('a');
    expect(calls()).toBe(1);
    expect(await cache.get(2, 'idle page 1', compute('c'))).toBe('c');
    expect(await cache.get(2, 'idle page 2', compute('d'))).toBe('d');
    expect(calls()).toBe(3);
  });

  it('lets concurrent identical questions share one computation', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let release: (value: string) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get(1, 'q', slow), cache.get(1, 'q', slow), cache.get(1, 'q', slow)]);
    release('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure: the next request computes again', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.get(1, 'q', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get(1, 'q', () => Promise.resolve('back'))).toBe('back');
  });

  it('keeps at most maxEntries, dropping the least recently used, and nothing past its time to live', async () => {
    let now = 0;
    const cache = new VersionedCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    const { compute, calls } = counter();
    await cache.get(1, 'a', compute('a'));
    await cache.get(1, 'b', compute('b'));
    await cache.get(1, 'a', compute('a')); // a is now the most recent
    await cache.get(1, 'c', compute('c')); // b goes
    expect(cache.size).toBe(2);
    expect(calls()).toBe(3);
    await cache.get(1, 'a', compute('a'));
    expect(calls()).toBe(3);
    await cache.get(1, 'b', compute('b'));
    expect(calls()).toBe(4);
    now = 1000;
    await cache.get(1, 'b', compute('b'));
    expect(calls()).toBe(5);
  });
});
