import { act, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { MESSAGES } from '@yachts/contracts/rules';
import { SUCCESS_TIPS } from '../../forms/submit-actions';
import { modalStore } from '../../modals/modal-store';
import { clickSendCode, expectCodeAsked, expectFieldErrors, fill, press, renderInRouter, setUpFormTests } from '../testing/form-helpers';
import { fail, lastBody, ok, reply, requests } from '../testing/scripted-server';
import { ChangeEmailForm } from './change-email-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

const VALID = { 'Current password': 'Mooring11', 'New e-mail address': 'captain@harbour.example', 'Verification code': '909090' };

describe('ChangeEmailForm', () => {
  it('shows every product rules §5 message under its field and sends nothing', async () => {
    renderInRouter(<ChangeEmailForm onDone={jest.fn()} />);
    await press('Change e-mail address');
    expectFieldErrors({
      'Current password': MESSAGES.password,
      'New e-mail address': MESSAGES.emailRequired,
      'Verification code': MESSAGES.verifyCodeInvalid,
    });
    fill({ 'New e-mail address': 'captain@harbour' });
    await press('Change e-mail address');
    expectFieldErrors({ 'New e-mail address': MESSAGES.emailInvalid });
    expect(requests).toEqual([]);
  });

  it('sends the changeEmail code to the new address and counts down', async () => {
    reply('/send', ok(null, ACCOUNT_MESSAGES.codeSent));
    renderInRouter(<ChangeEmailForm onDone={jest.fn()} />);
    fill({ 'New e-mail address': 'captain@harbour.example' });
    await clickSendCode();
    expectCodeAsked('captain@harbour.example', 'changeEmail');
  });

  it('sends the password hashed with the new address and code; success shows its own tip', async () => {
    reply('/user/changeEmail', ok());
    const onDone = jest.fn();
    renderInRouter(<ChangeEmailForm onDone={onDone} />);
    fill(VALID);
    await press('Change e-mail address');
    const body = lastBody('/user/changeEmail')!;
    expect(body).toEqual({
      password: hashPassword('Mooring11'),
      email: 'captain@harbour.example',
      verify_code: '909090',
      __token__: 'csrf-1',
    });
    expect(JSON.stringify(body)).not.toContain('Mooring11');
    expect(modalStore.props).toEqual(SUCCESS_TIPS.user_change_email);
    act(() => jest.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalled();
  });

  it('puts the server’s field messages under the fields', async () => {
    reply('/user/changeEmail', fail({ password: ACCOUNT_MESSAGES.passwordWrong, email: ACCOUNT_MESSAGES.sameEmail }));
    renderInRouter(<ChangeEmailForm onDone={jest.fn()} />);
    fill(VALID);
    await press('Change e-mail address');
    expectFieldErrors({ 'Current password': ACCOUNT_MESSAGES.passwordWrong, 'New e-mail address': ACCOUNT_MESSAGES.sameEmail });
  });

  it('asks for current-password autofill on the password', () => {
    renderInRouter(<ChangeEmailForm />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  });
});
