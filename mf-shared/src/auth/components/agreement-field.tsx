// The protocol agreement of the register form (product rules §5): unticked, the form shows the agreement toast and
// sends nothing. The documents open in a new tab so the half-filled form stays where it is.
import { useId } from 'react';
import { paths } from '@yachts/contracts/paths';
import { fieldDomName } from '../../forms/field-shell';

export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  formId: string;
  /** Set after a submit without the tick: marks the box for assistive technology, beside the toast. */
  invalid?: boolean;
}

export function AgreementField({ checked, onChange, formId, invalid }: AgreementFieldProps) {
  const id = useId();
  return (
    <div className={`auth-agreement${invalid ? ' is-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={fieldDomName('agreement', formId)}
        className="auth-checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        I have read and agree to the{' '}
        <a href={paths.userAgreement()} target="_blank" rel="noopener noreferrer">
          User Agreement
        </a>{' '}
        and the{' '}
        <a href={paths.privacyPolicy()} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
      </label>
    </div>
  );
}
