import { act, fireEvent, screen, within } from '@testing-library/react';
import { ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { MESSAGES } from '@yachts/contracts/rules';
import { ENQUIRY_SENT_TIP } from '../forms/submit-actions';
import { consentStore } from '../consent/consent-store';
import { toastStore } from '../ui/toast-store';
import { expectControlError, expectFieldErrors, expectNoFieldError } from '../testing/field-errors';
import { fill, press, renderModal, settle, setUpFormTests, type } from '../auth/testing/form-helpers';
import { logInAs } from '../testing/session';
import { fail, lastBody, ok, reply, requests, setConsent } from '../auth/testing/scripted-server';
import { MESSAGE_MODAL_TITLE, SHARE_CONTACT_HINT, SHARE_CONTACT_LABEL } from './message-modal';
import { openEnquiry } from './openers';

jest.mock('../api/form-client', () =>
  jest.requireActual<typeof import('../auth/testing/scripted-server')>('../auth/testing/scripted-server').formClientModule(),
);

setUpFormTests();

/** A visitor's name and address, as most tests type them. */
const SAM = { 'Your name': 'Sam Skipper', 'E-mail': 'skipper@example.com' };
const enquiries = () => requests.filter((request) => request.url === ENQUIRY_CALLS.new || request.url === ENQUIRY_CALLS.idle);

async function open(kind: 'new' | 'idle' = 'new') {
  renderModal(() =>
    openEnquiry({ kind, yachtId: kind === 'new' ? 101 : 7, yachtName: kind === 'new' ? 'Beneteau Oceanis 46.1' : 'Hallberg-Rassy 40C' }),
  );
  await settle();
  return screen.getByRole('dialog', { name: MESSAGE_MODAL_TITLE });
}

describe('the message (enquiry) modal', () => {
  it('names the yacht and starts in the name field', async () => {
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription(
      'About the Beneteau Oceanis 46.1. The seller answers you here on Yacht Harbour, and we e-mail you when they do.',
    );
    expect(within(dialog).getByLabelText('Your name')).toHaveFocus();
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toBeInTheDocument();
  });

  it('shows the product rules §5 messages under the e-mail and message fields and sends nothing', async () => {
    await open();
    await press('Send enquiry');
    expectFieldErrors({ 'Your name': MESSAGES.nameRequired, 'E-mail': MESSAGES.emailRequired, Message: MESSAGES.messageRequired });
    fill({ 'Your name': 'Sam Skipper', 'E-mail': 'skipper@example', Message: '   ' });
    await press('Send enquiry');
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid, Message: MESSAGES.messageRequired });
    expect(enquiries()).toEqual([]);
    // Typing clears a field's message.
    type('E-mail', 'skipper@example.com');
    expectNoFieldError('E-mail');
  });

  it('posts the enquiry about a new yacht and opens the message-success modal', async () => {
    reply(ENQUIRY_CALLS.new, ok({ id: 55 }));
    await open('new');
    fill({ 'Your name': ' Sam Skipper ', 'E-mail': ' skipper@example.com ', Message: ' Is she still available for a test sail in May? ' });
    await press('Send enquiry');
    expect(lastBody(ENQUIRY_CALLS.new)).toEqual({
      yacht_id: '101',
      name: 'Sam Skipper',
      email: 'skipper@example.com',
      area_code: '',
      mobile: '',
      content: 'Is she still available for a test sail in May?',
      __token__: 'csrf-1',
    });
    const success = screen.getByRole('dialog', { name: 'Message sent' });
    expect(success).toHaveTextContent(ENQUIRY_SENT_TIP);
    expect(screen.queryByRole('dialog', { name: MESSAGE_MODAL_TITLE })).toBeNull();
  });

  it('posts an enquiry about a used yacht to its own call, with the mobile number and its dialling code', async () => {
    reply(ENQUIRY_CALLS.idle, ok({ id: 56 }));
    await open('idle');
    fill(SAM);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '91 234-5678' } });
    type('Message', 'What is the engine’s service history?');
    await press('Send enquiry');
    expect(lastBody(ENQUIRY_CALLS.idle)).toMatchObject({ yacht_id: '7', area_code: '244', mobile: '912345678' });
    expect(lastBody(ENQUIRY_CALLS.new)).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
  });

  it('shows the server’s field messages under the fields, and a message about the yacht itself as a toast', async () => {
    reply(
      ENQUIRY_CALLS.new,
      fail({ email: MESSAGES.emailInvalid, area_code: 'Please choose a dialling code from the list.' }),
      fail({ yacht_id: MESSAGES.yachtMissing }),
    );
    await open();
    fill(SAM);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '912345678' } });
    type('Message', 'Hello');
    await press('Send enquiry');
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid });
    expectControlError(screen.getByRole('textbox', { name: 'Mobile' }), 'Please choose a dialling code from the list.');
    expect(screen.getByRole('dialog', { name: MESSAGE_MODAL_TITLE })).toBeInTheDocument();

    type('E-mail', 'skipper@example.com');
    await press('Send enquiry');
    expect(toastStore.toasts.map((toast) => toast.text)).toContain(MESSAGES.yachtMissing);
    expect(screen.getByRole('dialog', { name: MESSAGE_MODAL_TITLE })).toBeInTheDocument();
  });

  it('offers to show the seller the e-mail address and phone, unticked, and sends share_contact=1 only when ticked', async () => {
    reply(ENQUIRY_CALLS.new, ok({ id: 58 }), ok({ id: 59 }));
    const dialog = await open();
    const box = within(dialog).getByRole('checkbox', { name: SHARE_CONTACT_LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(SHARE_CONTACT_HINT);
    fill({ ...SAM, Message: 'Hello' });
    fireEvent.click(box);
    expect(box).toBeChecked();
    await press('Send enquiry');
    expect(lastBody(ENQUIRY_CALLS.new)).toMatchObject({ content: 'Hello', share_contact: '1' });
    expect(screen.getByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
  });

  it('sends the choice with cookies refused too', async () => {
    setConsent(false);
    reply(ENQUIRY_CALLS.idle, ok({ id: 60 }));
    await open('idle');
    fill({ ...SAM, Message: 'Hello' });
    fireEvent.click(screen.getByRole('checkbox', { name: SHARE_CONTACT_LABEL }));
    await press('Send enquiry');
    expect(lastBody(ENQUIRY_CALLS.idle)).toMatchObject({ share_contact: '1' });
  });

  it('sends with cookies refused: an enquiry uses only the strictly necessary cookies (decision 034)', async () => {
    setConsent(false);
    reply(ENQUIRY_CALLS.new, ok({ id: 57 }));
    await open();
    fill({ ...SAM, Message: 'Hello' });
    await press('Send enquiry');
    expect(enquiries()).toHaveLength(1);
  });

  it('fills in a member’s own name and e-mail address', async () => {
    act(() => logInAs('u-9'));
    act(() => consentStore.refuse());
    reply(
      ACCOUNT_CALLS.profile,
      ok({ uuid: 'u-9', name: 'Ana', email: 'ana@example.com', avatarUrl: null, emailVerified: true, createdAt: '2025-01-01' }),
    );
    await open();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ana');
  });

  it('asks nothing of the api for a visitor’s address', async () => {
    await open();
    expect(requests).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });
});
