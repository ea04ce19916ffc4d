import { act, fireEvent, screen, within } from '@testing-library/react';
import { SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { MESSAGES } from '@yachts/contracts/rules';
import { SUCCESS_TIPS } from '../forms/submit-actions';
import { MODAL_IDS } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { toastStore } from '../ui/toast-store';
import { expectFieldError, expectNoFieldError, press, renderModal, settle, setUpFormTests, type } from '../auth/testing/form-helpers';
import { logInAs } from '../testing/session';
import { fail, lastBody, ok, reply, requests } from '../auth/testing/scripted-server';
import { ENTRY_MODAL_TEXT } from './entry-texts';
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
  type('Your name', 'Ines Haven');
  type('E-mail', 'ines@example.com');
  if (mobile) typeMobile(mobile);
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'PT' } });
}
const enterCalls = () => requests.filter((request) => request.url === SELL_CALLS.enter);

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
    expect(screen.getByLabelText('Your name')).toHaveValue('Ines Haven');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ines@example.com');
  });

  it('shows EnterSchema’s messages under each field and sends nothing', async () => {
    await open(openSellerApplication);
    await press('Send application');
    const group = screen.getByRole('group', { name: 'You are a' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(SELL_MESSAGES.category);
    expectFieldError('Your name', SELL_MESSAGES.contactName);
    expectFieldError('E-mail', MESSAGES.emailRequired);
    expectFieldError('Country', SELL_MESSAGES.country);
    expectNoFieldError('Website');
    type('E-mail', 'not-an-address');
    type('Website', 'ftp://www.example.com');
    await press('Send application');
    expectFieldError('E-mail', MESSAGES.emailInvalid);
    expectFieldError('Website', SELL_MESSAGES.website);
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
    type('Your name', '  Ines Haven ');
    type('E-mail', 'ines@example.com');
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
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(/Please choose a dialling code from the list\./);
  });
});

describe('the user enter modal (type business)', () => {
  beforeEach(logIn);

  it('offers builder, dealer or broker and requires the company name', async () => {
    await open(openUserEnter);
    const modal = screen.getByRole('dialog', { name: 'Register your business' });
    expect(within(modal).getAllByRole('radio')).toHaveLength(3);
    await press('Send application');
    expectFieldError('Company name', SELL_MESSAGES.companyName);
    expect(screen.getByRole('group', { name: 'Your business is a' })).toHaveAccessibleDescription(SELL_MESSAGES.category);
    expect(enterCalls()).toEqual([]);
  });

  it('sends type business with the company and shows its own success tip', async () => {
    reply(SELL_CALLS.enter, ok({ id: 7 }));
    await open(openUserEnter);
    fireEvent.click(screen.getByRole('radio', { name: /Authorised dealer/ }));
    type('Company name', 'Riviera Yachts Ltd');
    type('Your name', 'Tom Reed');
    type('E-mail', 'tom@riviera.example');
    fireEvent.change(screen.getByLabelText('Country of the business'), { target: { value: 'GB' } });
    type('About the business', 'Dealers for two builders on the south coast.');
    await press('Send application');
    expect(lastBody(SELL_CALLS.enter)).toMatchObject({
      type: 'business',
      category: 'dealer',
      company_name: 'Riviera Yachts Ltd',
      contact_name: 'Tom Reed',
      country: 'GB',
      content: 'Dealers for two builders on the south coast.',
    });
    expect(dialog()).toHaveAccessibleName(SUCCESS_TIPS.user_enter!.title);
    expect(SUCCESS_TIPS.user_enter!.tip).not.toBe(SUCCESS_TIPS.seller_application!.tip);
  });

  it('Cancel closes it, and opening it again starts empty', async () => {
    await open(openUserEnter);
    type('Company name', 'Riviera Yachts Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void openUserEnter());
    expect(screen.getByLabelText('Company name')).toHaveValue('');
  });
});
