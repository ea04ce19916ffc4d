import { screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { MESSAGES } from '@yachts/contracts/rules';
import { EMAIL_VERIFY_EVENT } from '../../forms/submit-actions';
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS } from '../../modals/modal-registry';
import { toastStore } from '../../ui/toast-store';
import { clickSendCode, expectCodeAsked, expectFieldError, press, renderModal, setUpFormTests, type } from '../testing/form-helpers';
import { fail, lastBody, ok, reply, requests } from '../testing/scripted-server';
import { EMAIL_VERIFIED_TEXT } from './email-verify-form';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import '../modals/auth-modals';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

setUpFormTests();

function openModal(props: Record<string, unknown> = {}) {
  renderModal(() => modalStore.open(MODAL_IDS.emailVerify, props));
  return screen.getByRole('dialog', { name: 'Verify your e-mail' });
}

describe('EmailVerifyForm', () => {
  it('shows the code message under the code field and sends nothing', async () => {
    openModal();
    await press('Verify e-mail');
    expectFieldError('Verification code', MESSAGES.verifyCodeInvalid);
    type('Verification code', 'abcdef');
    await press('Verify e-mail');
    expectFieldError('Verification code', MESSAGES.verifyCodeInvalid);
    expect(requests).toEqual([]);
  });

  it('sends the verify code to the account’s own address (no e-mail in the request) and counts down', async () => {
    reply('/send', ok(null, ACCOUNT_MESSAGES.codeSent));
    const dialog = openModal({ email: 'owner@example.com' });
    expect(dialog).toHaveTextContent('owner@example.com');
    await clickSendCode();
    expectCodeAsked('', 'verify');
  });

  it('on success passes the result to the email_verify event, closes the modal and confirms with a toast; no reload', async () => {
    const verified = { uuid: 'u-1', emailVerified: true };
    reply('/email/verify', ok(verified));
    const listener = jest.fn();
    const onVerified = (event: Event) => {
      listener((event as CustomEvent).detail);
    };
    window.addEventListener(EMAIL_VERIFY_EVENT, onVerified);
    openModal();
    type('Verification code', '424242');
    await press('Verify e-mail');
    expect(lastBody('/email/verify')).toEqual({ verify_code: '424242', __token__: 'csrf-1' });
    window.removeEventListener(EMAIL_VERIFY_EVENT, onVerified);
    expect(listener).toHaveBeenCalledWith(verified);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modalStore.active).toBeNull();
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual([EMAIL_VERIFIED_TEXT]);
  });

  it('shows a wrong code under the code field and stays open', async () => {
    reply('/email/verify', fail({ verify_code: ACCOUNT_MESSAGES.codeWrong }));
    openModal();
    type('Verification code', '424242');
    await press('Verify e-mail');
    expectFieldError('Verification code', ACCOUNT_MESSAGES.codeWrong);
    expect(screen.getByRole('dialog', { name: 'Verify your e-mail' })).toBeInTheDocument();
  });
});
