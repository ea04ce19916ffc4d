// The seller application and user enter modals (product rules §2; decision 017): a private owner or broker asks to sell
// on the site, or a builder, dealer or broker registers the business. Both post /index/user/enters with EnterSchema
// (the api's own schema), show the messages under the fields, and on success the submit-success modal with a tip.
// A business also gives its trader details, a phone and its self-certification (DSA Art. 30, decision 045).
// A visitor gets the login-required modal instead (docs/product.md §6), whether opened by a button or directly.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { SELLER_KIND_LABELS, type SellerKind } from '@yachts/contracts/catalogue';
import { ENTRY_CATEGORIES, type EntryType } from '@yachts/contracts/selling';
import { EnterSchema, withWebScheme } from '@yachts/contracts/selling-schemas';
import { ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-texts';
import { validate } from '@yachts/contracts/validation';
import { DEFAULT_AREA_CODE } from '@yachts/contracts/countries';
import { MobileInput } from '../forms/mobile-input';
import { useCodeFollowsCountry } from '../forms/use-code-follows-country';
import { TextField } from '../forms/text-field';
import { TextareaField } from '../forms/textarea-field';
import { useForm, type FormApi } from '../forms/use-form';
import { useSubmit } from '../forms/use-submit';
import { submitHandler } from '../forms/submit-handler';
import { Modal } from '../modals/modal';
import { MODAL_IDS, registerModal } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { ChoiceField, type Choice } from '../forms/choice-field';
import { CountrySelect } from '../forms/select-field';
import { ModalFormActions, mobileFieldErrors, useProfileDefaults } from './contact-form-parts';
import { submitEntry } from './entry-submit';
import { SelfCertification, TraderDetails } from './entry-trader-fields';
import './entry.css';

const CATEGORY_HINTS: Record<SellerKind, string> = {
  private: 'You own the yacht you want to sell.',
  broker: 'You sell yachts on behalf of their owners.',
  builder: 'You build yachts and list your model range.',
  dealer: 'You sell new yachts for one or more builders.',
};

function categoryChoices(type: EntryType): Choice[] {
  return ENTRY_CATEGORIES[type].map((value) => ({
    value,
    label: SELLER_KIND_LABELS[value as SellerKind] ?? value,
    description: CATEGORY_HINTS[value as SellerKind],
  }));
}

/** The form's fields, in order; a message for any other field goes in a toast. */
const ENTRY_FIELDS = [
  'type',
  'category',
  'company_name',
  'address',
  'trade_register',
  'contact_name',
  'email',
  'mobile',
  'area_code',
  'country',
  'website',
  'content',
  'self_certify',
];

const EMPTY_ENTRY = {
  category: '',
  company_name: '',
  contact_name: '',
  email: '',
  mobile: { value: '', code: DEFAULT_AREA_CODE },
  country: '',
  website: '',
  content: '',
  address: '',
  trade_register: '',
  self_certify: false,
};

/** The entry's values as the api takes them, checked with EnterSchema before they are sent. */
function useEntrySubmit(type: EntryType, form: FormApi<typeof EMPTY_ENTRY>, onSubmitted: EntryModalProps['onSubmitted']) {
  const business = type === 'business';
  const fields = () => {
    const { values } = form;
    return {
      type,
      category: values.category,
      company_name: business ? values.company_name.trim() : '',
      contact_name: values.contact_name.trim(),
      email: values.email.trim(),
      area_code: values.mobile.value ? values.mobile.code : '',
      mobile: values.mobile.value,
      country: values.country,
      // Sent as it is stored: "example.com" is https://example.com (the api does the same).
      website: withWebScheme(values.website),
      content: values.content.trim(),
      // A business's trader details; a private seller sends none.
      ...(business
        ? {
            address: values.address.trim(),
            trade_register: values.trade_register.trim(),
            ...(values.self_certify ? { self_certify: '1' as const } : {}),
          }
        : {}),
    };
  };

  return useSubmit({
    action: business ? 'user_enter' : 'seller_application',
    fields: ENTRY_FIELDS,
    validate: () => {
      const result = validate(EnterSchema, fields());
      form.setErrors(result.ok ? {} : mobileFieldErrors(result.errors));
      return result.ok;
    },
    call: () => submitEntry(fields()),
    setFieldErrors: (errors) => form.setErrors(mobileFieldErrors(errors)),
    resetFields: form.reset,
    onSuccess: (result) => onSubmitted?.({ id: result.id, type }),
  });
}

/** The mobile number and the country, side by side: choosing a country sets the dialling code until one is picked. */
function MobileAndCountry({ form, formId, business }: { form: FormApi<typeof EMPTY_ENTRY>; formId: string; business: boolean }) {
  const dialling = useCodeFollowsCountry((code) => form.updateValue('mobile', (mobile) => ({ ...mobile, code })));
  const countryField = form.bind('country');
  return (
    <div className="entry-row">
      <MobileInput
        {...form.bind('mobile')}
        formId={formId}
        label={business ? 'Phone (required for a business)' : 'Mobile'}
        hint={business ? 'Buyers and our team reach the business on it.' : 'Optional. We call only about your application.'}
        required={business}
        country={form.values.country}
        onCodePicked={dialling.onCodePicked}
      />
      <CountrySelect
        {...countryField}
        onValueChange={(iso) => {
          countryField.onValueChange(iso);
          dialling.countryChosen(iso);
        }}
        formId={formId}
        label={business ? 'Country of the business' : 'Country'}
        required
      />
    </div>
  );
}

function EntryForm({ type, onSubmitted }: { type: EntryType } & EntryModalProps) {
  const formId = `entry-${type}`;
  const business = type === 'business';
  const form = useForm(EMPTY_ENTRY);
  // The account's name and address are the likely contact: filled in when the user has not typed them yet.
  useProfileDefaults(form.updateValue, 'contact_name');
  const { submit, submitting } = useEntrySubmit(type, form, onSubmitted);

  return (
    <form className="entry-form" noValidate aria-busy={submitting || undefined} onSubmit={submitHandler(submit)}>
      <ChoiceField
        {...form.bind('category')}
        formId={formId}
        legend={ENTRY_MODAL_TEXT[type].legend}
        choices={categoryChoices(type)}
        required
      />
      {business ? (
        <TextField
          {...form.bind('company_name')}
          formId={formId}
          label="Company name"
          autoComplete="organization"
          maxLength={120}
          required
        />
      ) : null}
      {business ? <TraderDetails address={form.bind('address')} tradeRegister={form.bind('trade_register')} formId={formId} /> : null}
      <div className="entry-row">
        <TextField {...form.bind('contact_name')} formId={formId} label="Your name" autoComplete="name" maxLength={60} required />
        <TextField {...form.bind('email')} formId={formId} type="email" label="E-mail" required />
      </div>
      <MobileAndCountry form={form} formId={formId} business={business} />
      <TextField
        {...form.bind('website')}
        formId={formId}
        type="url"
        label="Website"
        placeholder="example.com"
        autoComplete="url"
        maxLength={200}
        hint={business ? 'Your company’s site, if it has one.' : 'Optional: your brokerage or a page about you.'}
      />
      <TextareaField
        {...form.bind('content')}
        formId={formId}
        label={business ? 'About the business' : 'About you'}
        hint="Optional: anything that helps us check your application."
        maxLength={2000}
        rows={3}
      />
      {business ? <SelfCertification binding={form.bind('self_certify')} formId={formId} /> : null}
      <ModalFormActions className="entry-actions" submitting={submitting} sendLabel="Send application" />
    </form>
  );
}

function entryModal(type: EntryType, testId: string) {
  const EntryModal = observer(function EntryModal(props: EntryModalProps) {
    const loggedIn = sessionStore.isLoggedIn;
    useEffect(() => {
      // Opened by a visitor (or the login ended meanwhile): the login-required modal takes its place.
      if (!loggedIn) modalStore.switchTo(MODAL_IDS.loginRequired, { reason: ENTRY_MODAL_TEXT[type].loginReason });
    }, [loggedIn]);
    if (!loggedIn) return null;
    return (
      <Modal title={ENTRY_MODAL_TEXT[type].title} description={ENTRY_MODAL_TEXT[type].description} size="md" testId={testId}>
        <EntryForm type={type} {...props} />
      </Modal>
    );
  });
  return EntryModal;
}

export const SellerApplicationModal = entryModal('seller', 'seller-application-modal');
export const UserEnterModal = entryModal('business', 'user-enter-modal');

registerModal(MODAL_IDS.sellerApplication, SellerApplicationModal);
registerModal(MODAL_IDS.userEnter, UserEnterModal);
