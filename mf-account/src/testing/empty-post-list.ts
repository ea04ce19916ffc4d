// Test support: a member's own list of community posts when it is empty: the page says so and shows the way in.
import { screen } from '@testing-library/react';
import { renderPage } from './render-page';

/** Opens `path` (the api answering an empty page) and finds `message` with the link to the community under it. */
export async function expectEmptyPostList(path: string, message: string): Promise<void> {
  renderPage(path);
  expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the community' })).toHaveAttribute('href', '/community/');
}
