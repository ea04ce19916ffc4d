import { act, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { MESSAGES } from '@yachts/contracts/rules';
import { modalStore } from '../../modals/modal-store';
import { sessionStore } from '../../session/session-store';
import { toastStore } from '../../ui/toast-store';
import { clickSendCode, expectFieldErrors, fill, press, renderInRouter, sendCodeLink, setUpFormTests } from '../testing/form-helpers';
import { fail, lastBody, loggedIn, ok, reply, requests } from '../testing/scripted-server';
import { CodeLoginForm } from './code-login-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

describe('CodeLoginForm', () => {
  it('shows the product rules §5 messages under the e-mail and code fields and sends nothing', async () => {
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    await press('Log in');
    expectFieldErrors({ 'E-mail': MESSAGES.emailRequired, 'Verification code': MESSAGES.verifyCodeInvalid });
    fill({ 'E-mail': 'not-an-address', 'Verification code': '12a456' });
    await press('Log in');
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid, 'Verification code': MESSAGES.verifyCodeInvalid });
    expect(requests).toEqual([]);
  });

  it('asks for a login code for the typed address, then counts down from 60 one second at a time', async () => {
    reply('/send', ok(null, ACCOUNT_MESSAGES.codeSent));
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    fill({ 'E-mail': 'skipper@example.com' });
    await clickSendCode();
    expect(lastBody('/send')).toEqual({ email: 'skipper@example.com', event: 'login', __token__: 'csrf-1' });
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual([ACCOUNT_MESSAGES.codeSent]);
    expect(sendCodeLink()).toHaveTextContent('60S');
    expect(sendCodeLink()).toBeDisabled();
    // The link that had focus is now disabled: focus moves on to the code it asked for.
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    expect(sendCodeLink()).toHaveTextContent('59S');
    act(() => jest.advanceTimersByTime(59_000));
    expect(sendCodeLink()).toHaveTextContent('Send code');
    expect(sendCodeLink()).toBeEnabled();
  });

  it('releases the link at once when the code cannot be sent, with the reason as a toast', async () => {
    reply('/send', fail(ACCOUNT_MESSAGES.codeSendLimit));
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    fill({ 'E-mail': 'skipper@example.com' });
    await clickSendCode();
    expect(requests.map((request) => request.url)).toEqual(['/send']);
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual([ACCOUNT_MESSAGES.codeSendLimit]);
    expect(sendCodeLink()).toHaveTextContent('Send code');
    expect(sendCodeLink()).toBeEnabled();
  });

  it('checks the address before sending a code: its message under the e-mail field, nothing sent', async () => {
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    await clickSendCode();
    expectFieldErrors({ 'E-mail': MESSAGES.emailRequired });
    fill({ 'E-mail': 'skipper@' });
    await clickSendCode();
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid });
    expect(requests).toEqual([]);
    expect(sendCodeLink()).toBeEnabled();
  });

  it('puts a send failure about the address under the e-mail field', async () => {
    reply('/send', fail({ email: 'No account uses this e-mail address.' }));
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    fill({ 'E-mail': 'nobody@example.com' });
    await clickSendCode();
    expectFieldErrors({ 'E-mail': 'No account uses this e-mail address.' });
    expect(sendCodeLink()).toBeEnabled();
  });

  it('logs in with the e-mail and the code; no password field is sent', async () => {
    reply('/user/login', loggedIn('u-9'));
    const onDone = jest.fn();
    renderInRouter(<CodeLoginForm onDone={onDone} />);
    fill({ 'E-mail': 'skipper@example.com', 'Verification code': ' 123456 ' });
    await press('Log in');
    expect(lastBody('/user/login')).toEqual({ email: 'skipper@example.com', verify_code: '123456', __token__: 'csrf-1' });
    expect(sessionStore.uuid).toBe('u-9');
    expect(modalStore.props).toMatchObject({ title: 'Welcome back' });
    act(() => jest.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the server’s message about the code under the code field', async () => {
    reply('/user/login', fail({ verify_code: ACCOUNT_MESSAGES.codeWrong }));
    renderInRouter(<CodeLoginForm onDone={jest.fn()} />);
    fill({ 'E-mail': 'skipper@example.com', 'Verification code': '123456' });
    await press('Log in');
    expectFieldErrors({ 'Verification code': ACCOUNT_MESSAGES.codeWrong });
  });

  it('gives the code field one-time-code autofill and a numeric keyboard', () => {
    renderInRouter(<CodeLoginForm formId="c" />);
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('name', 'verify_code_c');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
  });
});
