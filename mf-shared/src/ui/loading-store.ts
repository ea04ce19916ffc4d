// The loading overlay (docs/product.md §4, §9): opaque, scrollable or centred; several callers may hold it at once.
import { makeAutoObservable } from 'mobx';

export type LoadingMode = 'opaque' | 'scrollable' | 'centred';
/** Product rules §4: after a submit, the loading overlay hides after about 1 s. */
export const LOADING_MIN_MS = 1000;

export class LoadingStore {
  holders = 0;
  mode: LoadingMode = 'centred';
  label = 'Loading';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get visible(): boolean {
    return this.holders > 0;
  }

  /** Shows the overlay and returns the function that releases this hold. */
  show(mode: LoadingMode = 'centred', label = 'Loading'): () => void {
    this.holders += 1;
    this.mode = mode;
    this.label = label;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  private release(): void {
    this.holders = Math.max(0, this.holders - 1);
  }
}

export const loadingStore = new LoadingStore();
