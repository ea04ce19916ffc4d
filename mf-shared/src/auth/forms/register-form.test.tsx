import { act, fireEvent, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { paths } from '@yachts/contracts/paths';
import { DISPLAY_NAME_HINT, MESSAGES } from '@yachts/contracts/rules';
import { modalStore } from '../../modals/modal-store';
import { sessionStore } from '../../session/session-store';
import { toastStore } from '../../ui/toast-store';
import {
  clickSendCode,
  expectCodeAsked,
  expectFieldError,
  expectFieldErrors,
  expectNoFieldError,
  fill,
  press,
  renderInRouter,
  sendCodeLink,
  setUpFormTests,
  type,
} from '../testing/form-helpers';
import { fail, lastBody, loggedIn, ok, reply, requests } from '../testing/scripted-server';
import { RegisterForm } from './register-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

const HASH = /^[0-9a-f]{40}$/;

function fillValid() {
  fill({
    'E-mail': 'new.owner@example.com',
    'Verification code': '654321',
    'Display name': '  Blue  Water ',
    Password: 'Bluewater42',
    'Confirm password': 'Bluewater42',
  });
}

const agreement = () => screen.getByRole('checkbox', { name: /I have read and agree/ });
const toasts = () => toastStore.toasts.map((toast) => toast.text);

setUpFormTests();

describe('RegisterForm', () => {
  it('shows every product rules §5 message under its field', async () => {
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    fireEvent.click(agreement());
    await press('Create account');
    expectFieldErrors({
      'E-mail': MESSAGES.emailRequired,
      'Verification code': 'The verification code format is incorrect. Please re-enter it.',
      Password: MESSAGES.password,
      'Confirm password': MESSAGES.password,
    });
    fill({ 'E-mail': 'owner@@example.com', 'Verification code': '12345', Password: 'abc12', 'Confirm password': 'abc123' });
    await press('Create account');
    expectFieldErrors({
      'E-mail': MESSAGES.emailInvalid,
      'Verification code': 'The verification code format is incorrect. Please re-enter it.',
      Password: MESSAGES.password,
    });
    type('Password', 'abcdefghijklmnop1');
    await press('Create account');
    expectFieldError('Password', MESSAGES.password);
    fill({ Password: 'abc123', 'Confirm password': 'abc124' });
    await press('Create account');
    expectNoFieldError('Password');
    expectFieldError('Confirm password', 'New and confirmed passwords are not the same!');
    expect(requests).toEqual([]);
  });

  it('without the agreement ticked shows the agreement toast and sends nothing', async () => {
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    fillValid();
    await press('Create account');
    expect(toasts()).toEqual(['Please read and agree to the User Agreement and Privacy Policy']);
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    fireEvent.click(agreement());
    expect(agreement()).not.toHaveAttribute('aria-invalid');
  });

  it('links the agreement to the User Agreement and the Privacy Policy, in a new tab', () => {
    renderInRouter(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', paths.userAgreement());
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacyPolicy());
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it('sends both passwords hashed (40 hex characters), never as typed, and the agreement not at all', async () => {
    reply('/user/register', loggedIn('u-new'));
    const onDone = jest.fn();
    renderInRouter(<RegisterForm onDone={onDone} />);
    fillValid();
    fireEvent.click(agreement());
    await press('Create account');
    const body = lastBody('/user/register')!;
    expect(Object.keys(body).sort()).toEqual(['__token__', 'email', 'name', 'password', 'repassword', 'verify_code']);
    // The display name as it is stored: trimmed, one space between words (decision 036).
    expect(body).toMatchObject({ email: 'new.owner@example.com', verify_code: '654321', name: 'Blue Water' });
    expect(body.password).toMatch(HASH);
    expect(body.repassword).toBe(body.password);
    expect(body.password).toBe(hashPassword('Bluewater42'));
    expect(JSON.stringify(body)).not.toContain('Bluewater42');
    expect(sessionStore.uuid).toBe('u-new');
    expect(modalStore.props).toMatchObject({ title: 'Welcome aboard' });
    act(() => jest.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field messages under the fields', async () => {
    reply(
      '/user/register',
      fail({ email: 'An account with this e-mail address already exists.', verify_code: ACCOUNT_MESSAGES.codeWrong }),
    );
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    fillValid();
    fireEvent.click(agreement());
    await press('Create account');
    expectFieldErrors({
      'E-mail': 'An account with this e-mail address already exists.',
      'Verification code': ACCOUNT_MESSAGES.codeWrong,
    });
    expect(modalStore.active).toBeNull();
  });

  it('asks for a display name of 3-30 letters, digits, spaces, - _ or ., and says so under the field before anything is sent', async () => {
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(DISPLAY_NAME_HINT);
    expect(screen.getByLabelText('Display name')).toBeRequired();
    fillValid();
    fireEvent.click(agreement());
    for (const [typed, message] of [
      ['   ', MESSAGES.displayNameRequired],
      ['Al', MESSAGES.displayNameFormat],
      ['new.owner@example.com', MESSAGES.displayNameFormat],
      ['Member 4821', MESSAGES.displayNameReserved],
    ] as const) {
      type('Display name', typed);
      await press('Create account');
      expectFieldError('Display name', message);
    }
    expect(requests).toEqual([]);
    type('Display name', 'Ólafur Þór');
    expectNoFieldError('Display name');
  });

  it('shows “taken” under the display name when another member has it', async () => {
    reply('/user/register', fail({ name: MESSAGES.displayNameTaken }));
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    fillValid();
    fireEvent.click(agreement());
    await press('Create account');
    expectFieldError('Display name', MESSAGES.displayNameTaken);
    expectNoFieldError('E-mail');
  });

  it('asks for a register code and counts down; when sending fails the resend timer is reset at once', async () => {
    reply('/send', ok(null, ACCOUNT_MESSAGES.codeSent), fail(ACCOUNT_MESSAGES.codeCooldown(12)));
    renderInRouter(<RegisterForm onDone={jest.fn()} />);
    type('E-mail', 'new.owner@example.com');
    await clickSendCode();
    expectCodeAsked('new.owner@example.com', 'register');
    expect(sendCodeLink()).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(sendCodeLink()).toBeEnabled();
    await clickSendCode();
    expect(requests.filter((request) => request.url === '/send')).toHaveLength(2);
    expect(toasts()).toEqual([ACCOUNT_MESSAGES.codeCooldown(12)]);
    expect(sendCodeLink()).toHaveTextContent('Send code');
    expect(sendCodeLink()).toBeEnabled();
    // Still idle a second later: no countdown was left running behind the reset.
    act(() => jest.advanceTimersByTime(1000));
    expect(sendCodeLink()).toHaveTextContent('Send code');
  });

  it('asks the browser for new-password autofill on both password fields', () => {
    renderInRouter(<RegisterForm />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
