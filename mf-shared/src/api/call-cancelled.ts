// A call that never went out, or was called off: the submit flow, the page data and the pages keep quiet about it.
import { isCancel } from './axios-module';

/** A call that never went out because it needs cookie consent first (product rules §4): the submit flow offers the
 * choice in the form and sends it once accepted. */
export class CallCancelledError extends Error {
  readonly silent = true;
  constructor() {
    super('cancelled: cookie consent is missing');
    this.name = 'CallCancelledError';
  }
}

export function isSilentCancel(error: unknown): boolean {
  return error instanceof CallCancelledError || isCancel(error);
}
