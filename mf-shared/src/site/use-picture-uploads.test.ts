import { act, renderHook, waitFor } from '@testing-library/react';
import { SITE_API } from '@yachts/contracts/site';
import { answerWebsiteConfig, apiFail, fakeServerPerTest, formFail, formOk } from 'shared/testing';
import { consentStore } from '../consent/consent-store';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, usePictureUploads, type AddResult } from './use-picture-uploads';

const CONFIG_PATH = SITE_API.websiteConfig;
const UPLOAD = '/index/ajax/pic';
const TOO_MANY = 'Please choose at most 3 pictures.';

const server = fakeServerPerTest();
let uploads: number;

const file = (name: string, type: string, bytes = 3) => new File([new Uint8Array(bytes).fill(0xff)], name, { type });
const png = (name: string) => file(name, 'image/png');
const webp = (name: string) => file(name, 'image/webp');

function renderUploads() {
  const onChanged = jest.fn();
  const hook = renderHook(() => usePictureUploads({ max: 3, tooMany: TOO_MANY, onChanged }));
  return { ...hook, onChanged };
}

async function add(result: { current: ReturnType<typeof usePictureUploads> }, files: File[]): Promise<AddResult> {
  let outcome: AddResult | undefined;
  await act(async () => {
    outcome = await result.current.add(files);
  });
  return outcome!;
}

beforeAll(() => {
  act(() => consentStore.accept());
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  uploads = 0;
  // The site's config (docs/product.md §7C): three formats, webp not among them, 8 MB a picture.
  answerWebsiteConfig(server, 12);
  server.on('POST', UPLOAD, () => {
    uploads += 1;
    return formOk([{ url: `/uploads/2026/11/picture-${uploads}.png` }]);
  });
});

describe('usePictureUploads and the site’s formats (product rules §5)', () => {
  // First of this file's config reads: shared/site keeps a config it has read for the page (and forgets a failure),
  // so this test must run before one that loads it.
  it('takes nothing, and says why, while the allowed formats cannot be read', async () => {
    server.on('GET', CONFIG_PATH, apiFail(500000, 'Something went wrong', 500));
    const { result, onChanged } = renderUploads();
    await server.settle();
    expect(result.current.formats).toBeNull();
    expect(result.current.accept).toBe('image/*');
    expect(result.current.formatsText).toBeNull();

    expect(await add(result, [png('deck.png')])).toEqual({ added: 0, refused: PICTURE_MESSAGES.formatsUnchecked, leftOut: null });
    expect(result.current.pictures).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
    await server.settle();
    expect(server.calls('POST', UPLOAD)).toEqual([]);
    // A failure is not kept: the next choice asks again (here the mount and the choice).
    expect(server.calls('GET', CONFIG_PATH)).toHaveLength(2);
  });

  it('waits for the config when files are chosen before it has been read, then checks them against it', async () => {
    const { result } = renderUploads();
    let outcome: Promise<AddResult> | undefined;
    act(() => {
      outcome = result.current.add([webp('deck.webp')]);
    });
    await act(async () => {
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ added: 0, refused: 'Please upload photos in jpg,jpeg,png formats', leftOut: null });
    expect(result.current.formats).toEqual(['jpg', 'jpeg', 'png']);
  });

  it('offers and names the formats the config allows', async () => {
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.formats).toEqual(['jpg', 'jpeg', 'png']));
    expect(result.current.accept).toBe('.jpg,.jpeg,.png');
    expect(result.current.formatsText).toBe('jpg, jpeg, png');
  });

  it('refuses the whole selection when one file is of a format the config leaves out, uploading nothing', async () => {
    const { result, onChanged } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    // webp was in the old hard-coded list; this site's config leaves it out.
    expect(await add(result, [png('bow.png'), webp('stern.webp')])).toEqual({
      added: 0,
      refused: 'Please upload photos in jpg,jpeg,png formats',
      leftOut: null,
    });
    expect(await add(result, [file('survey.pdf', 'application/pdf')])).toMatchObject({
      refused: 'Please upload photos in jpg,jpeg,png formats',
    });
    expect(result.current.pictures).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
    await server.settle();
    expect(server.calls('POST', UPLOAD)).toEqual([]);
  });

  it('takes a file of an allowed format, previews it at once and uploads it', async () => {
    const { result, onChanged } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    expect(await add(result, [png('bow.png'), file('saloon.JPG', 'image/jpeg')])).toEqual({ added: 2, refused: null, leftOut: null });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(result.current.pictures.map((picture) => picture.preview)).toEqual(['blob:bow.png', 'blob:saloon.JPG']);
    await waitFor(() => expect(result.current.uploading).toBe(false));
    expect(result.current.pictures.map((picture) => picture.url)).toEqual([
      '/uploads/2026/11/picture-1.png',
      '/uploads/2026/11/picture-2.png',
    ]);
    const sent = server.calls('POST', UPLOAD).map((request) => ((request.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['bow.png', 'saloon.JPG']);
  });

  it('keeps the 8 MB limit: a larger file refuses the selection', async () => {
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    const huge = file('huge.png', 'image/png', PICTURE_MAX_BYTES + 1);
    expect(await add(result, [png('small.png'), huge])).toEqual({ added: 0, refused: PICTURE_MESSAGES.size, leftOut: null });
    expect(result.current.pictures).toEqual([]);
    expect(await add(result, [file('exact.png', 'image/png', PICTURE_MAX_BYTES)])).toMatchObject({ added: 1, refused: null });
  });

  it('takes what fits and leaves the rest out with the form’s message, counting what is already there', async () => {
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    expect(await add(result, [png('a.png'), png('b.png')])).toEqual({ added: 2, refused: null, leftOut: null });
    expect(await add(result, [png('c.png'), png('d.png')])).toEqual({ added: 1, refused: null, leftOut: TOO_MANY });
    expect(result.current.pictures.map((picture) => picture.fileName)).toEqual(['a.png', 'b.png', 'c.png']);
    await waitFor(() => expect(uploads).toBe(3));
  });

  it('keeps a file the upload refuses as not a picture (415), with the reason, not counted, until it is removed', async () => {
    server.on('POST', UPLOAD, formFail('Please upload photos in jpg,jpeg,png,webp formats', 0, 415));
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    await add(result, [png('fake.png')]);
    await waitFor(() => expect(result.current.pictures[0]?.refused).toBe(PICTURE_MESSAGES.notAPicture));
    expect(result.current.pictures).toHaveLength(1);
    expect(result.current.pictures[0]).toMatchObject({ fileName: 'fake.png', url: null, progress: null });
    expect(result.current.uploading).toBe(false);
    expect(result.current.hasRefused).toBe(true);
    expect(result.current.usableCount).toBe(0);
    // It takes no room: three more still fit.
    server.on('POST', UPLOAD, formOk([{ url: '/uploads/2026/11/ok.png' }]));
    expect(await add(result, [png('a.png'), png('b.png'), png('c.png')])).toMatchObject({ added: 3, leftOut: null });
    act(() => result.current.remove(result.current.pictures[0]!.key));
    expect(result.current.hasRefused).toBe(false);
    expect(result.current.pictures.map((picture) => picture.fileName)).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('shows the api’s own words for a file it refuses as too large (413)', async () => {
    server.on('POST', UPLOAD, formFail('Each photo can be at most 8 MB.', 0, 413));
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.formats).not.toBeNull());
    await add(result, [png('big.png')]);
    await waitFor(() => expect(result.current.pictures[0]?.refused).toBe('Each photo can be at most 8 MB.'));
  });
});
