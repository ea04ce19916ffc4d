import { LIST_SNAPSHOT_MAX_AGE_MS, listStorageKey, readListSnapshot, writeListSnapshot } from './list-storage';
import { topic } from './testing/fixtures';

const snapshot = { tab: 'latest', sort: 'newest', items: [topic(1), topic(2)], pages: 1, total: 9, scrollY: 320, viewer: null };

beforeEach(() => sessionStorage.clear());

describe('topic lists in session storage', () => {
  it('names each list by where it is, its tab and its sort', () => {
    expect(listStorageKey('home', 'latest', 'active')).toBe('community:list:home:latest:active');
    expect(listStorageKey({ moduleId: 4 }, 'topics', 'newest')).toBe('community:list:module-4:topics:newest');
  });

  it('reads back what was written, for the same viewer, while it is fresh', () => {
    const key = listStorageKey('home', 'latest', 'newest');
    expect(writeListSnapshot(key, snapshot, 1_000)).toBe(true);
    expect(readListSnapshot(key, null, 2_000)).toMatchObject({ ...snapshot, savedAt: 1_000 });
    expect(readListSnapshot(key, 'member-uuid', 2_000)).toBeNull();
    expect(readListSnapshot(key, null, 1_001 + LIST_SNAPSHOT_MAX_AGE_MS)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('a', '{not json');
    sessionStorage.setItem('b', JSON.stringify({ ...snapshot, version: 1, savedAt: Date.now(), pages: 0 }));
    sessionStorage.setItem('c', JSON.stringify({ ...snapshot, version: 1, savedAt: Date.now(), items: [{ id: 'x' }] }));
    sessionStorage.setItem('d', JSON.stringify({ ...snapshot, version: 2, savedAt: Date.now() }));
    for (const key of ['a', 'b', 'c', 'd', 'missing']) expect(readListSnapshot(key, null)).toBeNull();
  });

  it('makes room by dropping the other lists when storage is full, and gives up quietly when it cannot', () => {
    const other = listStorageKey('home', 'recommended', 'default');
    writeListSnapshot(other, snapshot);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const key = listStorageKey('home', 'latest', 'newest');
    expect(writeListSnapshot(key, snapshot)).toBe(true);
    expect(sessionStorage.getItem(other)).toBeNull();
    expect(readListSnapshot(key, null)).not.toBeNull();

    setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeListSnapshot(key, snapshot)).toBe(false);
    setItem.mockRestore();

    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readListSnapshot(key, null)).toBeNull();
    getItem.mockRestore();
  });
});
