// Which component draws each modal id. The platform's modals register here; issues that add a modal for their
// area (login, register, message, sell applications) add it to this one list, so ModalHost can draw any of them
// from any page of any area.
import type { ComponentType } from 'react';

export const MODAL_IDS = {
  loginRequired: 'login-required',
  submitSuccess: 'submit-success',
  messageSuccess: 'message-success',
  feedback: 'feedback',
  // The account modals (SPEC §2), drawn by shared/auth; any area opens them with modalStore.open(id).
  login: 'login',
  codeLogin: 'code-login',
  register: 'register',
  resetPassword: 'reset-password',
  changePassword: 'change-password',
  changeEmail: 'change-email',
  emailVerify: 'email-verify',
  // The catalogue's modals (issue 5), drawn by shared/catalogue-modals.
  /** The enquiry ("message") modal for a new or used yacht; props { kind, yachtId, yachtName }. */
  message: 'message',
  /** A seller (private or broker) application; props none. */
  sellerApplication: 'seller-application',
  /** A business (builder, dealer, broker) entry application; props none. */
  userEnter: 'user-enter',
} as const;

const registry = new Map<string, ComponentType<Record<string, unknown>>>();

export function registerModal<P extends object>(id: string, component: ComponentType<P>): void {
  registry.set(id, component as unknown as ComponentType<Record<string, unknown>>);
}

export function modalComponent(id: string): ComponentType<Record<string, unknown>> | undefined {
  return registry.get(id);
}
