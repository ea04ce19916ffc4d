// The one error type a failed call rejects with, whichever client made it: the words to show, the api's code, the
// HTTP status, and the messages of the fields when the api answered with them. Each client's subclass only says
// which protocol failed; pages read the failure through call-errors.ts.
export class CallError extends Error {
  constructor(
    message: string,
    /** The api's code (the envelope's `code`), or null when no envelope came back. */
    readonly code: number | null,
    /** The HTTP status, or null when no response came back (network failure). */
    readonly status: number | null,
    /** field -> message when the api's msg was an object (product rules §8: shown under the fields). */
    readonly fieldErrors: Record<string, string> | null = null,
  ) {
    super(message);
    this.name = 'CallError';
  }
}
