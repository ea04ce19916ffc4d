// The data a page was rendered with, read once (architecture §7 "Data once"). On the server each useAsync load runs
// in the render (the component suspends until it is there) and its answer is kept under the load's key; the page
// carries them as a JSON block, and in the browser the same keys give the same answers to the first render, so the
// page hydrates without asking the api again. An entry is used once: a later visit to the page loads afresh.
import { createContext } from 'react';
import type { PageDataEntry, PageState } from '@yachts/contracts/site';
import { CallError } from '../api/call-error';
import { CallCancelledError, isSilentCancel } from '../api/call-cancelled';

export type { PageDataEntry };
export type PageDataJson = PageState['data'];

type Settled = { status: 'ready'; data: unknown } | { status: 'error'; error: Error };

export class PageData {
  private readonly settled = new Map<string, Settled>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(entries: PageDataJson = {}) {
    for (const [key, entry] of Object.entries(entries)) {
      this.settled.set(
        key,
        entry.status === 'ready'
          ? entry
          : {
              status: 'error',
              error: entry.error.cancelled
                ? new CallCancelledError()
                : new CallError(entry.error.message, entry.error.code, entry.error.status),
            },
      );
    }
  }

  /** The answer kept for this key, if any. */
  peek(key: string): Settled | undefined {
    return this.settled.get(key);
  }

  /** Forgets an answer once the page that used it is on screen. */
  forget(key: string): void {
    this.settled.delete(key);
  }

  /**
   * Server side: the answer for this key, or a thrown promise (React suspends the component until the load is done).
   * A load runs once per key and request, however many components ask.
   */
  read(key: string, load: () => Promise<unknown>): Settled {
    const done = this.settled.get(key);
    if (done) return done;
    let waiting = this.pending.get(key);
    if (!waiting) {
      waiting = load().then(
        (data) => void this.settled.set(key, { status: 'ready', data }),
        (error: unknown) =>
          void this.settled.set(key, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
      this.pending.set(key, waiting);
    }
    throw waiting;
  }

  /** What the page carries to the browser. Failures keep their words, code and status only. */
  toJSON(): PageDataJson {
    const json: PageDataJson = {};
    for (const [key, entry] of this.settled) {
      if (entry.status === 'ready') json[key] = entry;
      else {
        const error = entry.error;
        json[key] = {
          status: 'error',
          error: {
            message: error.message,
            code: error instanceof CallError ? error.code : null,
            status: error instanceof CallError ? error.status : null,
            ...(isSilentCancel(error) ? { cancelled: true as const } : {}),
          },
        };
      }
    }
    return json;
  }
}

/** The page data of this render (server) or of the page as it arrived (browser); null where none was rendered. */
export const PageDataContext = createContext<PageData | null>(null);
