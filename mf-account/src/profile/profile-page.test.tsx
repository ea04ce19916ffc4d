import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import { acceptCookies, apiFail, apiOk, type FakeServer, formOk, installFakeServer, logInAs } from 'shared/testing';
import { toastStore } from 'shared/ui';
import { renderPage } from '../testing/render-page';

const user: AccountUser = {
  uuid: 'me-1',
  name: 'Marta Quay',
  email: 'marta@example.com',
  avatarUrl: '/uploads/2026/11/marta.jpg',
  emailVerified: true,
  createdAt: '2025-04-02T10:00:00.000Z',
};

let server: FakeServer;
let profileBodies: Record<string, unknown>[];

beforeAll(() => {
  acceptCookies();
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  server = installFakeServer();
  logInAs('me-1');
  profileBodies = [];
  server.on('POST', '/user/mymessage', formOk({ items: [], total: 0, page: 1, pageSize: 1, unread: 0 }));
  server.on('POST', '/user/profile', (request) => {
    const { __token__: _token, ...fields } = request.body as Record<string, unknown>;
    profileBodies.push(fields);
    return formOk({
      ...user,
      ...(typeof fields.name === 'string' ? { name: fields.name } : {}),
      ...(fields.avatar_url ? { avatarUrl: fields.avatar_url } : {}),
    });
  });
});
afterEach(() => server.restore());

async function nameField() {
  renderPage('/user/profile');
  const field = await screen.findByRole('textbox', { name: 'Name' });
  expect(field).toHaveValue('Marta Quay');
  return field;
}

const saveName = () => fireEvent.click(screen.getByRole('button', { name: 'Save name' }));

describe('editing the name (/user/profile)', () => {
  it('refuses an empty name with the message of the account contract and sends nothing', async () => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: '   ' } });
    saveName();
    expect(await screen.findByText(ACCOUNT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(profileBodies).toEqual([{}]);
  });

  it('refuses a name longer than 60 characters', async () => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'A'.repeat(61) } });
    saveName();
    expect(await screen.findByText(ACCOUNT_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(profileBodies).toEqual([{}]);
  });

  it('saves a valid name, trimmed, with /user/profile {name}; typing clears an earlier error', async () => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: '' } });
    saveName();
    await screen.findByText(ACCOUNT_MESSAGES.nameRequired);
    fireEvent.change(field, { target: { value: '  Marta Keel ' } });
    expect(screen.queryByText(ACCOUNT_MESSAGES.nameRequired)).toBeNull();
    saveName();
    await waitFor(() => expect(profileBodies).toEqual([{}, { name: 'Marta Keel' }]));
  });

  it('accepts a name of exactly 60 characters', async () => {
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'B'.repeat(60) } });
    saveName();
    await waitFor(() => expect(profileBodies).toEqual([{}, { name: 'B'.repeat(60) }]));
    expect(screen.queryByText(ACCOUNT_MESSAGES.nameTooLong)).toBeNull();
  });
});

describe('the profile photo', () => {
  /** The config call (product rules §7C) as the api answers it; this site allows three formats, webp not among them. */
  const CONFIG = {
    site_name: 'Yacht Harbour',
    upload_config: { pic_upload_file_type: 'jpg,jpeg,png', pic_upload_max_size: 8 * 1024 * 1024, pic_upload_max_count: 5 },
    feedback_types: [],
  };

  beforeEach(() => {
    act(() => toastStore.toasts.splice(0));
    server.on('GET', '/api/v1/config/website', apiOk(CONFIG));
  });

  /** Chooses `file`; the input's value stands for the browser's selection, so a test can see it cleared. */
  function choose(file: File) {
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    let selection = `C:\\fakepath\\${file.name}`;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => selection,
      set: (value: string) => {
        selection = value;
      },
    });
    fireEvent.change(input);
    return input;
  }

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
    const input = choose(jpeg());
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
    choose(jpeg());
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
    choose(jpeg());
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toBeInTheDocument();

    const input = choose(file);
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
    const input = choose(big);
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
