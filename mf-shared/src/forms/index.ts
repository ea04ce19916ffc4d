// shared/forms: the form controller, the submit flow and the field widgets (docs/product.md §2, §4, §5). Schemas and
// messages come from @yachts/contracts/validation, the one copy the api uses too.
export { useForm, type FormApi, type FieldBinding } from './use-form';
export { useSubmit, type SubmitOptions } from './use-submit';
export { useDebouncedCall, SUBMIT_DEBOUNCE_MS } from './use-debounced-call';
export { useDebouncedSubmit } from './use-debounced-submit';
export { submitHandler } from './submit-handler';
export { useOneFieldSubmit, type OneFieldSubmit, type OneFieldSubmitOptions } from './use-one-field-submit';
export { AskSecondLook, type AskSecondLookProps } from './ask-second-look';
export { FormFailure } from './form-failure';
export { usePressCall, type PressCall } from './use-press-call';
export { afterSuccess, SUCCESS_TIPS, AUTH_RELOAD_DELAY_MS, EMAIL_VERIFY_EVENT, type SubmitAction } from './submit-actions';
export { FieldShell, FieldError, useFieldIds, type FieldBaseProps } from './field-shell';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { NumberInput, type NumberInputProps } from './number-input';
export { MobileInput, type MobileInputProps, type MobileValue } from './mobile-input';
export { useCodeFollowsCountry } from './use-code-follows-country';
export { CountryPicker, type CountryPickerProps } from './country-picker';
export { SelectField, CountrySelect, type SelectFieldProps, type SelectOption } from './select-field';
export { ChoiceField, type Choice, type ChoiceFieldProps } from './choice-field';
export { ReasonChoice, type ReasonChoiceProps } from './reason-choice';
export { ReportFormModal, type ReportFormModalProps, type ReportFormState, type ReportFormText } from './report-form-modal';
export { useReportDialog, type ReportDialogOptions, type ReportValues } from './use-report-dialog';
export { CheckField, type CheckFieldProps } from './check-field';
export { SendCodeLink, type SendCodeLinkProps, type SendCodeLinkHandle } from './send-code-link';
export { useSendCode, SEND_CODE_COOLDOWN_SECONDS } from './use-send-code';
export { assertTextareaWidget, assertMobileWidget } from './widget-guards';
