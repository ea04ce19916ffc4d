// Test support for the pages' "Try again": an answer that fails once, and the alert that offers another try.
import { fireEvent, screen, within } from '@testing-library/react';
import { apiFail, type Reply, type SeenRequest } from './fake-server';

/** Fails the first call with a server error saying `message` (500000, status 500) and answers every later one with `reply`. */
export function failOnceThen(message: string, reply: Reply): (request: SeenRequest) => Reply {
  let calls = 0;
  return () => (calls++ === 0 ? apiFail(500000, message, 500) : reply);
}

/** Waits for the page's alert, checks it says each of `says`, and presses its Try again. */
export async function expectAlertThenTryAgain(...says: [string, ...string[]]): Promise<void> {
  const alert = await screen.findByRole('alert');
  for (const text of says) expect(alert).toHaveTextContent(text);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
}
