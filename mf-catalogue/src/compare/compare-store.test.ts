import { memoryStorage } from '../testing/memory-storage';
import { CompareStore } from './compare-store';

describe('the yachts put aside to compare', () => {
  it('takes up to four, refuses a fifth, and gives them back one by one', () => {
    const storage = memoryStorage();
    const store = new CompareStore(() => storage);
    store.load();
    expect(store.toggle('idle', 7)).toBe('added');
    expect(store.toggle('new', 101)).toBe('added');
    expect(store.toggle('idle', 8)).toBe('added');
    expect(store.toggle('idle', 9)).toBe('added');
    expect(store.toggle('new', 5)).toBe('full');
    expect(store.href).toBe('/yachts/compare/?ids=idle-7,new-101,idle-8,idle-9');
    expect(store.toggle('new', 101)).toBe('removed');
    expect(store.has('new', 101)).toBe(false);
    expect(storage.getItem('yachts.compare')).toBe('idle-7,idle-8,idle-9');
  });

  it('keeps the choice for the tab: a new page reads it back, dropping what is not a yacht', () => {
    const store = new CompareStore(() => memoryStorage({ 'yachts.compare': 'idle-7,bogus,new-101,idle-7' }));
    expect(store.ids).toEqual([]);
    store.load();
    expect(store.ids).toEqual([
      { kind: 'idle', id: 7 },
      { kind: 'new', id: 101 },
    ]);
  });

  it('works without storage (private mode): the choice lasts for the page', () => {
    const store = new CompareStore(() => {
      throw new Error('denied');
    });
    store.load();
    expect(store.toggle('idle', 7)).toBe('added');
    expect(store.has('idle', 7)).toBe(true);
  });
});
