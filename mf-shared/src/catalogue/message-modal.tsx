// The message modal (product rules §2, §7A): an enquiry about a new or a used yacht to its seller. A name, e-mail
// (product rules §5), an optional mobile number with its dialling code, and the message ('Please leave a message.'),
// checked with the contract's EnquirySchema before sending and shown under the fields the same way when the server says
// so. The enquiry opens a conversation with the seller (decision 045): a tick, off by default, shows the seller the
// asker's e-mail address and phone from the start. Success (new_yacht_message / idle_yacht_message) opens the
// message-success modal. Anyone may ask; no login needed.
import { useId } from 'react';
import type { EnquiryFields } from '@yachts/contracts/catalogue';
import { DEFAULT_AREA_CODE } from '@yachts/contracts/countries';
import { EnquirySchema, LIMITS, validate } from '@yachts/contracts/validation';
import { MobileInput } from '../forms/mobile-input';
import { TextField } from '../forms/text-field';
import { TextareaField } from '../forms/textarea-field';
import { useForm } from '../forms/use-form';
import { fieldDomName } from '../forms/field-shell';
import { useSubmit } from '../forms/use-submit';
import { submitHandler } from '../forms/submit-handler';
import { Modal } from '../modals/modal';
import { MODAL_IDS, registerModal } from '../modals/modal-registry';
import { sessionStore } from '../session/session-store';
import { ModalFormActions, mobileFieldErrors, useProfileDefaults } from './contact-form-parts';
import type { MessageModalProps } from './modal-props';
import { sendEnquiry } from './send-enquiry';
import './message-modal.css';

export type { MessageModalProps };

export const MESSAGE_MODAL_TITLE = 'Send an enquiry';
/** The form's fields; a message from the server about any other (the yacht itself) becomes a toast. */
const ENQUIRY_FIELDS = ['name', 'email', 'mobile', 'area_code', 'content'] as const;
/** Where the answer comes: the enquiry opens a conversation on the site (decision 045). */
export const ENQUIRY_REPLY_NOTE = 'The seller answers you here on Yacht Harbour, and we e-mail you when they do.';
export const SHARE_CONTACT_LABEL = 'Show my e-mail address and phone to the seller';
export const SHARE_CONTACT_HINT = 'Otherwise you talk on Yacht Harbour until you choose to share them.';

/** The asker's choice to show the seller their address and phone (decision 045); unticked by default. */
function ShareContactField({ checked, onChange, formId }: { checked: boolean; onChange: (checked: boolean) => void; formId: string }) {
  const id = useId();
  return (
    <div className="enquiry-share">
      <input
        id={id}
        type="checkbox"
        name={fieldDomName('share_contact', formId)}
        value="1"
        className="enquiry-share-box"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{SHARE_CONTACT_LABEL}</label>
      <p className="enquiry-share-hint" id={`${id}-hint`}>
        {SHARE_CONTACT_HINT}
      </p>
    </div>
  );
}

export function MessageModal({ kind, yachtId, yachtName, email = '' }: MessageModalProps) {
  const formId = `enquiry-${kind}`;
  const form = useForm({ name: '', email, mobile: { value: '', code: DEFAULT_AREA_CODE }, content: '', share_contact: false });
  // A member's own name and address are the likely ones: filled in unless they have typed their own.
  useProfileDefaults(form.updateValue, 'name', sessionStore.isLoggedIn);

  const fields = (): EnquiryFields => {
    const { values } = form;
    return {
      yacht_id: String(yachtId),
      name: values.name.trim(),
      email: values.email.trim(),
      area_code: values.mobile.value ? values.mobile.code : '',
      mobile: values.mobile.value,
      content: values.content.trim(),
      ...(values.share_contact ? { share_contact: '1' as const } : {}),
    };
  };

  const { submit, submitting } = useSubmit({
    action: kind === 'idle' ? 'idle_yacht_message' : 'new_yacht_message',
    fields: ENQUIRY_FIELDS,
    validate: () => {
      const result = validate(EnquirySchema, fields());
      form.setErrors(result.ok ? {} : mobileFieldErrors(result.errors));
      return result.ok;
    },
    call: () => sendEnquiry(kind, fields()),
    setFieldErrors: (errors) => form.setErrors(mobileFieldErrors(errors)),
    resetFields: form.reset,
  });

  return (
    <Modal
      title={MESSAGE_MODAL_TITLE}
      size="md"
      testId="message-modal"
      description={`About the ${yachtName}. ${ENQUIRY_REPLY_NOTE}`}
    >
      <form className="enquiry-form" noValidate aria-busy={submitting || undefined} onSubmit={submitHandler(submit)}>
        <TextField {...form.bind('name')} formId={formId} label="Your name" autoComplete="name" maxLength={LIMITS.nameMax} required />
        <TextField {...form.bind('email')} formId={formId} type="email" label="E-mail" required />
        <MobileInput {...form.bind('mobile')} formId={formId} label="Mobile" hint="Optional, if you would like a call back." />
        <TextareaField
          {...form.bind('content')}
          formId={formId}
          label="Message"
          placeholder="Is she still available? When could I see her?"
          rows={5}
          maxLength={LIMITS.messageMax}
          required
        />
        <ShareContactField
          checked={form.values.share_contact}
          onChange={(checked) => form.setValue('share_contact', checked)}
          formId={formId}
        />
        <ModalFormActions className="enquiry-actions" submitting={submitting} sendLabel="Send enquiry" />
      </form>
    </Modal>
  );
}

registerModal(MODAL_IDS.message, MessageModal);
