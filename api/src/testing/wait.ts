// Waiting for a state, not for a time: a test that slept or gave up after so many milliseconds passed or failed by
// how busy the machine was. `until` asks again until the state is there; the test's own timeout bounds the wait.
import { setTimeout as pause } from 'node:timers/promises';

/** Calls `probe` until `reached` holds for its answer, and answers that; a short pause between tries. */
export async function until<T>(probe: () => Promise<T>, reached: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (reached(value)) return value;
    await pause(20);
  }
}
