// The yachts a visitor has put aside to compare (at most COMPARE_MAX), kept for the browser tab's session so the
// choice survives moving between lists and yacht pages. Read after hydration, never during a server render: the
// server draws every "Compare" button unpressed, as the browser's first render does.
import { makeAutoObservable } from 'mobx';
import { COMPARE_MAX, compareIdText, parseCompareIds, type CatalogueKind, type CompareId } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';

const STORAGE_KEY = 'yachts.compare';

export type CompareResult = 'added' | 'removed' | 'full';

export class CompareStore {
  ids: CompareId[] = [];
  private loaded = false;

  constructor(private readonly storage: () => Storage | undefined = () => globalThis.sessionStorage) {
    makeAutoObservable<CompareStore, 'storage' | 'loaded'>(this, { storage: false, loaded: false }, { autoBind: true });
  }

  /** Reads the tab's earlier choice once (after hydration). */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    try {
      this.ids = parseCompareIds(this.storage()?.getItem(STORAGE_KEY) ?? null);
    } catch {
      this.ids = [];
    }
  }

  has(kind: CatalogueKind, id: number): boolean {
    return this.ids.some((item) => item.kind === kind && item.id === id);
  }

  get full(): boolean {
    return this.ids.length >= COMPARE_MAX;
  }

  /** The compare page with the chosen yachts. */
  get href(): string {
    return paths.compare(this.ids.map(compareIdText));
  }

  toggle(kind: CatalogueKind, id: number): CompareResult {
    if (this.has(kind, id)) {
      this.ids = this.ids.filter((item) => !(item.kind === kind && item.id === id));
      this.save();
      return 'removed';
    }
    if (this.full) return 'full';
    this.ids = [...this.ids, { kind, id }];
    this.save();
    return 'added';
  }

  /** The page's own list (a shared link) becomes the choice. */
  replace(ids: CompareId[]): void {
    this.ids = ids.slice(0, COMPARE_MAX);
    this.save();
  }

  clear(): void {
    this.ids = [];
    this.save();
  }

  private save(): void {
    try {
      this.storage()?.setItem(STORAGE_KEY, this.ids.map(compareIdText).join(','));
    } catch {
      // Storage full or refused (private mode): the choice lasts for this page only.
    }
  }
}

/** The page's one store; the catalogue area is loaded once per page. */
export const compareStore = new CompareStore();
