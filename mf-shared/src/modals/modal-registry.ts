// Which component draws each modal id. MODAL_IDS is the one list of ids; the module that draws a modal calls
// registerModal when it is imported. ModalHost imports the standard modals and the account modals itself, so any
// page can open those; the feedback popup registers with shared/site, and the catalogue's modals (message, seller
// application, user enter) with shared/catalogue, which the catalogue's routes import.
import type { ComponentType } from 'react';

export const MODAL_IDS = {
  loginRequired: 'login-required',
  submitSuccess: 'submit-success',
  messageSuccess: 'message-success',
  feedback: 'feedback',
  // The account modals (docs/product.md §2), drawn by shared/auth; any area opens them with modalStore.open(id).
  login: 'login',
  codeLogin: 'code-login',
  register: 'register',
  resetPassword: 'reset-password',
  changePassword: 'change-password',
  changeEmail: 'change-email',
  emailVerify: 'email-verify',
  // The catalogue's modals (decisions 016 and 017), drawn by shared/catalogue (mf-shared/src/catalogue).
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
