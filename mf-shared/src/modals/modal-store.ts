// The modal system (docs/product.md §2): one modal at a time. Opening (switching to) a modal hides every other one and
// gives it a fresh instance, so the values and errors entered in it before are cleared.
import { makeAutoObservable } from 'mobx';

export type ModalId = string;

export class ModalStore {
  active: ModalId | null = null;
  props: Record<string, unknown> = {};
  /** Bumped on every open: the modal host keys the modal by it, so its form state starts empty. */
  instance = 0;
  /** Where focus was before the first modal opened; it goes back there when the last one closes. */
  private returnFocusTo: HTMLElement | null = null;

  constructor() {
    makeAutoObservable<ModalStore, 'returnFocusTo'>(this, { returnFocusTo: false }, { autoBind: true });
  }

  open(id: ModalId, props: Record<string, unknown> = {}): void {
    if (this.active === null) {
      const focused = globalThis.document?.activeElement;
      this.returnFocusTo = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    }
    this.active = id;
    this.props = props;
    this.instance += 1;
  }

  /** Same as open: named for the places that move from one modal to another (login -> register). */
  switchTo(id: ModalId, props: Record<string, unknown> = {}): void {
    this.open(id, props);
  }

  close(): void {
    if (this.active === null) return;
    this.active = null;
    this.props = {};
    const target = this.returnFocusTo;
    this.returnFocusTo = null;
    if (target?.isConnected) queueMicrotask(() => target.focus());
  }

  isOpen(id: ModalId): boolean {
    return this.active === id;
  }
}

export const modalStore = new ModalStore();
