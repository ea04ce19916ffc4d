// The message modal (product rules §2, §7A): an enquiry about a new or a used yacht to its seller. A name, e-mail
// (product rules §5), an optional mobile number with its dialling code, and the message ('Please leave a message.'),
// checked with the contract's EnquirySchema before sending and shown under the fields the same way when the server says
// so. Success (new_yacht_message / idle_yacht_message) opens the message-success modal. Anyone may ask; no login
// needed.
import type { EnquiryFields } from '@yachts/contracts/catalogue';
import { DEFAULT_AREA_CODE } from '@yachts/contracts/countries';
import { EnquirySchema, LIMITS, validate } from '@yachts/contracts/validation';
import { MobileInput } from '../forms/mobile-input';
import { TextField } from '../forms/text-field';
import { TextareaField } from '../forms/textarea-field';
import { useForm } from '../forms/use-form';
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

export function MessageModal({ kind, yachtId, yachtName, email = '' }: MessageModalProps) {
  const formId = `enquiry-${kind}`;
  const form = useForm({ name: '', email, mobile: { value: '', code: DEFAULT_AREA_CODE }, content: '' });
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
      description={`About the ${yachtName}. The seller replies to your e-mail address.`}
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
        <ModalFormActions className="enquiry-actions" submitting={submitting} sendLabel="Send enquiry" />
      </form>
    </Modal>
  );
}

registerModal(MODAL_IDS.message, MessageModal);
