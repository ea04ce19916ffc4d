// The side message (product rules §4, §7A): e-mail and message to the team; cleared with the success modal on success.
import { LIMITS, SideMessageSchema } from '@yachts/contracts/validation';
import { useHydrated } from '../ui/use-hydrated';
import { useForm } from '../forms/use-form';
import { useSubmit } from '../forms/use-submit';
import { submitHandler } from '../forms/submit-handler';
import { TextField } from '../forms/text-field';
import { TextareaField } from '../forms/textarea-field';
import { sendSideMessage } from './api/send-side-message';

export function SideMessageForm({ title = 'Leave us a message' }: { title?: string }) {
  const form = useForm({ email: '', content: '' });
  // Its code comes when it nears the screen (./side-message-slot): the form says when it answers.
  const live = useHydrated();
  const { submit, submitting } = useSubmit({
    action: 'side_message',
    validate: () => form.validateWith(SideMessageSchema),
    call: () => sendSideMessage(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: ['email', 'content'],
  });
  return (
    <form className="side-message" aria-label={title} data-live={live ? '' : undefined} noValidate onSubmit={submitHandler(submit)}>
      <h2 className="side-message-title">{title}</h2>
      <TextField {...form.bind('email')} formId="side" type="email" label="Your e-mail" autoComplete="email" required />
      <TextareaField {...form.bind('content')} formId="side" label="Message" rows={4} maxLength={LIMITS.messageMax} required />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        Send message
      </button>
    </form>
  );
}
