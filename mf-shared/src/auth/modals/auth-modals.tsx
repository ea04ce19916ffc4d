// The account modals of product rules §2, registered once for the ModalHost (which imports this file, so every page of
// every area can open them with modalStore.open / switchTo). Each one is the page form in its modal variant.
import type { ComponentType } from 'react';
import { Modal } from '../../modals/modal';
import { MODAL_IDS, registerModal } from '../../modals/modal-registry';
import type { AuthFormProps } from '../components/auth-form';
import { ChangeEmailForm } from '../forms/change-email-form';
import { ChangePasswordForm } from '../forms/change-password-form';
import { CodeLoginForm } from '../forms/code-login-form';
import { EmailVerifyForm, type EmailVerifyFormProps } from '../forms/email-verify-form';
import { LoginForm } from '../forms/login-form';
import { RegisterForm } from '../forms/register-form';
import { ResetPasswordForm } from '../forms/reset-password-form';

/** What an opener may pass through modalStore.open(id, props): a page's onDone, say. */
type AuthModalProps = Pick<AuthFormProps, 'onDone' | 'redirect'>;

function authModal<P extends AuthModalProps>(title: string, testId: string, Form: ComponentType<P & { variant: 'modal' }>) {
  function AuthModal(props: P) {
    return (
      <Modal title={title} size="sm" testId={testId}>
        <Form {...props} variant="modal" />
      </Modal>
    );
  }
  AuthModal.displayName = `AuthModal(${testId})`;
  return AuthModal;
}

export const AUTH_MODAL_TITLES = {
  login: 'Log in',
  codeLogin: 'Log in with a code',
  register: 'Create your account',
  resetPassword: 'Reset your password',
  changePassword: 'Change password',
  changeEmail: 'Change e-mail address',
  emailVerify: 'Verify your e-mail',
} as const;

registerModal(MODAL_IDS.login, authModal<AuthModalProps>(AUTH_MODAL_TITLES.login, 'login-modal', LoginForm));
registerModal(MODAL_IDS.codeLogin, authModal<AuthModalProps>(AUTH_MODAL_TITLES.codeLogin, 'code-login-modal', CodeLoginForm));
registerModal(MODAL_IDS.register, authModal<AuthModalProps>(AUTH_MODAL_TITLES.register, 'register-modal', RegisterForm));
registerModal(
  MODAL_IDS.resetPassword,
  authModal<AuthModalProps>(AUTH_MODAL_TITLES.resetPassword, 'reset-password-modal', ResetPasswordForm),
);
registerModal(
  MODAL_IDS.changePassword,
  authModal<AuthModalProps>(AUTH_MODAL_TITLES.changePassword, 'change-password-modal', ChangePasswordForm),
);
registerModal(MODAL_IDS.changeEmail, authModal<AuthModalProps>(AUTH_MODAL_TITLES.changeEmail, 'change-email-modal', ChangeEmailForm));
registerModal(
  MODAL_IDS.emailVerify,
  authModal<AuthModalProps & Pick<EmailVerifyFormProps, 'email'>>(AUTH_MODAL_TITLES.emailVerify, 'email-verify-modal', EmailVerifyForm),
);
