// An account form that is only its fields: one definition (the values it starts from, what it sends, its words and
// links, and the fields) instead of the same glue of useAuthForm and AuthFormShell in each file. The register and
// e-mail verification forms keep state of their own, so they write that glue themselves.
import type { ReactNode } from 'react';
import type { AuthView } from '../auth-views';
import { AuthFormShell, type AuthFormProps, type AuthLink } from './auth-form';
import { useAuthForm, type AuthFormState, type AuthFormSubmit } from './use-auth-form';

export interface PlainAuthFormSpec<V extends Record<string, unknown>, R> {
  initial: V;
  submit: AuthFormSubmit<V, R>;
  /** The form's accessible name; the button says it too unless `submitLabel` says otherwise. */
  label: string;
  submitLabel?: string;
  /** A line above the fields. */
  lead?: string;
  /** The neighbouring flows linked under the button, in this order: the view and the link's words. */
  links?: Partial<Record<AuthView, string>>;
  fields: (state: Pick<AuthFormState<V>, 'id' | 'form'>) => ReactNode;
}

/** The form `name` (its instance's base name, e.g. 'change-email'; ChangeEmailForm in React's tools) made of `spec`. */
export function plainAuthForm<V extends Record<string, unknown>, R>(name: string, spec: PlainAuthFormSpec<V, R>) {
  const { label, submitLabel = label, lead, fields } = spec;
  const links = Object.entries(spec.links ?? {}).map(([view, text]) => ({ view, label: text }) as AuthLink);
  function PlainAuthForm(props: AuthFormProps) {
    const { id, form, shell } = useAuthForm(name, props, spec.initial, spec.submit);
    return (
      <AuthFormShell {...shell} label={label} submitLabel={submitLabel} lead={lead} links={links}>
        {fields({ id, form })}
      </AuthFormShell>
    );
  }
  PlainAuthForm.displayName = `${name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}Form`;
  return PlainAuthForm;
}
