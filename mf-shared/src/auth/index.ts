// shared/auth: accounts in the browser (product rules §1, §2, §4, §5). The forms work in a modal and on a page
// (variant, onDone); the modals are registered for the ModalHost by ./modals/auth-modals, which the host's ModalHost
// loads. The account area builds its pages (/user/login, /user/register, /user/resetpwd, /user/changeEmail) from these.
import './modals/auth-modals';

export { LoginForm } from './forms/login-form';
export { CodeLoginForm } from './forms/code-login-form';
export { RegisterForm } from './forms/register-form';
export { ResetPasswordForm } from './forms/reset-password-form';
export { ChangePasswordForm } from './forms/change-password-form';
export { ChangeEmailForm } from './forms/change-email-form';
export { EmailVerifyForm, EMAIL_VERIFIED_TEXT, type EmailVerifyFormProps } from './forms/email-verify-form';
export type { AuthFormProps, AuthFormVariant } from './components/auth-form';
export { openLogin, openRegister, authPageHref, type AuthView } from './auth-views';
export { logout } from './logout';
export { getProfile } from './api/get-profile';
