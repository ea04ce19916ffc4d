// An answer cache keyed by the request and by a version (decision 024: the catalogue's lists and filter values; decision
// 033: the community search), a number every write to the tables behind the answers raises in its own transaction
// (migrations 0007, 0023). An answer is used only while the version it was computed at is still the current one, so no
// visitor sees an answer older than the last committed write, whichever api instance wrote it; what the cache saves is
// repeating the same work for the same question between two writes. Concurrent identical questions share one
// computation.

export interface VersionedCacheOptions {
  /** Answers kept at most; the least recently used go first. */
  maxEntries: number;
  /** How long an answer may serve, even while its version is current (bounds memory held by rare questions). */
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: VersionedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The answer to `question` at `version`: kept, being computed, or computed now by `compute`. */
  get(version: number | string, question: string, compute: () => Promise<V>): Promise<V> {
    const key = `${version}\u0000${question}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = { at: now, value: compute() };
    this.entries.set(key, entry);
    // A failure is not an answer: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
