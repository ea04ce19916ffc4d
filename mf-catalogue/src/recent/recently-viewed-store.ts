// The yachts this browser opened last (at most RECENT_MAX, newest first), kept in local storage so they are there on
// the next visit, for visitors and members alike. Only what a short list needs: no prices, which change and would be
// shown stale. Read after hydration only; the server draws no such list.
import { makeAutoObservable } from 'mobx';
import type { CatalogueKind } from '@yachts/contracts/catalogue';

const STORAGE_KEY = 'yachts.recent';
export const RECENT_MAX = 8;

export interface RecentYacht {
  kind: CatalogueKind;
  id: number;
  slug: string;
  builder: string;
  model: string;
  year: number;
  lengthM: number;
  imageUrl: string | null;
}

function isRecent(value: unknown): value is RecentYacht {
  const v = value as RecentYacht;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.kind === 'new' || v.kind === 'idle') &&
    Number.isSafeInteger(v.id) &&
    typeof v.slug === 'string' &&
    typeof v.builder === 'string' &&
    typeof v.model === 'string' &&
    typeof v.year === 'number' &&
    typeof v.lengthM === 'number' &&
    (v.imageUrl === null || typeof v.imageUrl === 'string')
  );
}

export class RecentlyViewedStore {
  items: RecentYacht[] = [];
  private loaded = false;

  constructor(private readonly storage: () => Storage | undefined = () => globalThis.localStorage) {
    makeAutoObservable<RecentlyViewedStore, 'storage' | 'loaded'>(this, { storage: false, loaded: false }, { autoBind: true });
  }

  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    try {
      const parsed: unknown = JSON.parse(this.storage()?.getItem(STORAGE_KEY) ?? '[]');
      this.items = Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
    } catch {
      this.items = [];
    }
  }

  /** A yacht page was opened: first in the list, once. */
  record(yacht: RecentYacht): void {
    this.load();
    const { kind, id, slug, builder, model, year, lengthM, imageUrl } = yacht;
    this.items = [
      { kind, id, slug, builder, model, year, lengthM, imageUrl },
      ...this.items.filter((item) => !(item.kind === kind && item.id === id)),
    ].slice(0, RECENT_MAX);
    this.save();
  }

  clear(): void {
    this.items = [];
    this.save();
  }

  private save(): void {
    try {
      this.storage()?.setItem(STORAGE_KEY, JSON.stringify(this.items));
    } catch {
      // Full or refused: the list lasts for this page.
    }
  }
}

export const recentlyViewed = new RecentlyViewedStore();
