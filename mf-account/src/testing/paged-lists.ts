// Test support: a user-area list's pages turned with Next and Previous (a list of two pages opened and turned to its
// second); a list's first request.
import { fireEvent, screen } from '@testing-library/react';
import type { FakeServer } from 'shared/testing';
import { location, renderPage } from './render-page';

/** The list's first GET of `path`: its first page of 10, sent with the member's login. */
export function expectFirstPageAsked(server: FakeServer, path: string): void {
  const [call] = server.calls('GET', path);
  expect(call?.query).toEqual({ page: '1', page_size: '10' });
  expect(call?.headers['access-token']).toBe('login-token');
}

/** Follows the pager's `link`: `shownLink` appears on the page it leads to, at `address`. */
export async function turnPage(link: 'Next' | 'Previous', shownLink: string, address: string): Promise<void> {
  fireEvent.click(screen.getByRole('link', { name: link }));
  expect(await screen.findByRole('link', { name: shownLink })).toBeInTheDocument();
  expect(location.current).toBe(address);
}

/** Opens `path` (a list of two pages) and follows Next: `shownLink` appears on the second page, at `path?page=2`. */
export async function openSecondPage(path: string, shownLink: string): Promise<void> {
  renderPage(path);
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  await turnPage('Next', shownLink, `${path}?page=2`);
}
