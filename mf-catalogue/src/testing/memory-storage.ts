// Test support: a Storage held in memory, for the stores that are given their storage (the compare list, the yachts
// seen lately), so a test reads what a store wrote and hands a new page what an earlier one left.

/** A Storage holding `entries` to begin with. */
export function memoryStorage(entries: Record<string, string> = {}): Storage {
  const data = new Map<string, string>(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}
