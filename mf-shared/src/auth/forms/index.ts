// shared/auth-forms: the account forms (product rules §1, §2, §4, §5), for the account area's pages. They work in a
// modal and on a page (variant, onDone). Apart from shared/auth so that opening a login from any page, or logging
// out, does not load every form with the page (decision 023); importing this registers the account modals too.
import '../modals/auth-modals';

export { LoginForm } from './login-form';
export { CodeLoginForm } from './code-login-form';
export { RegisterForm } from './register-form';
export { ResetPasswordForm } from './reset-password-form';
export { ChangePasswordForm } from './change-password-form';
export { ChangeEmailForm } from './change-email-form';
export { EmailVerifyForm, EMAIL_VERIFIED_TEXT, type EmailVerifyFormProps } from './email-verify-form';
export type { AuthFormProps, AuthFormVariant } from '../components/auth-form';
