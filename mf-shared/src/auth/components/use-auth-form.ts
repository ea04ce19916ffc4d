// What every account form does with its values: one form instance named for the page (product rules §3), checked with
// the shared schema, sent through the submit flow (product rules §4) with every field's message under that field, and
// on success the action's own behaviour, handing over to the caller's onDone instead of reloading when there is one.
import type { AnyObject, ObjectSchema } from 'yup';
import { useForm, type FormApi } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import type { SubmitAction } from '../../forms/submit-actions';
import { doneInstead, useFormId, type AuthFormProps } from './auth-form';

export interface AuthFormSubmit<V extends Record<string, unknown>, R> {
  action: SubmitAction;
  /** The shared schema the values are checked with before anything is sent. */
  schema: ObjectSchema<AnyObject>;
  call: (values: V) => Promise<R>;
  /** A check beyond the fields' own, run after them (the register form's agreement): false sends nothing. */
  check?: () => boolean;
  /** Ends the form itself on success, instead of handing over to the caller's onDone (the e-mail verification). */
  onSuccess?: (result: R) => void;
}

/** What the form gives its AuthFormShell: how it is shown and linked, and its submit. */
export interface AuthShellBinding extends Pick<AuthFormProps, 'variant' | 'redirect' | 'onSwitch'> {
  submitting: boolean;
  onSubmit: () => void;
}

export interface AuthFormState<V extends Record<string, unknown>> {
  /** The form instance's name (useFormId): every field's DOM name carries it. */
  id: string;
  form: FormApi<V>;
  shell: AuthShellBinding;
}

/** The form of an account flow named `base`, with the fields of `initial` and what it sends. */
export function useAuthForm<V extends Record<string, unknown>, R>(
  base: string,
  props: AuthFormProps,
  initial: V,
  submit: AuthFormSubmit<V, R>,
): AuthFormState<V> {
  const id = useFormId(base, props.formId);
  const form = useForm(initial);
  const sent = useSubmit({
    action: submit.action,
    validate: () => {
      const fieldsOk = form.validateWith(submit.schema);
      if (submit.check && !submit.check()) return false;
      return fieldsOk;
    },
    call: () => submit.call(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    // The form shows each of its fields' messages; one about any other field is a toast.
    fields: Object.keys(initial),
    reload: submit.onSuccess ? undefined : doneInstead(props.onDone),
    onSuccess: submit.onSuccess,
  });
  const { variant, redirect, onSwitch } = props;
  return { id, form, shell: { variant, redirect, onSwitch, submitting: sent.submitting, onSubmit: sent.submit } };
}
