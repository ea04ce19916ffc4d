// What every account form shares: the <form> that validates with the shared schemas instead of the browser's
// bubbles, one clear primary button, and a quiet row of links to the neighbouring flows.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { authPageHref, switchToView, type AuthView } from '../auth-views';
import { MODAL_IDS } from '../../modals/modal-registry';
import { modalStore } from '../../modals/modal-store';
import '../auth.css';

/** Under every new password: the rule of docs/product.md §5 before the user trips over it. */
export const PASSWORD_HINT = '6-16 letters and digits.';

export type AuthFormVariant = 'modal' | 'page';

/** The props every account form takes, so a page and a modal can show the same form. */
export interface AuthFormProps {
  /** 'modal' (default): the links switch modals. 'page': they go to the account pages, carrying `redirect`. */
  variant?: AuthFormVariant;
  /**
   * Runs 1 s after success instead of reloading the page (a page navigates to its `redirect`). The success modal
   * is closed first, since its tip promises a refresh the page no longer makes.
   */
  onDone?: () => void;
  /** Where the page goes after success; carried on the links between the account pages. */
  redirect?: string;
  /** Replaces what the secondary links do (a page that swaps forms in place). */
  onSwitch?: (view: AuthView) => void;
  /** Names this form instance: suffixes every field's DOM name (product rules §3). Unique by default. */
  formId?: string;
}

/** The form instance's name: the caller's, else one unique in the page. */
export function useFormId(base: string, formId?: string): string {
  const generated = useId().replace(/[^a-zA-Z0-9]/g, '');
  return formId ?? `${base}-${generated}`;
}

/** What replaces the reload when the caller handles success itself. */
export function doneInstead(onDone: (() => void) | undefined): (() => void) | undefined {
  if (!onDone) return undefined;
  return () => {
    if (modalStore.isOpen(MODAL_IDS.submitSuccess)) modalStore.close();
    onDone();
  };
}

export interface AuthLink {
  view: AuthView;
  label: string;
}

interface AuthFormShellProps extends Pick<AuthFormProps, 'variant' | 'redirect' | 'onSwitch'> {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  links?: AuthLink[];
  /** A line above the fields. */
  lead?: ReactNode;
  /** Shown between the fields and the button (the agreement, a notice). */
  beforeSubmit?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function AuthFormShell({
  variant = 'modal',
  redirect,
  onSwitch,
  label,
  submitLabel,
  submitting,
  onSubmit,
  links = [],
  lead,
  beforeSubmit,
  children,
  testId,
}: AuthFormShellProps) {
  return (
    <form
      className={`auth-form auth-form-${variant}`}
      aria-label={label}
      data-testid={testId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while a call runs (a disabled button drops keyboard focus); this guard keeps a
        // second press from sending twice.
        if (!submitting) onSubmit();
      }}
    >
      {lead ? <p className="auth-lead">{lead}</p> : null}
      <div className="auth-fields">{children}</div>
      {beforeSubmit}
      <button
        type="submit"
        className="btn btn-primary btn-block auth-submit"
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
      >
        {submitting ? <span className="auth-spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
      {links.length > 0 ? (
        <ul className="auth-links">
          {links.map((link) => (
            <li key={link.view}>
              <AuthSwitchLink {...link} variant={variant} redirect={redirect} onSwitch={onSwitch} />
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function AuthSwitchLink({ view, label, variant, redirect, onSwitch }: AuthLink & Pick<AuthFormProps, 'variant' | 'redirect' | 'onSwitch'>) {
  const href = variant === 'page' && !onSwitch ? authPageHref(view, redirect) : null;
  if (href) {
    return (
      <Link className="link-button auth-link" to={href}>
        {label}
      </Link>
    );
  }
  // In a modal the user stays on the page: the next modal replaces this one (and a view without a page of its
  // own, logging in with a code, opens as a modal over the page).
  return (
    <button type="button" className="link-button auth-link" onClick={() => (onSwitch ? onSwitch(view) : switchToView(view))}>
      {label}
    </button>
  );
}
