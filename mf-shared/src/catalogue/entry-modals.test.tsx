import { act, fireEvent, screen, within } from '@testing-library/react';
import { SELF_CERTIFICATION, SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { MESSAGES } from '@yachts/contracts/rules';
import { SUCCESS_TIPS } from '../forms/submit-actions';
import { MODAL_IDS } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { toastStore } from '../ui/toast-store';
import { expectControlError, expectFieldError, expectFieldErrors, expectNoFieldError } from '../testing/field-errors';
import { fill, press, renderModal, settle, setUpFormTests, type } from '../auth/testing/form-helpers';
import { logInAs } from '../testing/session';
import { fail, lastBody, ok, reply, requests } from '../auth/testing/scripted-server';
import { ENTRY_MODAL_TEXT } from './entry-texts';
import { TRADE_REGISTER_HINT, TRADER_NOTE } from './entry-trader-fields';
import { openSellerApplication, openUserEnter } from './openers';
// Loaded on first opening in the page; here it is drawn at once.
import './entry-modals';

jest.mock('../api/form-client', () =>
  jest.requireActual<typeof import('../auth/testing/scripted-server')>('../auth/testing/scripted-server').formClientModule(),
);

function logIn() {
  act(() => logInAs('u-9'));
}

setUpFormTests();

const dialog = () => screen.getByRole('dialog');
const typeMobile = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value } });
/** The seller application as a private seller in Portugal, with a mobile number when one is given. */
function fillPrivateSeller(mobile?: string) {
  fireEvent.click(screen.getByRole('radio', { name: /Private seller/ }));
  fill({ 'Your name': 'Ines Haven', 'E-mail': 'ines@example.com' });
  if (mobile) typeMobile(mobile);
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'PT' } });
}
const enterCalls = () => requests.filter((request) => request.url === SELL_CALLS.enter);
const BUSINESS_PHONE = 'Phone (required for a business)';
const businessPhone = () => screen.getByRole('textbox', { name: BUSINESS_PHONE });
const selfCertification = () => screen.getByRole('checkbox', { name: SELF_CERTIFICATION });
/** The user enter modal filled in as a dealer in France with its trader details, ticked when `certify`. */
function fillBusiness({ certify = true } = {}) {
  fireEvent.click(screen.getByRole('radio', { name: /Authorised dealer/ }));
  fill({
    'Company name': 'Riviera Yachts SARL',
    'Postal address': ' 12 quai Rambaud, 06600 Antibes ',
    'Trade register and number': ' RCS Antibes 812 345 678 ',
    'Your name': 'Tom Reed',
    'E-mail': 'tom@riviera.example',
  });
  fireEvent.change(screen.getByLabelText('Country of the business'), { target: { value: 'FR' } });
  fireEvent.change(businessPhone(), { target: { value: '612345678' } });
  if (certify) fireEvent.click(selfCertification());
}

async function open(opener: () => boolean) {
  renderModal(opener);
  await settle();
}

describe('a visitor', () => {
  it.each([
    ['the seller application', openSellerApplication, ENTRY_MODAL_TEXT.seller.loginReason],
    ['the user enter modal', openUserEnter, ENTRY_MODAL_TEXT.business.loginReason],
  ])('asking for %s gets the login-required modal with the reason, and nothing is sent', async (_name, opener, reason) => {
    expect(renderModal(opener)).toBe(false);
    expect(dialog()).toHaveAccessibleName('Log in to continue');
    expect(dialog()).toHaveAccessibleDescription(reason);
    await settle();
    expect(requests).toEqual([]);
  });

  it('gets the login-required modal even when the entry modal is opened directly', () => {
    renderModal(() => modalStore.open(MODAL_IDS.userEnter));
    expect(dialog()).toHaveAccessibleName('Log in to continue');
    expect(modalStore.active).toBe(MODAL_IDS.loginRequired);
  });
});

describe('the seller application modal (type seller)', () => {
  beforeEach(logIn);

  it('is titled, offers private seller or broker, has no company name, and fills in the account’s name and e-mail', async () => {
    reply(
      '/user/profile',
      ok({ uuid: 'u-9', name: 'Ines Haven', email: 'ines@example.com', avatarUrl: null, emailVerified: true, createdAt: '' }),
    );
    await open(openSellerApplication);
    const modal = screen.getByRole('dialog', { name: 'Apply as a seller' });
    const group = within(modal).getByRole('group', { name: 'You are a' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('.choice-label')?.textContent),
    ).toEqual(['Private seller', 'Yacht broker']);
    expect(within(modal).queryByLabelText('Company name')).toBeNull();
    // A private seller or broker gives no trader details, and the phone stays optional.
    expect(within(modal).queryByLabelText('Postal address')).toBeNull();
    expect(within(modal).queryByLabelText('Trade register and number')).toBeNull();
    expect(within(modal).queryByRole('checkbox')).toBeNull();
    expect(within(modal).queryByText(TRADER_NOTE)).toBeNull();
    expect(within(modal).getByRole('textbox', { name: 'Mobile' })).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ines Haven');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ines@example.com');
  });

  it('shows EnterSchema’s messages under each field and sends nothing', async () => {
    await open(openSellerApplication);
    await press('Send application');
    const group = screen.getByRole('group', { name: 'You are a' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(SELL_MESSAGES.category);
    expectFieldErrors({ 'Your name': SELL_MESSAGES.contactName, 'E-mail': MESSAGES.emailRequired, Country: SELL_MESSAGES.country });
    expectNoFieldError('Website');
    fill({ 'E-mail': 'not-an-address', Website: 'ftp://www.example.com' });
    await press('Send application');
    expectFieldErrors({ 'E-mail': MESSAGES.emailInvalid, Website: SELL_MESSAGES.website });
    expect(enterCalls()).toEqual([]);
  });

  it('clears a field’s message when the user changes it', async () => {
    await open(openSellerApplication);
    await press('Send application');
    fireEvent.click(screen.getByRole('radio', { name: /Private seller/ }));
    expect(screen.getByRole('group', { name: 'You are a' })).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GR' } });
    expectNoFieldError('Country');
  });

  it('sends the application, then shows the submit-success modal with its tip and tells the opener', async () => {
    reply(SELL_CALLS.enter, ok({ id: 31 }));
    const onSubmitted = jest.fn();
    await open(() => openSellerApplication({ onSubmitted }));
    fireEvent.click(screen.getByRole('radio', { name: /Yacht broker/ }));
    fill({ 'Your name': '  Ines Haven ', 'E-mail': 'ines@example.com' });
    typeMobile('912345678');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'PT' } });
    type('Website', 'https://haven-yachts.example');
    await press('Send application');
    expect(lastBody(SELL_CALLS.enter)).toEqual({
      __token__: 'csrf-1',
      type: 'seller',
      category: 'broker',
      company_name: '',
      contact_name: 'Ines Haven',
      email: 'ines@example.com',
      // The dialling code followed the country chosen (no code was picked by hand).
      area_code: '351',
      mobile: '912345678',
      country: 'PT',
      website: 'https://haven-yachts.example',
      content: '',
    });
    expect(dialog()).toHaveAccessibleName(SUCCESS_TIPS.seller_application!.title);
    expect(dialog()).toHaveTextContent(SUCCESS_TIPS.seller_application!.tip);
    expect(onSubmitted).toHaveBeenCalledWith({ id: 31, type: 'seller' });
  });

  it('sets the dialling code from the country chosen, until the visitor picks a code by hand', async () => {
    await open(openSellerApplication);
    expect(screen.getByRole('button', { name: '+244' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'PT' } });
    expect(screen.getByRole('button', { name: '+351' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    // Canada shares +1 with the United States: the code's hint names the country chosen.
    expect(screen.getByRole('button', { name: '+1' })).toHaveAccessibleDescription(/Dialling code of Canada/);

    fireEvent.click(screen.getByRole('button', { name: '+1' }));
    const france = [...document.querySelectorAll('[role="option"]')].find((option) => option.textContent?.startsWith('France'))!;
    fireEvent.click(france);
    expect(screen.getByRole('button', { name: '+33' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    expect(screen.getByRole('button', { name: '+33' })).toBeInTheDocument();
  });

  it('sends a website typed without its scheme with https://', async () => {
    reply(SELL_CALLS.enter, ok({ id: 33 }));
    await open(openSellerApplication);
    fillPrivateSeller();
    type('Website', ' haven-yachts.example/boats ');
    await press('Send application');
    expect(lastBody(SELL_CALLS.enter)).toMatchObject({ website: 'https://haven-yachts.example/boats' });
  });

  it('sends no dialling code without a number', async () => {
    reply(SELL_CALLS.enter, ok({ id: 32 }));
    await open(openSellerApplication);
    fillPrivateSeller();
    await press('Send application');
    expect(lastBody(SELL_CALLS.enter)).toMatchObject({ area_code: '', mobile: '' });
  });

  it('shows a refusal in the api’s words: a text as a toast (one pending application), field messages under the fields', async () => {
    reply(
      SELL_CALLS.enter,
      fail(SELL_MESSAGES.entryPending),
      fail({ email: MESSAGES.emailInvalid, area_code: 'Please choose a dialling code from the list.' }),
    );
    await open(openSellerApplication);
    fillPrivateSeller('912345678');
    await press('Send application');
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual([SELL_MESSAGES.entryPending]);
    expect(dialog()).toHaveAccessibleName('Apply as a seller');
    await press('Send application');
    expectFieldError('E-mail', MESSAGES.emailInvalid);
    expectControlError(screen.getByRole('textbox', { name: 'Mobile' }), 'Please choose a dialling code from the list.');
  });
});

describe('the user enter modal (type business)', () => {
  beforeEach(logIn);

  it('offers builder, dealer or broker and asks for the trader details, saying why, with a hint for the register', async () => {
    await open(openUserEnter);
    const modal = screen.getByRole('dialog', { name: 'Register your business' });
    expect(within(modal).getAllByRole('radio')).toHaveLength(3);
    expect(within(modal).getByText(TRADER_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Postal address')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Trade register and number')).toHaveAccessibleDescription(TRADE_REGISTER_HINT);
    expect(businessPhone()).toHaveAttribute('aria-required', 'true');
    expect(selfCertification()).not.toBeChecked();
  });

  it('requires the company name and the trader details, with EnterSchema’s messages under the fields, and sends nothing', async () => {
    await open(openUserEnter);
    await press('Send application');
    expectFieldError('Company name', SELL_MESSAGES.companyName);
    expect(screen.getByRole('group', { name: 'Your business is a' })).toHaveAccessibleDescription(SELL_MESSAGES.category);
    expectFieldErrors({ 'Postal address': SELL_MESSAGES.businessAddress, 'Trade register and number': SELL_MESSAGES.tradeRegister });
    expectControlError(businessPhone(), SELL_MESSAGES.businessPhone);
    expectFieldError(SELF_CERTIFICATION, SELL_MESSAGES.selfCertify);
    expect(enterCalls()).toEqual([]);

    // Everything but the tick: only the tick's message stays, and ticking it clears it.
    fillBusiness({ certify: false });
    await press('Send application');
    expectNoFieldError('Postal address');
    expectNoFieldError('Trade register and number');
    expect(businessPhone()).not.toHaveAttribute('aria-invalid');
    expectFieldError(SELF_CERTIFICATION, SELL_MESSAGES.selfCertify);
    expect(enterCalls()).toEqual([]);
    fireEvent.click(selfCertification());
    expectNoFieldError(SELF_CERTIFICATION);
  });

  it('sends type business with the company, its trader details, phone and tick, and shows its own success tip', async () => {
    reply(SELL_CALLS.enter, ok({ id: 7 }));
    await open(openUserEnter);
    fillBusiness();
    type('About the business', 'Dealers for two builders on the Riviera.');
    await press('Send application');
    expect(lastBody(SELL_CALLS.enter)).toEqual({
      __token__: 'csrf-1',
      type: 'business',
      category: 'dealer',
      company_name: 'Riviera Yachts SARL',
      contact_name: 'Tom Reed',
      email: 'tom@riviera.example',
      area_code: '33',
      mobile: '612345678',
      country: 'FR',
      website: '',
      content: 'Dealers for two builders on the Riviera.',
      address: '12 quai Rambaud, 06600 Antibes',
      trade_register: 'RCS Antibes 812 345 678',
      self_certify: '1',
    });
    expect(dialog()).toHaveAccessibleName(SUCCESS_TIPS.user_enter!.title);
    expect(SUCCESS_TIPS.user_enter!.tip).not.toBe(SUCCESS_TIPS.seller_application!.tip);
  });

  it('shows the api’s messages about the trader details under their fields, not in a toast', async () => {
    reply(
      SELL_CALLS.enter,
      fail({
        address: SELL_MESSAGES.businessAddress,
        trade_register: SELL_MESSAGES.tradeRegister,
        mobile: SELL_MESSAGES.businessPhone,
        self_certify: SELL_MESSAGES.selfCertify,
      }),
    );
    await open(openUserEnter);
    fillBusiness();
    await press('Send application');
    expect(enterCalls()).toHaveLength(1);
    expectFieldErrors({ 'Postal address': SELL_MESSAGES.businessAddress, 'Trade register and number': SELL_MESSAGES.tradeRegister });
    expectControlError(businessPhone(), SELL_MESSAGES.businessPhone);
    expectFieldError(SELF_CERTIFICATION, SELL_MESSAGES.selfCertify);
    expect(toastStore.toasts).toEqual([]);
  });

  it('Cancel closes it, and opening it again starts empty', async () => {
    await open(openUserEnter);
    type('Company name', 'Riviera Yachts Ltd');
    fireEvent.click(selfCertification());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void openUserEnter());
    expect(screen.getByLabelText('Company name')).toHaveValue('');
    expect(selfCertification()).not.toBeChecked();
  });
});
