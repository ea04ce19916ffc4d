// Toasts (docs/product.md §8, §9): short messages at the bottom of the screen, 1500 ms unless told otherwise.
import { makeAutoObservable } from 'mobx';

export const TOAST_DURATION_MS = 1500;
export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<ToastStore, 'nextId'>(this, { nextId: false }, { autoBind: true });
  }

  /** Shows `text` (new lines kept) for `durationMs`; returns the toast's id. */
  show(text: string, { durationMs = TOAST_DURATION_MS, tone = 'info' }: { durationMs?: number; tone?: ToastTone } = {}): number {
    const id = this.nextId++;
    // One message at a time reads best with a screen reader and on a phone: a new toast replaces the old.
    this.toasts = [{ id, text, tone }];
    setTimeout(() => this.dismiss(id), durationMs);
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}

export const toastStore = new ToastStore();

export function showToast(text: string, options?: { durationMs?: number; tone?: ToastTone }): number {
  return toastStore.show(text, options);
}
