import { act } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { MESSAGES } from '@yachts/contracts/rules';
import { modalStore } from '../../modals/modal-store';
import { clickSendCode, expectCodeAsked, expectFieldErrors, fill, press, renderInRouter, setUpFormTests } from '../testing/form-helpers';
import { fail, lastBody, loggedIn, ok, reply, requests } from '../testing/scripted-server';
import { ResetPasswordForm } from './reset-password-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

function fillValid() {
  fill({
    'E-mail': 'owner@example.com',
    'Verification code': '111222',
    'New password': 'Seaworthy1',
    'Confirm new password': 'Seaworthy1',
  });
}

describe('ResetPasswordForm', () => {
  it('shows every product rules §5 message under its field and sends nothing', async () => {
    renderInRouter(<ResetPasswordForm onDone={jest.fn()} />);
    await press('Reset password');
    expectFieldErrors({
      'E-mail': MESSAGES.emailRequired,
      'Verification code': MESSAGES.verifyCodeInvalid,
      'New password': MESSAGES.password,
      'Confirm new password': MESSAGES.password,
    });
    fill({
      'E-mail': 'owner.example.com',
      'Verification code': '1234567',
      'New password': 'Seaworthy1',
      'Confirm new password': 'Seaworthy2',
    });
    await press('Reset password');
    expectFieldErrors({
      'E-mail': MESSAGES.emailInvalid,
      'Verification code': MESSAGES.verifyCodeInvalid,
      'Confirm new password': MESSAGES.passwordsDiffer,
    });
    expect(requests).toEqual([]);
  });

  it('sends a resetpwd code to the typed address and counts down', async () => {
    reply('/send', ok(null, ACCOUNT_MESSAGES.codeSent));
    renderInRouter(<ResetPasswordForm onDone={jest.fn()} />);
    fill({ 'E-mail': 'owner@example.com' });
    await clickSendCode();
    expectCodeAsked('owner@example.com', 'resetpwd');
  });

  it('sends the new password hashed twice; success shows its own tip', async () => {
    reply('/user/resetpwd', loggedIn());
    const onDone = jest.fn();
    renderInRouter(<ResetPasswordForm onDone={onDone} />);
    fillValid();
    await press('Reset password');
    const body = lastBody('/user/resetpwd')!;
    expect(body).toMatchObject({ email: 'owner@example.com', verify_code: '111222' });
    expect(body.password).toBe(hashPassword('Seaworthy1'));
    expect(body.repassword).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(body)).not.toContain('Seaworthy1');
    expect(modalStore.props).toMatchObject({ title: 'Password changed' });
    act(() => jest.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalled();
  });

  it('puts the server’s message about the code under the code field', async () => {
    reply('/user/resetpwd', fail({ verify_code: ACCOUNT_MESSAGES.codeWrong }));
    renderInRouter(<ResetPasswordForm onDone={jest.fn()} />);
    fillValid();
    await press('Reset password');
    expectFieldErrors({ 'Verification code': ACCOUNT_MESSAGES.codeWrong });
  });
});
