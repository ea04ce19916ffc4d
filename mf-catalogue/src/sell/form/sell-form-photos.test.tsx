// The sell form's photos: uploads, order, limits, formats and refusals.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELL_CALLS, SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { toastStore } from 'shared/ui';
import { apiFail, formFail, formOk, logInAs } from 'shared/testing';
import { choosePhotos, jpeg, photoSources, photosGroup } from '../testing/form-helpers';
import { renderSell } from '../testing/render-sell';
import { CONFIG_PATH, fillValidUsed, openForm, server, submit, toasts, uploads, setUpSellFormServer } from '../testing/sell-form-setup';
import { PHOTO_MESSAGES } from './photo-manager';

setUpSellFormServer();

// First of this file's config reads: shared/site keeps a config it has read for the page (and forgets a failure), so
// this must run before any test that opens the form with the config answered.
describe('the photos while the site’s formats cannot be read', () => {
  beforeEach(() => logInAs('seller-1'));

  it('names no format, offers any image, and takes nothing, saying so in a toast', async () => {
    server.on('GET', CONFIG_PATH, apiFail(500000, 'Something went wrong', 500));
    renderSell('/sell/used');
    await screen.findByRole('form');
    await server.settle();
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('1-12 photos, up to 8 MB each.'));
    expect(document.querySelector('.sell-photo-input')).toHaveAttribute('accept', 'image/*');
    const input = await choosePhotos([jpeg('bow.jpg')]);
    expect(toasts()).toEqual([PHOTO_MESSAGES.formatsUnchecked]);
    expect(input.value).toBe('');
    expect(photoSources()).toEqual([]);
    await server.settle();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);
  });
});

describe('the photos', () => {
  beforeEach(() => logInAs('seller-1'));

  it('uploads each chosen photo in turn through the platform upload, with a preview; the first is the cover', async () => {
    await openForm('/sell/used');
    await choosePhotos([jpeg('bow.jpg'), jpeg('saloon.jpg')]);
    expect(photoSources()).toEqual(['blob:bow.jpg', 'blob:saloon.jpg']);
    await waitFor(() => expect(server.calls('POST', '/index/ajax/pic')).toHaveLength(2));
    const sent = server.calls('POST', '/index/ajax/pic').map((request) => ((request.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['bow.jpg', 'saloon.jpg']);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    expect(within(photosGroup()).getByText('2 of 12')).toBeInTheDocument();
  });

  it('moves a photo left or right and removes one; the ends cannot move further', async () => {
    await openForm('/sell/used');
    await choosePhotos([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await waitFor(() => expect(uploads).toBe(3));
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(photoSources()).toEqual(['blob:a.jpg', 'blob:c.jpg', 'blob:b.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(photoSources()).toEqual(['blob:c.jpg', 'blob:a.jpg', 'blob:b.jpg']);
    // Focus stays with the photo that moved: it is now first, so its "right" button has it.
    expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(photoSources()).toEqual(['blob:a.jpg', 'blob:c.jpg', 'blob:b.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photoSources()).toEqual(['blob:c.jpg', 'blob:b.jpg']);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
  });

  it(`takes at most ${SELL_LIMITS.photosMax}: more are left out with the limit's message, and the add button goes`, async () => {
    await openForm('/sell/used');
    await choosePhotos(Array.from({ length: 10 }, (_, i) => jpeg(`p${i + 1}.jpg`)));
    await waitFor(() => expect(uploads).toBe(10));
    await choosePhotos([jpeg('p11.jpg'), jpeg('p12.jpg'), jpeg('p13.jpg')]);
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photosMax));
    expect(photoSources()).toHaveLength(12);
    expect(photoSources()).not.toContain('blob:p13.jpg');
    expect(screen.queryByLabelText(/Add (more )?photos/)).toBeNull();
    await waitFor(() => expect(uploads).toBe(12));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 12' }));
    expect(screen.getByLabelText('Add more photos')).toBeInTheDocument();
  });

  it('names the formats the config allows in the hint and offers only those in the file chooser', async () => {
    await openForm('/sell/used');
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('1-12 photos in jpg, jpeg, png, up to 8 MB each.'));
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it('refuses a selection with a format the config leaves out: a toast naming its formats, the selection cleared, nothing uploaded', async () => {
    await openForm('/sell/used');
    // webp is a photo, but not one this site's config allows.
    const input = await choosePhotos([jpeg('ok.jpg'), new File([new Uint8Array(3)], 'deck.webp', { type: 'image/webp' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    expect(input.value).toBe('');
    expect(photoSources()).toEqual([]);
    expect(photosGroup()).not.toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photosMax));

    act(() => toastStore.dismiss(toastStore.toasts[0]!.id));
    await choosePhotos([new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    await server.settle();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);

    // A format the config allows is taken and uploaded.
    await choosePhotos([new File([new Uint8Array(3)], 'deck.png', { type: 'image/png' })]);
    expect(photoSources()).toEqual(['blob:deck.png']);
    await waitFor(() => expect(within(photosGroup()).queryByRole('progressbar')).toBeNull());
    expect(server.calls('POST', '/index/ajax/pic')).toHaveLength(1);
  });

  it('a photo the upload refuses stays as a tile with its reason and a Remove button, not counted, until removed', async () => {
    server.on('POST', '/index/ajax/pic', formFail('Please upload photos in jpg, jpeg, png, webp formats', 0, 415));
    await openForm('/sell/used');
    await choosePhotos([jpeg('broken.jpg')]);
    const reason = await within(photosGroup()).findByRole('alert');
    expect(reason).toHaveTextContent('broken.jpg');
    expect(reason).toHaveTextContent(PHOTO_MESSAGES.notAPicture);
    expect(photoSources()).toEqual([]);
    expect(within(photosGroup()).getByText('0 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move photo 1 left' })).toBeNull();
    expect(toasts()).toEqual([]);

    fillValidUsed();
    submit();
    await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(PHOTO_MESSAGES.refused)));
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(within(photosGroup()).queryByRole('alert')).toBeNull();
  });

  it('the api’s size limit shows on the refused photo’s tile', async () => {
    server.on('POST', '/index/ajax/pic', formFail('Each photo can be at most 8 MB.', 0, 413));
    await openForm('/sell/used');
    await choosePhotos([jpeg('huge.jpg')]);
    expect(await within(photosGroup()).findByRole('alert')).toHaveTextContent('Each photo can be at most 8 MB.');
  });

  it('asks to wait while a photo is still uploading', async () => {
    let release: () => void = () => undefined;
    server.on('POST', '/index/ajax/pic', () => new Promise((resolve) => (release = () => resolve(formOk([{ url: '/uploads/late.jpg' }])))));
    await openForm('/sell/used');
    fillValidUsed();
    await choosePhotos([jpeg('slow.jpg')]);
    submit();
    await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(PHOTO_MESSAGES.uploading)));
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
    release();
    await waitFor(() => expect(within(photosGroup()).queryByRole('progressbar')).toBeNull());
  });
});
