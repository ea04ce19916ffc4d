import { act, fireEvent, screen } from '@testing-library/react';
import { hashPassword } from '@yachts/contracts/password';
import { MESSAGES } from '@yachts/contracts/rules';
import { modalStore } from '../../modals/modal-store';
import { sessionStore } from '../../session/session-store';
import { toastStore } from '../../ui/toast-store';
import { expectFieldErrors, expectNoFieldError, fill, press, renderInRouter, setUpFormTests } from '../testing/form-helpers';
import { fail, lastBody, loggedIn, ok, reply, requests } from '../testing/scripted-server';
import { LoginForm } from './login-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

const HASH = /^[0-9a-f]{40}$/;
const VALID = { 'E-mail': 'skipper@example.com', Password: 'Harbour2024' };

setUpFormTests();

describe('LoginForm', () => {
  it('shows the product rules §5 messages under the e-mail and password fields and sends nothing', async () => {
    renderInRouter(<LoginForm onDone={jest.fn()} />);
    await press('Log in');
    expectFieldErrors({ 'E-mail': MESSAGES.emailRequired, Password: MESSAGES.password });
    fill({ 'E-mail': 'skipper@example', Password: 'short' });
    await press('Log in');
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid, Password: MESSAGES.password });
    fill({ Password: 'has space 1' });
    await press('Log in');
    expectFieldErrors({ Password: MESSAGES.password });
    expect(requests).toEqual([]);
  });

  it('clears a field message as soon as the user types in it', async () => {
    renderInRouter(<LoginForm onDone={jest.fn()} />);
    await press('Log in');
    expectFieldErrors({ 'E-mail': MESSAGES.emailRequired });
    fill({ 'E-mail': 's' });
    expectNoFieldError('E-mail');
    expectFieldErrors({ Password: MESSAGES.password });
  });

  it('sends the e-mail and the hashed password, never the typed one; success shows the tip and then hands over', async () => {
    const onDone = jest.fn();
    reply('/user/login', ok({ uuid: 'u-7' }));
    renderInRouter(<LoginForm onDone={onDone} />);
    fill({ 'E-mail': ' skipper@example.com ', Password: 'Harbour2024' });
    await press('Log in');
    const body = lastBody('/user/login')!;
    expect(body.email).toBe('skipper@example.com');
    expect(body.password).toMatch(HASH);
    expect(body.password).toBe(hashPassword('Harbour2024'));
    expect(JSON.stringify(body)).not.toContain('Harbour2024');
    expect(body.__token__).toBe('csrf-1');
    expect(body).not.toHaveProperty('verify_code');
    expect(modalStore.active).toBe('submit-success');
    expect(modalStore.props).toMatchObject({ title: 'Welcome back' });
    act(() => jest.advanceTimersByTime(999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    // The page takes over: the success modal promising a refresh is gone.
    expect(modalStore.active).toBeNull();
  });

  it('reads the login from the cookies the server set, so the header changes at once', async () => {
    reply('/user/login', loggedIn('u-7'));
    renderInRouter(<LoginForm onDone={jest.fn()} />);
    fill(VALID);
    expect(sessionStore.isLoggedIn).toBe(false);
    await press('Log in');
    expect(sessionStore.uuid).toBe('u-7');
  });

  it('puts the server’s field messages under the fields and its text messages in a toast', async () => {
    reply(
      '/user/login',
      fail({ password: 'The e-mail address or password is incorrect.' }),
      fail('Too many attempts. Please wait 15 minutes and try again.'),
    );
    renderInRouter(<LoginForm onDone={jest.fn()} />);
    fill(VALID);
    await press('Log in');
    expectFieldErrors({ Password: 'The e-mail address or password is incorrect.' });
    expectNoFieldError('E-mail');
    await press('Log in');
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['Too many attempts. Please wait 15 minutes and try again.']);
    expect(modalStore.active).toBeNull();
  });

  it('labels every control, names fields per form instance and asks the browser for the right autofill', () => {
    renderInRouter(
      <>
        <LoginForm formId="a" />
        <LoginForm formId="b" />
      </>,
    );
    const emails = screen.getAllByLabelText('E-mail');
    const passwords = screen.getAllByLabelText('Password');
    expect(emails.map((input) => input.getAttribute('name'))).toEqual(['email_a', 'email_b']);
    expect(passwords.map((input) => input.getAttribute('name'))).toEqual(['password_a', 'password_b']);
    expect(new Set([...emails, ...passwords].map((input) => input.id)).size).toBe(4);
    expect(emails[0]).toHaveAttribute('autocomplete', 'email');
    expect(emails[0]).toHaveAttribute('type', 'email');
    expect(passwords[0]).toHaveAttribute('autocomplete', 'current-password');
    expect(passwords[0]).toHaveAttribute('type', 'password');
  });

  it('shows and hides the password', () => {
    renderInRouter(<LoginForm />);
    fill({ Password: 'Harbour2024' });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
