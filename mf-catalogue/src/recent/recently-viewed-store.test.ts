import { memoryStorage } from '../testing/memory-storage';
import { RECENT_MAX, RecentlyViewedStore, type RecentYacht } from './recently-viewed-store';

const yacht = (id: number, extra: Partial<RecentYacht> = {}): RecentYacht => ({
  kind: 'idle',
  id,
  slug: `yacht-${id}`,
  builder: 'Beneteau',
  model: `Oceanis ${id}`,
  year: 2020,
  lengthM: 12,
  imageUrl: null,
  ...extra,
});

describe('recently viewed yachts', () => {
  it('keeps the newest first, once each, eight at most, without prices, for the next visit', () => {
    const storage = memoryStorage();
    const store = new RecentlyViewedStore(() => storage);
    for (let id = 1; id <= RECENT_MAX + 2; id += 1) store.record(yacht(id));
    store.record({ ...yacht(5), price: 100 } as RecentYacht);
    expect(store.items.map((item) => item.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
    expect(store.items[0]).not.toHaveProperty('price');
    const next = new RecentlyViewedStore(() => storage);
    next.load();
    expect(next.items.map((item) => item.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('drops what it cannot read, and works without storage', () => {
    const store = new RecentlyViewedStore(() =>
      memoryStorage({ 'yachts.recent': JSON.stringify([yacht(1), { kind: 'boat', id: 2 }, 'x', yacht(3)]) }),
    );
    store.load();
    expect(store.items.map((item) => item.id)).toEqual([1, 3]);
    const broken = new RecentlyViewedStore(() => memoryStorage({ 'yachts.recent': '{not json' }));
    broken.load();
    expect(broken.items).toEqual([]);
    const none = new RecentlyViewedStore(() => {
      throw new Error('denied');
    });
    none.record(yacht(7));
    expect(none.items.map((item) => item.id)).toEqual([7]);
  });
});
