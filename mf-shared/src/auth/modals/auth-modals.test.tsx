import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@yachts/contracts/rules';
import { ModalHost } from '../../modals/modal-host';
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS } from '../../modals/modal-registry';
import { openLogin, openRegister } from '../auth-views';
import { expectFieldError, press, renderInRouter, renderModal, setUpFormTests, type } from '../testing/form-helpers';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import './auth-modals';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

const dialog = () => screen.getByRole('dialog');

describe('the account modals (product rules §2)', () => {
  it.each([
    [MODAL_IDS.login, 'Log in', 'E-mail'],
    [MODAL_IDS.codeLogin, 'Log in with a code', 'E-mail'],
    [MODAL_IDS.register, 'Create your account', 'E-mail'],
    [MODAL_IDS.resetPassword, 'Reset your password', 'E-mail'],
    [MODAL_IDS.changePassword, 'Change password', 'Current password'],
    [MODAL_IDS.changeEmail, 'Change e-mail address', 'Current password'],
    [MODAL_IDS.emailVerify, 'Verify your e-mail', 'Verification code'],
  ])('the ModalHost draws %s titled "%s", focus on its first field', (id, title, firstField) => {
    renderModal(() => modalStore.open(id));
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(firstField)).toHaveFocus();
  });

  it('switching away and back clears the values and the errors entered before', async () => {
    renderModal(() => openLogin());
    type('E-mail', 'skipper@example.com');
    await press('Log in');
    expectFieldError('Password', MESSAGES.password);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog()).toHaveAccessibleName('Create your account');
    type('E-mail', 'other@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    expect(dialog()).toHaveAccessibleName('Log in');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(dialog().querySelector('.field-error')).toBeNull();
  });

  it('moves from login to the reset and code-login modals and back, one modal at a time', () => {
    renderModal(() => openLogin());
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(dialog()).toHaveAccessibleName('Reset your password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    expect(dialog()).toHaveAccessibleName('Log in with a code');
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a password' }));
    expect(dialog()).toHaveAccessibleName('Log in');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('openRegister opens the register modal, whose submit is the one primary button', () => {
    renderModal(() => openRegister());
    const register = screen.getByRole('dialog', { name: 'Create your account' });
    const submit = within(register).getByRole('button', { name: 'Create account' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveClass('btn-primary');
    expect(register.querySelectorAll('.btn-primary')).toHaveLength(1);
  });

  it('the login-required modal switches to login and register over the page', () => {
    renderModal(() => modalStore.open(MODAL_IDS.loginRequired));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dialog()).toHaveAccessibleName('Log in');
    act(() => modalStore.open(MODAL_IDS.loginRequired));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(dialog()).toHaveAccessibleName('Create your account');
  });

  it('returns focus to the control that opened the first modal when the last one closes', () => {
    renderInRouter(
      <>
        <button type="button" onClick={openLogin}>
          Header log in
        </button>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Header log in' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The store gives focus back in a microtask, which the fake timers hold.
    act(() => jest.runAllTicks());
    expect(opener).toHaveFocus();
  });
});
