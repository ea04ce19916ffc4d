// Test support: a user-area list of two pages, opened and turned to its second page with Next.
import { fireEvent, screen } from '@testing-library/react';
import { location, renderPage } from './render-page';

/** Opens `path` (a list of two pages) and follows Next: `shownLink` appears on the second page, at `path?page=2`. */
export async function openSecondPage(path: string, shownLink: string): Promise<void> {
  renderPage(path);
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: shownLink })).toBeInTheDocument();
  expect(location.current).toBe(`${path}?page=2`);
}
