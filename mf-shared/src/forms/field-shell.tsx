// What every field widget has in common: the props of the widget contract the form controller is written against,
// the ids that tie label, hint and error to the control, and the wrapper that carries the error flag.
import { useCallback, useId, type ReactNode, type Ref, type RefCallback } from 'react';
import './forms.css';

/** The props every field widget takes (the widget contract). `value`/`onValueChange` are typed per widget. */
export interface FieldBaseProps {
  /** The field's name in the form's values (email, mobile, content…). */
  name: string;
  /** Visible label text. */
  label: string;
  /** The message to show; when set the control is marked invalid. */
  error?: string;
  /** Called when the user types, changes or focuses the field while it shows an error (product rules §4
   * "Field errors"). */
  onErrorClear?: () => void;
  /** The form instance; suffixes the DOM name so two copies of one form on a page never share a name
   * (product rules §3). */
  formId?: string;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  /** Extra class on the wrapper (layout), not on the control. */
  className?: string;
}

/** Attributes a widget sets itself, so callers cannot pass them through to the control. */
export type OwnControlAttributes =
  'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'className' | 'required' | 'disabled' | 'autoComplete';

/** The DOM name of a field: `${name}_${formId}` when a form instance is named (docs/product.md §3). */
export function fieldDomName(name: string, formId?: string): string {
  return formId ? `${name}_${formId}` : name;
}

export interface FieldIds {
  id: string;
  domName: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(name: string, formId?: string): FieldIds {
  const id = useId();
  return { id, domName: fieldDomName(name, formId), labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** A space-separated id list for aria-describedby, or undefined when empty (an empty attribute is noise). */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The handler a widget calls on the events that clear an error. It only reaches the controller while an error is
 * shown, so typing in a valid field does not update the form's state on every key.
 */
export function useErrorClear(error: string | undefined, onErrorClear: (() => void) | undefined): () => void {
  return useCallback(() => {
    if (error && onErrorClear) onErrorClear();
  }, [error, onErrorClear]);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One ref callback feeding up to three refs: the caller's (to focus the field) and the widget's own. */
export function useMergedRef<T>(first?: Ref<T>, second?: Ref<T>, third?: Ref<T>): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      for (const ref of [first, second, third]) assignRef(ref, node);
    },
    [first, second, third],
  );
}

export interface FieldShellProps {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** A modifier naming the widget (`field-text`, `field-mobile`…), for styling. */
  kind: string;
  /** Attributes for the wrapper, such as the markers the widget guards look for. */
  rootAttributes?: { [key: `data-${string}`]: string | boolean | undefined };
  /** Shown after the hint, such as a character counter. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The props of the widget contract, apart from a widget's own. */
export function splitFieldProps<P extends FieldBaseProps>(props: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const { name, label, error, onErrorClear, formId, hint, required, autoComplete, disabled, className, ...own } = props;
  return [{ name, label, error, onErrorClear, formId, hint, required, autoComplete, disabled, className }, own];
}

/** What a widget's control carries from the contract: its ids, autofill, and the required / invalid / described wiring. */
export interface FieldControlAttributes {
  id: string;
  name: string;
  className: string;
  autoComplete?: string;
  disabled?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldWidget {
  ids: FieldIds;
  /** Clears the shown error (useErrorClear). */
  clearError: () => void;
  /** The FieldShell's props but its children. */
  shell: Omit<FieldShellProps, 'children'>;
  /**
   * The control's attributes. It is described by `before` (the caller's own), then the hint, then `between` (a
   * counter), then the error.
   */
  control: (before?: string, ...between: Array<string | undefined>) => FieldControlAttributes;
}

/** One widget on the field shell: its ids, its error clearing, and what the shell and the control carry. */
export function useFieldWidget(base: FieldBaseProps, kind: string, rootAttributes?: FieldShellProps['rootAttributes']): FieldWidget {
  const { name, formId, label, hint, error, onErrorClear, required, disabled, className, autoComplete } = base;
  const ids = useFieldIds(name, formId);
  const clearError = useErrorClear(error, onErrorClear);
  return {
    ids,
    clearError,
    shell: { ids, label, hint, error, required, disabled, className, kind, rootAttributes },
    control: (before, ...between) => ({
      id: ids.id,
      name: ids.domName,
      className: 'field-input',
      autoComplete,
      disabled,
      // aria-required rather than `required`: the form controller validates with the shared schemas, and the
      // browser's own bubbles would speak over its messages.
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': joinIds(before, hint ? ids.hintId : undefined, ...between, error ? ids.errorId : undefined),
    }),
  };
}

/** Label, control, hint and error in that order; the wrapper's `field-invalid` class is the error flag. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  kind,
  rootAttributes,
  extra,
  children,
}: FieldShellProps) {
  return (
    <div
      className={classNames('field', `field-${kind}`, error && 'field-invalid', disabled && 'field-disabled', className)}
      {...rootAttributes}
    >
      {/* The required mark is drawn by CSS so the label's text (and the control's name) stays just the label. */}
      <label className="field-label" id={ids.labelId} htmlFor={ids.id} data-required={required || undefined}>
        {label}
      </label>
      {children}
      {hint || extra ? (
        <div className="field-meta">
          {hint ? (
            <p className="field-hint" id={ids.hintId}>
              {hint}
            </p>
          ) : null}
          {extra}
        </div>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** A field's message under it, with its icon; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="field-error" id={id}>
      <span className="field-error-icon" aria-hidden="true" />
      {error}
    </p>
  ) : null;
}
