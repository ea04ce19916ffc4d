import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_PICTURE_URL } from 'shared/ui';
import { SWIPE_MIN_PX } from './use-swipe';
import { Gallery } from './gallery';

const PHOTOS = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];
const NAME = 'Princess Y72';

function renderGallery(photos = PHOTOS) {
  render(
    <>
      <button type="button">Before</button>
      <Gallery photos={photos} name={NAME} />
    </>,
  );
  return screen.getByRole('region', { name: `Pictures of the ${NAME}` });
}

const picture = () => screen.getByRole('img', { name: /picture \d of \d$/ });
const counter = () => screen.getByTestId('gallery-counter');

function swipe(target: HTMLElement, dx: number, dy = 0, pointerType = 'touch') {
  // jsdom has no PointerEvent: a MouseEvent carries the same fields the handlers read.
  const down = new MouseEvent('pointerdown', { bubbles: true, clientX: 200, clientY: 100 });
  const up = new MouseEvent('pointerup', { bubbles: true, clientX: 200 + dx, clientY: 100 + dy });
  for (const event of [down, up]) Object.assign(event, { pointerId: 1, pointerType });
  act(() => {
    target.dispatchEvent(down);
    target.dispatchEvent(up);
  });
}

describe('the gallery', () => {
  it('shows the first picture with a counter; thumbnails are buttons that choose the picture', () => {
    const gallery = renderGallery();
    expect(picture()).toHaveAttribute('src', '/uploads/a.jpg');
    expect(picture()).toHaveAccessibleName('Princess Y72, picture 1 of 3');
    expect(counter()).toHaveTextContent('1 / 3');
    const thumbs = within(gallery).getByRole('list', { name: 'Thumbnails' });
    expect(within(thumbs).getAllByRole('button')).toHaveLength(3);
    expect(within(thumbs).getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(within(thumbs).getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(picture()).toHaveAttribute('src', '/uploads/c.jpg');
    expect(counter()).toHaveTextContent('3 / 3');
    expect(within(thumbs).getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(thumbs).getByRole('button', { name: 'Show picture 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous and next, round the ends, and with the arrow keys', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(counter()).toHaveTextContent('1 / 3');
    const next = screen.getByRole('button', { name: 'Next picture' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('2 / 3');
    expect(picture()).toHaveAttribute('src', '/uploads/b.jpg');
  });

  it('moves with a swipe on a touch screen, and not with a mouse drag or a mostly vertical move', () => {
    renderGallery();
    const stage = picture().parentElement!;
    swipe(stage, -(SWIPE_MIN_PX + 10));
    expect(counter()).toHaveTextContent('2 / 3');
    swipe(stage, SWIPE_MIN_PX + 10);
    expect(counter()).toHaveTextContent('1 / 3');
    swipe(stage, -(SWIPE_MIN_PX - 10));
    swipe(stage, -(SWIPE_MIN_PX + 10), 200);
    swipe(stage, -(SWIPE_MIN_PX + 10), 0, 'mouse');
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('opens full screen as a dialog: focus inside and kept there, arrows and swipes move, Escape closes and focus comes back', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    const expand = screen.getByRole('button', { name: 'Full screen' });
    fireEvent.click(expand);
    const viewer = screen.getByRole('dialog', { name: `Pictures of the ${NAME}, full screen` });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    const close = within(viewer).getByRole('button', { name: 'Close full screen' });
    expect(close).toHaveFocus();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/b.jpg');
    expect(viewer).toHaveTextContent('2 / 3');

    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(viewer).toHaveTextContent('3 / 3');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/c.jpg');
    swipe(screen.getByTestId('gallery-viewer-stage'), SWIPE_MIN_PX + 20);
    expect(viewer).toHaveTextContent('2 / 3');

    // Tab from the last control goes round to the first: focus stays in the dialog.
    const buttons = within(viewer).getAllByRole('button');
    buttons.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(buttons.at(-1)).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(expand).toHaveFocus();
    // The page shows the picture last seen full screen.
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('opens full screen from the picture itself and closes with its button', () => {
    renderGallery();
    fireEvent.click(picture());
    fireEvent.click(screen.getByRole('button', { name: 'Close full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the default picture when a photo fails', () => {
    renderGallery();
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', DEFAULT_PICTURE_URL);
  });

  it('has no counter, arrows or thumbnails without photos', () => {
    renderGallery([]);
    expect(screen.getByRole('img', { name: 'Princess Y72, picture 1 of 1' })).toHaveAttribute('src', DEFAULT_PICTURE_URL);
    expect(screen.queryByTestId('gallery-counter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  });
});
