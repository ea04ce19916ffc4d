// Test support: an answer that fails once, for the pages' "Try again".
import { apiFail, type Reply, type SeenRequest } from './fake-server';

/** Fails the first call with a server error saying `message` (500000, status 500) and answers every later one with `reply`. */
export function failOnceThen(message: string, reply: Reply): (request: SeenRequest) => Reply {
  let calls = 0;
  return () => (calls++ === 0 ? apiFail(500000, message, 500) : reply);
}
