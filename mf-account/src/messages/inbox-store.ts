// The unread count the side navigation shows. A domain store of the account area (one instance); the calls that
// feed it live in the components, so the store holds state only.
import { makeAutoObservable } from 'mobx';

export class InboxStore {
  /** Unread messages of every type; null until the first answer. */
  unread: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setUnread(count: number): void {
    this.unread = Math.max(0, count);
  }

  /** Some messages were marked read here: the badge follows without another call. */
  markedRead(count: number): void {
    if (this.unread !== null) this.unread = Math.max(0, this.unread - count);
  }

  reset(): void {
    this.unread = null;
  }
}

export const inboxStore = new InboxStore();
