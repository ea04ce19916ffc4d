// Whether an error means the database cannot be reached right now (it restarts, fails over, refuses connections, or
// the pool found no connection in time), as opposed to a fault in a query. Such a request is answered 503 with
// Retry-After (plugins/errors.ts) and the api recovers by itself once the database answers again.

/** SQLSTATE classes and codes of a server that is going away or not there yet. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause; follow the chain. Duck-typed:
  // errors from Node's own sockets may come from another realm (a test's sandbox), where instanceof Error fails.
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, message, errors, cause } = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SYSCALL_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A connection to "localhost" tries each address and fails with all of them.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
