// The command line of the api benches (bench:catalogue, bench:community): the load every one takes (connections,
// seconds, warm-up, cache, port) and the bench's own flags, read and checked in one order, failing with the usage.
import { loadDefaults, loadFlags, readFlags, requireWholeNumbers } from './bench-lib.mjs';

/**
 * The arguments of an api bench that listens on `port` by default: the load's defaults with the bench's `defaults`
 * over them, read from `argv` with the load's flags and those `flags(args)` adds. `check(args)` runs first, then each
 * of `wholeNumbers`, connections, duration and port must be a whole number above 0.
 */
export function parseBenchArgs(argv, usage, { port, defaults, flags, check = () => {}, wholeNumbers = [] }) {
  const args = { ...loadDefaults(port), ...defaults };
  readFlags(argv, usage, { ...flags(args), ...loadFlags(args) });
  check(args);
  requireWholeNumbers(args, [...wholeNumbers, 'connections', 'duration', 'port']);
  return args;
}
