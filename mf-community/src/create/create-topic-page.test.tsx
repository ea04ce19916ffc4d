import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { MESSAGES } from '@yachts/contracts/rules';
import { SITE_API } from '@yachts/contracts/site';
import { consentStore } from 'shared/consent';
import { sessionStore } from 'shared/session';
import { toastStore } from 'shared/ui';
import {
  answerWebsiteConfig,
  apiFail,
  apiOk,
  chooseFiles,
  clearToasts,
  closeModals,
  fakeServerPerTest,
  formFail,
  formOk,
  sentFields,
  textsOf,
} from 'shared/testing';
import { MODULES } from '../lists/testing/fixtures';
import { acceptCookies, beVisitor, location, logInAs, renderCommunity } from '../lists/testing/render-community';
import { IMAGE_MESSAGES } from './image-manager';

const server = fakeServerPerTest(closeModals, clearToasts);
let uploads: number;
const UPLOAD = '/index/ajax/pic';

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  acceptCookies();
  uploads = 0;
  logInAs('member-uuid');
  server.on('GET', COMMUNITY_API.modules, apiOk({ items: MODULES }));
  answerWebsiteConfig(server, 9);
  server.on('POST', UPLOAD, () => {
    uploads += 1;
    return formOk([{ url: `/uploads/2026/11/topic-${uploads}.jpg` }]);
  });
  server.on('POST', COMMUNITY_CALLS.createTopic, formOk({ id: 55, url: '/community/topic/55' }));
});
const jpeg = (name: string) => new File([new Uint8Array(3).fill(0xff)], name, { type: 'image/jpeg' });
const editor = () => screen.getByRole('textbox', { name: 'Main text' });
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));

const imagesGroup = () => screen.getByRole('group', { name: 'Images' });
const chosenImages = () => within(screen.getByRole('list', { name: 'Chosen images' })).queryAllByRole('img');
const toasts = () => toastStore.toasts.map((toast) => toast.text);

/** The form with the site's formats read: the images' hint names them. */
async function openForm(path = '/community/new') {
  renderCommunity(path);
  await screen.findByRole('form', { name: 'Start a topic' });
  await waitFor(() => expect(imagesGroup()).toHaveAccessibleDescription(expect.stringContaining('images in jpg, jpeg, png, up to 8 MB')));
}

function type(html: string) {
  editor().innerHTML = html;
  fireEvent.input(editor());
}

/** Chooses `files` in the images control; the format check may wait for the config call. */
const chooseImages = (files: File[]) => chooseFiles(screen.getByLabelText<HTMLInputElement>('Add images'), files);

/** The message a control is described by, as assistive technology gets it. */
function expectError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function fillValid() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Antifouling for a boat kept in fresh water?' } });
  fireEvent.change(screen.getByLabelText('Section'), { target: { value: '3' } });
  type('<p>We keep her on the <b>Thames</b>.</p>');
  await chooseImages([jpeg('hull.jpg')]);
  await waitFor(() => expect(uploads).toBe(1));
}

// First of this file's config reads: shared/site keeps a config it has read for the page (and forgets a failure), so
// this must run before any test that opens the form with the config answered.
describe('the images while the site’s formats cannot be read', () => {
  it('names no format, offers any image, and takes nothing, saying so in a toast', async () => {
    server.on('GET', SITE_API.websiteConfig, apiFail(500000, 'Something went wrong', 500));
    renderCommunity('/community/new');
    await screen.findByRole('form', { name: 'Start a topic' });
    await server.settle();
    expect(imagesGroup()).toHaveAccessibleDescription(expect.stringContaining('1-9 images, up to 8 MB each.'));
    expect(screen.getByLabelText('Add images')).toHaveAttribute('accept', 'image/*');
    const input = await chooseImages([jpeg('bow.jpg')]);
    expect(toasts()).toEqual([IMAGE_MESSAGES.formatsUnchecked]);
    expect(input.value).toBe('');
    expect(chosenImages()).toHaveLength(0);
    await server.settle();
    expect(server.calls('POST', UPLOAD)).toHaveLength(0);
  });
});

describe('starting a topic', () => {
  it('asks a visitor to log in instead of showing the form', async () => {
    act(() => beVisitor());
    renderCommunity('/community/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Start a topic' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Log in to start a topic' });
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
    expect(server.calls('GET', COMMUNITY_API.modules)).toHaveLength(0);
  });

  it('shows the fields by their labels, with the section chosen from ?module=', async () => {
    await openForm('/community/new?module=2');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Section')).toHaveValue('2');
    expect(textsOf(screen.getByLabelText('Section'), 'option')).toEqual(['Choose a section…', ...MODULES.map((module) => module.name)]);
    expect(editor()).toHaveAttribute('aria-multiline', 'true');
    expect(editor()).toHaveAttribute('contenteditable', 'true');
    expect(editor()).toHaveAttribute('data-placeholder', expect.stringContaining('What would you like to ask'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Heading', 'Quote', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']);
    expect(screen.getByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a link' })).toBeInTheDocument();
    expect(document.title).toBe('Start a topic · Yacht Harbour');
  });

  it('marks every required part alike: title, section, main text and the images', async () => {
    await openForm();
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('Section')).toBeRequired();
    expect(editor()).toHaveAttribute('aria-required', 'true');
    // The images are a section of their own: the same visible mark on its heading, and the file input says it.
    expect(screen.getByRole('heading', { name: 'Images' })).toHaveClass('section-required');
    expect(screen.getByLabelText('Add images')).toBeRequired();
    // Links are optional, and say so.
    expect(screen.getByRole('heading', { name: 'Links (optional)' })).not.toHaveClass('section-required');
  });

  it('leaves the section to choose when ?module= names none', async () => {
    await openForm('/community/new?module=77');
    expect(screen.getByLabelText('Section')).toHaveValue('');
  });

  it('puts every message under its field, focuses the first and sends nothing', async () => {
    await openForm();
    publish();
    await waitFor(() => expectError(screen.getByLabelText('Title'), MESSAGES.postTitle));
    expectError(screen.getByLabelText('Section'), MESSAGES.postSection);
    expectError(editor(), MESSAGES.postContent);
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.postImage));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(server.calls('POST', COMMUNITY_CALLS.createTopic)).toHaveLength(0);
    // The message goes when the field is put right.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Osmosis' } });
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the title and refuses one over 200 characters; an editor with no text is empty', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: '1' } });
    type('<p><br></p><p>&nbsp;</p>');
    publish();
    await waitFor(() => expectError(screen.getByLabelText('Title'), MESSAGES.postTitleLength));
    expectError(editor(), MESSAGES.postContent);
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('moves focus to the main text when it is the first field with a message', async () => {
    await openForm('/community/new?module=2');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Osmosis' } });
    publish();
    await waitFor(() => expect(editor()).toHaveFocus());
    expectError(editor(), MESSAGES.postContent);
  });

  it('publishes with the cleaned text, the section, the uploaded images and the links, then opens the topic', async () => {
    await openForm();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const link = screen.getByRole('group', { name: 'Link 1' });
    expect(within(link).getByLabelText('Link title')).toHaveFocus();
    fireEvent.change(within(link).getByLabelText('Link title'), { target: { value: 'Hempel guide' } });
    fireEvent.change(within(link).getByLabelText('URL'), { target: { value: 'https://example.com/antifouling' } });
    publish();
    await waitFor(() => expect(server.calls('POST', COMMUNITY_CALLS.createTopic)).toHaveLength(1));
    expect(sentFields(server.calls('POST', COMMUNITY_CALLS.createTopic)[0])).toEqual({
      title: 'Antifouling for a boat kept in fresh water?',
      content: '<p>We keep her on the <strong>Thames</strong>.</p>',
      module_id: 3,
      images: ['/uploads/2026/11/topic-1.jpg'],
      links: [{ title: 'Hempel guide', url: 'https://example.com/antifouling' }],
    });
    await waitFor(() => expect(location.current).toBe('/community/topic/55'));
    expect(location.navigation).toBe('REPLACE');
    expect(toastStore.toasts.map((toast) => toast.text)).toContain(COMMUNITY_MESSAGES.topicCreated);
  });

  it('shows the api’s field messages under the fields and its other messages as a toast', async () => {
    server.on(
      'POST',
      COMMUNITY_CALLS.createTopic,
      formFail({ title: MESSAGES.postTitleLength, 'links[0].url': MESSAGES.linkUrlInvalid } as unknown as string),
    );
    await openForm();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const link = screen.getByRole('group', { name: 'Link 1' });
    fireEvent.change(within(link).getByLabelText('Link title'), { target: { value: 'Guide' } });
    fireEvent.change(within(link).getByLabelText('URL'), { target: { value: 'https://example.com/x' } });
    publish();
    await waitFor(() => expectError(screen.getByLabelText('Title'), MESSAGES.postTitleLength));
    expectError(within(link).getByLabelText('URL'), MESSAGES.linkUrlInvalid);
    expect(screen.getByLabelText('Title')).toHaveFocus();

    server.on('POST', COMMUNITY_CALLS.createTopic, formFail('Please slow down: one topic a minute.'));
    publish();
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.text)).toContain('Please slow down: one topic a minute.'));
    expect(location.current).toBe('/community/new');
  });

  it('asks a member whose login expired to log in again', async () => {
    server.on('POST', COMMUNITY_CALLS.createTopic, formFail('Your login has expired.', 400208, 401));
    await openForm();
    await fillValid();
    publish();
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });
});

describe('the links', () => {
  it('checks each link’s title and address, removes a row, and stops at five', async () => {
    await openForm('/community/new?module=1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const second = screen.getByRole('group', { name: 'Link 2' });
    fireEvent.change(within(second).getByLabelText('Link title'), { target: { value: 'Chart' } });
    fireEvent.change(within(second).getByLabelText('URL'), { target: { value: 'www.example.com' } });
    publish();
    const first = screen.getByRole('group', { name: 'Link 1' });
    await waitFor(() => expectError(within(first).getByLabelText('Link title'), MESSAGES.linkTitle));
    expectError(within(first).getByLabelText('URL'), MESSAGES.linkUrl);
    expectError(within(second).getByLabelText('URL'), MESSAGES.linkUrlInvalid);

    fireEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.queryByRole('group', { name: 'Link 2' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Link 1' })).getByLabelText('Link title')).toHaveValue('Chart');
    expect(within(screen.getByRole('group', { name: 'Link 1' })).getByLabelText('Link title')).toHaveFocus();

    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.getAllByRole('group', { name: /^Link \d$/ })).toHaveLength(COMMUNITY_LIMITS.linksMax);
    expect(screen.queryByRole('button', { name: 'Add a link' })).toBeNull();
  });
});

describe('the images', () => {
  it('uploads each one in turn with a preview named by its file, and removes one', async () => {
    // The uploads wait until the test has seen them in progress.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST', UPLOAD, async () => {
      await held;
      uploads += 1;
      return formOk([{ url: `/uploads/2026/11/topic-${uploads}.jpg` }]);
    });
    await openForm();
    await chooseImages([jpeg('bow.jpg'), jpeg('saloon.jpg')]);
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'bow.jpg' })).toHaveAttribute('src', 'blob:bow.jpg');
    expect(within(chosen).getByRole('img', { name: 'saloon.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish topic' })).toBeDisabled();
    expect(within(chosen).getByRole('progressbar', { name: 'Uploading image 1' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(uploads).toBe(2));
    const sent = server.calls('POST', UPLOAD).map((request) => ((request.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['bow.jpg', 'saloon.jpg']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish topic' })).toBeEnabled());
    expect(within(chosen).queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('2 of 9')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(within(chosen).queryByRole('img', { name: 'bow.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
  });

  it(`takes at most ${COMMUNITY_LIMITS.imagesMax}: the rest are left out with the limit's message, and the add control goes`, async () => {
    await openForm();
    await chooseImages(Array.from({ length: 10 }, (_, i) => jpeg(`p${i + 1}.jpg`)));
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(
      expect.stringContaining(COMMUNITY_MESSAGES.imagesMax),
    );
    expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img')).toHaveLength(9);
    expect(screen.queryByLabelText('Add images')).toBeNull();
    await waitFor(() => expect(uploads).toBe(9));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 9' }));
    expect(screen.getByLabelText('Add images')).toBeInTheDocument();
  });

  it('names the formats the config allows in the hint and offers only those in the file chooser', async () => {
    await openForm();
    expect(imagesGroup()).toHaveAccessibleDescription(expect.stringContaining('1-9 images in jpg, jpeg, png, up to 8 MB each.'));
    expect(screen.getByLabelText('Add images')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it('refuses a selection with a format the config leaves out: a toast naming its formats, the selection cleared, nothing uploaded', async () => {
    await openForm();
    // webp is a picture, but not one this site's config allows.
    const input = await chooseImages([jpeg('ok.jpg'), new File([new Uint8Array(3)], 'deck.webp', { type: 'image/webp' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    expect(input.value).toBe('');
    expect(chosenImages()).toHaveLength(0);
    expect(imagesGroup()).not.toHaveAccessibleDescription(expect.stringContaining(COMMUNITY_MESSAGES.imagesMax));
    await server.settle();
    expect(server.calls('POST', UPLOAD)).toHaveLength(0);

    // A format the config allows is taken and uploaded.
    await chooseImages([new File([new Uint8Array(3)], 'deck.png', { type: 'image/png' })]);
    expect(chosenImages().map((image) => image.getAttribute('alt'))).toEqual(['deck.png']);
    await waitFor(() => expect(within(imagesGroup()).queryByRole('progressbar')).toBeNull());
    expect(server.calls('POST', UPLOAD)).toHaveLength(1);
  });

  it('refuses a file that is not a picture with a toast, and keeps one the upload refuses as a tile with its reason', async () => {
    await openForm();
    await chooseImages([jpeg('ok.jpg'), new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    expect(chosenImages()).toHaveLength(0);
    act(() => void toastStore.toasts.splice(0));

    // A file named .jpg whose bytes are no picture: the api answers 415.
    server.on('POST', UPLOAD, formFail('Please upload photos in jpg,jpeg,png,webp formats', 0, 415));
    await chooseImages([jpeg('broken.jpg')]);
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    const reason = await within(chosen).findByRole('alert');
    expect(reason).toHaveTextContent('broken.jpg');
    expect(reason).toHaveTextContent(IMAGE_MESSAGES.notAPicture);
    expect(within(chosen).queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('0 of 9')).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    // It is not sent: publishing asks for it to be removed first.
    server.on('POST', UPLOAD, () => {
      uploads += 1;
      return formOk([{ url: '/uploads/2026/11/hull.jpg' }]);
    });
    await fillValid();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish topic' })).toBeEnabled());
    expect(screen.getByText('1 of 9')).toBeInTheDocument();
    publish();
    await waitFor(() => expect(imagesGroup()).toHaveAccessibleDescription(expect.stringContaining(IMAGE_MESSAGES.refused)));
    expect(server.calls('POST', COMMUNITY_CALLS.createTopic)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(within(chosen).queryByRole('alert')).toBeNull();
    publish();
    await waitFor(() => expect(server.calls('POST', COMMUNITY_CALLS.createTopic)).toHaveLength(1));
    expect(sentFields(server.calls('POST', COMMUNITY_CALLS.createTopic)[0])).toMatchObject({ images: ['/uploads/2026/11/hull.jpg'] });
  });

  it('uploads an image with cookies refused: an upload uses only the strictly necessary cookies (decision 034)', async () => {
    await openForm();
    act(() => consentStore.refuse());
    await chooseImages([jpeg('bow.jpg')]);
    await waitFor(() => expect(server.calls('POST', UPLOAD)).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chosen images' })).queryAllByRole('img')).toHaveLength(1));
  });
});
