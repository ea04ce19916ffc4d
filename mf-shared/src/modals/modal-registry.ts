// Which component draws each modal id. MODAL_IDS is the one list of ids; the module that draws a modal calls
// registerModal when it is imported. ModalHost imports the standard modals and knows where the account modals are
// (registerLazyModals: their forms are loaded when one is first opened, not with every page), so any page can open
// those; the feedback popup registers with shared/site, and the catalogue's modals (message, seller
// application, user enter, save search) with shared/catalogue, which the catalogue's routes import.
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
  /** Save a list's filters and keywords as a search with e-mail alerts (decision 027); props { kind, query, name }. */
  saveSearch: 'save-search',
} as const;

const registry = new Map<string, ComponentType<Record<string, unknown>>>();

export function registerModal<P extends object>(id: string, component: ComponentType<P>): void {
  registry.set(id, component as unknown as ComponentType<Record<string, unknown>>);
}

export function modalComponent(id: string): ComponentType<Record<string, unknown>> | undefined {
  return registry.get(id);
}

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Modals drawn by a module that is loaded when one of them is first opened (decision 023): importing the module
 * registers them. A page's first load then carries no form, validation rule or country list it does not show.
 */
export function registerLazyModals(ids: readonly string[], load: () => Promise<unknown>): void {
  for (const id of ids) loaders.set(id, load);
}

/** How to load the module that draws `id`, when it is not loaded yet. */
export function modalLoader(id: string): (() => Promise<unknown>) | undefined {
  return registry.has(id) ? undefined : loaders.get(id);
}
