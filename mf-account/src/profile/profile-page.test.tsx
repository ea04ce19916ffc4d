import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import { formOk, installFakeServer, type FakeServer } from 'shared/testing';
import { renderPage } from '../testing/render-page';
import { acceptCookies, logInAs } from '../testing/session';

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
  function choose(file: File) {
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  }

  it('previews the chosen photo, uploads it, then saves its address to the profile', async () => {
    server.on('POST', '/index/ajax/pic', (request) => {
      expect((request.body as FormData).get('file')).toBeInstanceOf(File);
      return formOk([{ url: '/uploads/2026/11/new.jpg' }]);
    });
    await nameField();
    choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute('src', 'blob:preview-1');

    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(profileBodies).toEqual([{}, { avatar_url: '/uploads/2026/11/new.jpg' }]));
    expect(await screen.findByRole('img', { name: 'Your current profile photo' })).toHaveAttribute('src', '/uploads/2026/11/new.jpg');
  });

  it('refuses a file that is not a photo before uploading anything', async () => {
    await nameField();
    choose(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    const section = screen.getByRole('region', { name: 'Profile photo' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Please upload photos in jpg, jpeg, png or webp formats.');
    expect(within(section).queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);
  });

  it('shows the default profile image when the photo fails to load', async () => {
    await nameField();
    const photo = screen.getByRole('img', { name: 'Your current profile photo' });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', 'test-file-stub');
  });
});
