// Test support for a page that must not call the api (a visitor's login panel, an address that names nothing, data
// the server render already gave): a call it starts only shows once the page has settled, so settle first.
import { screen } from '@testing-library/react';
import type { FakeServer } from './fake-server';

/** Lets the page finish what it started, then checks it sent the api no request at all (no token fetch either). */
export async function expectNothingAsked(server: FakeServer): Promise<void> {
  await server.settle();
  expect(server.requests).toEqual([]);
}

/** An address that cannot name anything (an id or a name of the wrong form): the page's h1 says so at once, and the
 * api is asked nothing. */
export async function expectMissingWithoutAsking(server: FakeServer, title: string): Promise<void> {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expectNothingAsked(server);
}
