import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ModalHost } from '../../modals/modal-host';
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS } from '../../modals/modal-registry';
import { toastStore } from '../../ui/toast-store';
import { clickSendCode, press, renderInRouter, sendCodeLink, type } from '../testing/form-helpers';
import { requests, resetServer, setConsent } from '../testing/scripted-server';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import '../modals/auth-modals';

jest.mock('../../api/form-client', () => jest.requireActual('../testing/scripted-server').formClientModule());

beforeEach(() => {
  jest.useFakeTimers();
  resetServer();
  setConsent(false);
  act(() => toastStore.toasts.splice(0));
});
afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
    modalStore.close();
  });
  jest.useRealTimers();
});

function renderPage() {
  renderInRouter(
    <>
      <Routes>
        <Route path="/user/login" element={<h1>Login page</h1>} />
        <Route path="*" element={<h1>Community</h1>} />
      </Routes>
      <ModalHost />
    </>,
  );
}

describe('an account modal on a page without cookie consent', () => {
  it('says why nothing was sent and offers the account page, which works without consent', async () => {
    renderPage();
    act(() => modalStore.open(MODAL_IDS.login));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    type('E-mail', 'skipper@example.com');
    type('Password', 'Harbour2024');
    await press('Log in');
    expect(requests).toEqual([]);
    expect(toastStore.toasts).toEqual([]);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('please accept cookies');
    const link = within(notice).getByRole('link', { name: 'account page' });
    expect(link).toHaveAttribute('href', '/user/login?redirect=%2Fcommunity%2F');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('says so when a code cannot be sent, and leaves the link ready', async () => {
    renderPage();
    act(() => modalStore.open(MODAL_IDS.register));
    type('E-mail', 'new.owner@example.com');
    await clickSendCode();
    expect(requests).toEqual([]);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'account page' })).toHaveAttribute(
      'href',
      '/user/register?redirect=%2Fcommunity%2F',
    );
    expect(sendCodeLink()).toBeEnabled();
  });

  it('explains the change of e-mail address too, and offers /user/changeEmail, back here afterwards', async () => {
    renderPage();
    act(() => modalStore.open(MODAL_IDS.changeEmail));
    type('Current password', 'Mooring11');
    type('New e-mail address', 'new.owner@example.com');
    type('Verification code', '123456');
    await press('Change e-mail address');
    expect(requests).toEqual([]);
    const notice = within(screen.getByRole('dialog', { name: 'Change e-mail address' })).getByRole('alert');
    expect(notice).toHaveTextContent('please accept cookies');
    const link = within(notice).getByRole('link', { name: 'account page' });
    expect(link).toHaveAttribute('href', '/user/changeEmail?redirect=%2Fcommunity%2F');
  });

  it('says why a change of password was not sent; there is no page to offer', async () => {
    renderPage();
    act(() => modalStore.open(MODAL_IDS.changePassword));
    type('Current password', 'Mooring11');
    type('New password', 'Anchor2025');
    type('Confirm new password', 'Anchor2025');
    await press('Change password');
    expect(requests).toEqual([]);
    expect(toastStore.toasts).toEqual([]);
    const notice = within(screen.getByRole('dialog', { name: 'Change password' })).getByRole('alert');
    expect(notice).toHaveTextContent('To send this form here, please accept cookies in the banner first.');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('says why a verification code was not sent for the account’s address', async () => {
    renderPage();
    act(() => modalStore.open(MODAL_IDS.emailVerify, { email: 'skipper@example.com' }));
    await clickSendCode();
    expect(requests).toEqual([]);
    expect(within(screen.getByRole('dialog', { name: 'Verify your e-mail' })).getByRole('alert')).toHaveTextContent(
      'please accept cookies',
    );
    expect(sendCodeLink()).toBeEnabled();
  });
});
