import { act, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { MESSAGES } from '@yachts/contracts/rules';
import { SUCCESS_TIPS } from '../../forms/submit-actions';
import { modalStore } from '../../modals/modal-store';
import { expectFieldErrors, fill as fillFields, press, renderInRouter, setUpFormTests } from '../testing/form-helpers';
import { fail, lastBody, ok, reply, requests } from '../testing/scripted-server';
import { ChangePasswordForm } from './change-password-form';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

function fill(current: string, next: string, confirm: string) {
  fillFields({ 'Current password': current, 'New password': next, 'Confirm new password': confirm });
}

describe('ChangePasswordForm', () => {
  it('shows the password rule under each field and the mismatch under the confirmation; nothing sent', async () => {
    renderInRouter(<ChangePasswordForm onDone={jest.fn()} />);
    await press('Change password');
    expectFieldErrors({
      'Current password': MESSAGES.password,
      'New password': MESSAGES.password,
      'Confirm new password': MESSAGES.password,
    });
    fill('old-pass!', 'Anchor2025', 'Anchor2026');
    await press('Change password');
    expectFieldErrors({ 'Current password': MESSAGES.password, 'Confirm new password': MESSAGES.passwordsDiffer });
    expect(requests).toEqual([]);
  });

  it('sends all three passwords hashed, never as typed; success shows its own tip and reloads after 1 s', async () => {
    reply('/user/changePassword', ok());
    const reload = jest.fn();
    renderInRouter(<ChangePasswordForm onDone={reload} />);
    fill('Mooring11', 'Anchor2025', 'Anchor2025');
    await press('Change password');
    const body = lastBody('/user/changePassword')!;
    expect(body).toEqual({
      old_password: hashPassword('Mooring11'),
      new_password: hashPassword('Anchor2025'),
      repassword: hashPassword('Anchor2025'),
      __token__: 'csrf-1',
    });
    for (const value of [body.old_password, body.new_password]) expect(value).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(body)).not.toMatch(/Mooring11|Anchor2025/);
    expect(modalStore.active).toBe('submit-success');
    expect(modalStore.props).toEqual(SUCCESS_TIPS.user_change_password);
    expect(SUCCESS_TIPS.user_change_password?.tip).not.toBe(SUCCESS_TIPS.user_resetpwd?.tip);
    act(() => jest.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message about the current password under that field', async () => {
    reply('/user/changePassword', fail({ old_password: ACCOUNT_MESSAGES.oldPasswordWrong }));
    renderInRouter(<ChangePasswordForm onDone={jest.fn()} />);
    fill('Mooring11', 'Anchor2025', 'Anchor2025');
    await press('Change password');
    expectFieldErrors({ 'Current password': ACCOUNT_MESSAGES.oldPasswordWrong });
  });

  it('asks for current-password and new-password autofill', () => {
    renderInRouter(<ChangePasswordForm />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
