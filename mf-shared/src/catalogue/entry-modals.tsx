// The seller application and user enter modals (product rules §2; decision 017): a private owner or broker asks to sell
// on the site, or a builder, dealer or broker registers the business. Both post /index/user/enters with EnterSchema
// (the api's own schema), show the messages under the fields, and on success the submit-success modal with a tip.
// A visitor gets the login-required modal instead (docs/product.md §6), whether opened by a button or directly.
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { SELLER_KIND_LABELS, type SellerKind } from '@yachts/contracts/catalogue';
import { ENTRY_CATEGORIES, type EntryType } from '@yachts/contracts/selling';
import { EnterSchema, withWebScheme } from '@yachts/contracts/selling-schemas';
import { ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-texts';
import { validate, type FieldErrors } from '@yachts/contracts/validation';
import { DEFAULT_AREA_CODE } from '@yachts/contracts/countries';
import { getProfile } from '../auth/api/get-profile';
import { MobileInput } from '../forms/mobile-input';
import { useCodeFollowsCountry } from '../forms/use-code-follows-country';
import { TextField } from '../forms/text-field';
import { TextareaField } from '../forms/textarea-field';
import { useForm } from '../forms/use-form';
import { useSubmit } from '../forms/use-submit';
import { Modal } from '../modals/modal';
import { MODAL_IDS, registerModal } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { ChoiceField, type Choice } from '../forms/choice-field';
import { CountrySelect } from '../forms/select-field';
import { submitEntry } from './entry-submit';
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
const ENTRY_FIELDS = ['type', 'category', 'company_name', 'contact_name', 'email', 'mobile', 'area_code', 'country', 'website', 'content'];

/** The dialling code and the number are one widget: the messages of both go under it. */
function toFormErrors(errors: FieldErrors): FieldErrors {
  const next: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    if (name === 'area_code' || name === 'mobile') next.mobile ??= message;
    else next[name] = message;
  }
  return next;
}

function EntryForm({ type, onSubmitted }: { type: EntryType } & EntryModalProps) {
  const formId = `entry-${type}`;
  const business = type === 'business';
  const form = useForm({
    category: '',
    company_name: '',
    contact_name: '',
    email: '',
    mobile: { value: '', code: DEFAULT_AREA_CODE },
    country: '',
    website: '',
    content: '',
  });

  const latest = useRef(form.values);
  latest.current = form.values;
  const dialling = useCodeFollowsCountry((code) => form.setValue('mobile', { ...latest.current.mobile, code }));

  // The account's name and address are the likely contact: filled in when the user has not typed them yet.
  useEffect(() => {
    const controller = new AbortController();
    getProfile({ signal: controller.signal }).then(
      (user) => {
        if (controller.signal.aborted) return;
        if (!latest.current.contact_name && user.name) form.setValue('contact_name', user.name);
        if (!latest.current.email && user.email) form.setValue('email', user.email);
      },
      () => undefined,
    );
    return () => controller.abort();
    // Once per opening; the setters are stable.
  }, []);

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
    };
  };

  const { submit, submitting } = useSubmit({
    action: business ? 'user_enter' : 'seller_application',
    fields: ENTRY_FIELDS,
    validate: () => {
      const result = validate(EnterSchema, fields());
      form.setErrors(result.ok ? {} : toFormErrors(result.errors));
      return result.ok;
    },
    call: () => submitEntry(fields()),
    setFieldErrors: (errors) => form.setErrors(toFormErrors(errors)),
    resetFields: form.reset,
    onSuccess: (result) => onSubmitted?.({ id: result.id, type }),
  });

  const countryField = form.bind('country');

  return (
    <form
      className="entry-form"
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
      <div className="entry-row">
        <TextField {...form.bind('contact_name')} formId={formId} label="Your name" autoComplete="name" maxLength={60} required />
        <TextField {...form.bind('email')} formId={formId} type="email" label="E-mail" required />
      </div>
      <div className="entry-row">
        <MobileInput
          {...form.bind('mobile')}
          formId={formId}
          label="Mobile"
          hint="Optional. We call only about your application."
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
      <div className="entry-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Sending…' : 'Send application'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={modalStore.close}>
          Cancel
        </button>
      </div>
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
