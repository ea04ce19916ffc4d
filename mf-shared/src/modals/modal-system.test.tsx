import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '../session/session-store';
import { Modal } from './modal';
import { MODAL_LOAD_FAILED, ModalHost } from './modal-host';
import { modalStore } from './modal-store';
import { MODAL_IDS, registerLazyModals, registerModal } from './modal-registry';
import { toastStore } from '../ui/toast-store';
import { LoginRequiredButton } from './require-login';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import '../auth/modals/auth-modals';

function NoteModal({ title }: { title: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  return (
    <Modal title={title}>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={() => setError('Please leave a message.')}>
        Check
      </button>
    </Modal>
  );
}
registerModal('note-a', NoteModal);
registerModal('note-b', NoteModal);

function renderHost() {
  return render(
    <MemoryRouter initialEntries={['/new-yachts-for-sale/?page=2']}>
      <button type="button">Opener</button>
      <ModalHost />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => modalStore.close()));

/** The modal host and a login-required "Follow" button running `action`, which is then clicked. */
function clickLoginRequiredFollow(action: () => void) {
  renderHost();
  render(
    <MemoryRouter>
      <LoginRequiredButton onClick={action}>Follow</LoginRequiredButton>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
}

describe('modal system (product rules §2)', () => {
  it('shows one modal at a time: switching hides the other', () => {
    renderHost();
    act(() => modalStore.open('note-a', { title: 'First' }));
    act(() => modalStore.switchTo('note-b', { title: 'Second' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('switching to a modal clears the values and errors entered in it before', () => {
    renderHost();
    act(() => modalStore.open('note-a', { title: 'First' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please leave a message.');
    act(() => modalStore.switchTo('note-b', { title: 'Second' }));
    act(() => modalStore.switchTo('note-a', { title: 'First' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus into the modal, traps Tab inside, closes on Escape and returns focus', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => modalStore.open('note-a', { title: 'First' }));
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Note')).toHaveFocus();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Check' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and from a click on the backdrop', () => {
    renderHost();
    act(() => modalStore.open('note-a', { title: 'First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => modalStore.open('note-a', { title: 'First' }));
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the login-required modal for a visitor instead of running the action', () => {
    act(() => sessionStore.clear());
    const action = jest.fn();
    clickLoginRequiredFollow(action);
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
  });

  it.each([
    ['Log in', 'Log in'],
    ['Create an account', 'Create your account'],
  ])('login-required: "%s" switches to the "%s" modal over the same page, focus on its first field', (button, title) => {
    act(() => sessionStore.clear());
    renderHost();
    act(() => modalStore.open(MODAL_IDS.loginRequired));
    const before = window.location.href;
    const target = screen.getByRole('button', { name: button });
    target.focus();
    fireEvent.click(target);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.location.href).toBe(before);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('runs the action for a logged-in user', () => {
    document.cookie = 'uuid=u-42; path=/';
    act(() => sessionStore.refresh());
    const action = jest.fn();
    clickLoginRequiredFollow(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(modalStore.active).toBeNull();
    document.cookie = 'uuid=; Max-Age=0; path=/';
    act(() => sessionStore.refresh());
  });

  it('draws the submit-success and message-success modals with their tips', () => {
    renderHost();
    act(() => modalStore.open(MODAL_IDS.submitSuccess, { title: 'Welcome aboard', tip: 'Your account is ready.' }));
    expect(screen.getByRole('dialog', { name: 'Welcome aboard' })).toHaveTextContent('Your account is ready.');
    act(() => modalStore.open(MODAL_IDS.messageSuccess));
    expect(screen.getByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('modals whose module loads when first opened', () => {
  afterEach(() => act(() => modalStore.close()));

  it('are drawn once their module has registered them, and loaded once', async () => {
    const load = jest.fn(() => Promise.resolve(registerModal('lazy-note', NoteModal)));
    registerLazyModals(['lazy-note'], load);
    renderHost();
    act(() => modalStore.open('lazy-note', { title: 'Loaded later' }));
    expect(await screen.findByRole('dialog', { name: 'Loaded later' })).toBeInTheDocument();
    act(() => modalStore.close());
    act(() => modalStore.open('lazy-note', { title: 'Again' }));
    expect(screen.getByRole('dialog', { name: 'Again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('that cannot be fetched close and say so, instead of leaving nothing on screen', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerLazyModals(['lazy-broken'], () => Promise.reject(new Error('ChunkLoadError')));
    renderHost();
    act(() => modalStore.open('lazy-broken'));
    await act(async () => {});
    expect(modalStore.active).toBeNull();
    expect(toastStore.toasts.map((toast) => toast.text)).toContain(MODAL_LOAD_FAILED);
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });
});
