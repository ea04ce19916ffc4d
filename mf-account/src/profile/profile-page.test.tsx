import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AccountUser } from '@yachts/contracts/account';
import { DISPLAY_NAME_HINT, MESSAGES } from '@yachts/contracts/rules';
import { answerWebsiteConfig, apiFail, chooseFiles, clearToasts, formOk, sentFields } from 'shared/testing';
import { toastStore } from 'shared/ui';
import { withMemberServer } from '../testing/member-server';
import { renderPage } from '../testing/render-page';

const user: AccountUser = {
  uuid: 'me-1',
  name: 'Marta Quay',
  email: 'marta@example.com',
  avatarUrl: '/uploads/2026/11/marta.jpg',
  emailVerified: true,
  createdAt: '2025-04-02T10:00:00.000Z',
};

const server = withMemberServer();
let profileBodies: Record<string, unknown>[];

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  profileBodies = [];
  server.on('POST', '/user/profile', (request) => {
    const fields = sentFields(request);
    profileBodies.push(fields);
    return formOk({
      ...user,
      ...(typeof fields.name === 'string' ? { name: fields.name } : {}),
      ...(fields.avatar_url ? { avatarUrl: fields.avatar_url } : {}),
    });
  });
});

async function nameField() {
  renderPage('/user/profile');
  const field = await screen.findByRole('textbox', { name: 'Display name' });
  expect(field).toHaveValue('Marta Quay');
  return field;
}

const saveName = () => fireEvent.click(screen.getByRole('button', { name: 'Save display name' }));

describe('editing the display name (/user/profile)', () => {
  it('says the rule under the field', async () => {
    const field = await nameField();
    expect(field).toHaveAccessibleDescription(DISPLAY_NAME_HINT);
  });

  it.each([
    ['an empty name', '   ', MESSAGES.displayNameRequired],
    ['a name of 2 characters', 'Al', MESSAGES.displayNameFormat],
    ['a name of 31 characters', 'A'.repeat(31), MESSAGES.displayNameFormat],
    ['an e-mail address', 'marta@example.com', MESSAGES.displayNameFormat],
    ['a neutral name', 'Member 1042', MESSAGES.displayNameReserved],
  ])('refuses %s with the sign-up rule’s message and sends nothing', async (_what, typed, message) => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: typed } });
    saveName();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(profileBodies).toEqual([{}]);
  });

  it('saves a valid name as it is stored (trimmed, one space between words); typing clears an earlier error', async () => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: '' } });
    saveName();
    await screen.findByText(MESSAGES.displayNameRequired);
    fireEvent.change(field, { target: { value: '  Marta   Keel ' } });
    expect(screen.queryByText(MESSAGES.displayNameRequired)).toBeNull();
    saveName();
    await waitFor(() => expect(profileBodies).toEqual([{}, { name: 'Marta Keel' }]));
    await waitFor(() => expect(field).toHaveValue('Marta Keel'));
  });

  it('accepts 30 characters of any script', async () => {
    const field = await nameField();
    const name = 'Ж'.repeat(30);
    fireEvent.change(field, { target: { value: name } });
    saveName();
    await waitFor(() => expect(profileBodies).toEqual([{}, { name }]));
  });

  it('shows “taken” under the field when another member has the name, and keeps what was typed', async () => {
    server.on('POST', '/user/profile', (request) =>
      (request.body as Record<string, unknown>).name === undefined
        ? formOk(user)
        : { status: 400, body: { code: 0, msg: { name: MESSAGES.displayNameTaken }, data: null } },
    );
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'Harbour Master' } });
    saveName();
    expect(await screen.findByText(MESSAGES.displayNameTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Harbour Master');
  });
});

describe('the profile photo', () => {
  beforeEach(() => {
    act(clearToasts);
    // This site allows three formats, webp not among them.
    answerWebsiteConfig(server, 5);
  });

  const choose = (file: File) => chooseFiles(document.querySelector<HTMLInputElement>('input[type=file]')!, [file]);

  const jpeg = (name = 'me.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
  const toasts = () => toastStore.toasts.map((toast) => toast.text);
  const photoSection = () => screen.getByRole('region', { name: 'Profile photo' });

  /** The page with the config read: the hint names the allowed formats. */
  async function photoForm() {
    await nameField();
    expect(await within(photoSection()).findByText(/JPG, JPEG, PNG, up to 8 MB\./)).toBeInTheDocument();
  }

  // First of this file's successful config reads: shared/site keeps a config it has read for the page (and
  // forgets a failure), so this test must run before one that loads it.
  it('takes no photo, and says so, while the allowed formats cannot be read', async () => {
    server.on('GET', '/api/v1/config/website', apiFail(500000, 'Something went wrong', 500));
    await nameField();
    const input = await choose(jpeg());
    await waitFor(() => expect(toasts()).toEqual(['We couldn’t check the photo’s format just now. Please try again.']));
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of your new profile photo' })).toBeNull();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);
  });

  it('names the formats the config allows, and offers only those in the file chooser', async () => {
    await photoForm();
    expect(document.querySelector('input[type=file]')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(screen.getByLabelText('Choose a photo')).toBe(document.querySelector('input[type=file]'));
  });

  it('previews the chosen photo, uploads it, then saves its address to the profile', async () => {
    server.on('POST', '/index/ajax/pic', (request) => {
      expect((request.body as FormData).get('file')).toBeInstanceOf(File);
      return formOk([{ url: '/uploads/2026/11/new.jpg' }]);
    });
    await photoForm();
    await choose(jpeg());
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute('src', 'blob:preview-1');

    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(profileBodies).toEqual([{}, { avatar_url: '/uploads/2026/11/new.jpg' }]));
    expect(await screen.findByRole('img', { name: 'Your current profile photo' })).toHaveAttribute('src', '/uploads/2026/11/new.jpg');
  });

  it.each([
    ['a format the config leaves out', new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'hull.webp', { type: 'image/webp' })],
    ['a file that is not a photo', new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' })],
  ])('refuses %s with the product rules §5 toast and clears the selection, before uploading anything', async (_what, file) => {
    await photoForm();
    await choose(jpeg());
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toBeInTheDocument();

    const input = await choose(file);
    await waitFor(() => expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']));
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of your new profile photo' })).toBeNull();
    expect(within(photoSection()).queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(within(photoSection()).queryByRole('alert')).toBeNull();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);
  });

  it('refuses a photo larger than the api takes, under the chooser', async () => {
    await photoForm();
    const big = jpeg('big.jpg');
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    const input = await choose(big);
    expect(await within(photoSection()).findByRole('alert')).toHaveTextContent('Please choose a photo smaller than 8 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
    expect(within(photoSection()).queryByRole('button', { name: 'Save photo' })).toBeNull();
  });

  it('shows the default profile image when the photo fails to load', async () => {
    await nameField();
    const photo = screen.getByRole('img', { name: 'Your current profile photo' });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', 'test-file-stub');
  });
});
