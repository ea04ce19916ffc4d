// How any page opens the catalogue's modals (decisions 016, 017 and 027). The modals' forms, their rules and the
// country list are loaded when one is first opened (decision 023), not with the pages that only offer the button.
import { MODAL_IDS, registerLazyModals } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { requireLogin } from '../modals/require-login';
import { ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-texts';
import { SAVE_SEARCH_LOGIN_REASON, type MessageModalProps, type SaveSearchModalProps } from './modal-props';

registerLazyModals([MODAL_IDS.sellerApplication, MODAL_IDS.userEnter], () => import('./entry-modals'));
registerLazyModals([MODAL_IDS.message], () => import('./message-modal'));
registerLazyModals([MODAL_IDS.saveSearch], () => import('./save-search-modal'));

export { SAVE_SEARCH_LOGIN_REASON };

/** Opens the seller application modal for a logged-in user; a visitor gets the login-required modal. */
export function openSellerApplication(props: EntryModalProps = {}): boolean {
  return requireLogin(() => modalStore.open(MODAL_IDS.sellerApplication, { ...props }), ENTRY_MODAL_TEXT.seller.loginReason);
}

/** Opens the user enter (business) modal for a logged-in user; a visitor gets the login-required modal. */
export function openUserEnter(props: EntryModalProps = {}): boolean {
  return requireLogin(() => modalStore.open(MODAL_IDS.userEnter, { ...props }), ENTRY_MODAL_TEXT.business.loginReason);
}

/** Opens the enquiry ("message") modal for a new or used yacht. */
export function openEnquiry(props: MessageModalProps): void {
  modalStore.open(MODAL_IDS.message, { ...props });
}

/** The name a visitor's "Save search" is kept under until they have logged in (useAfterLogin). */
export const SAVE_SEARCH_AFTER_LOGIN = 'save-search';

/**
 * Opens the save-search modal for a logged-in user; a visitor gets the login-required modal, and the modal opens with
 * the same search once they have logged in on this page.
 */
export function openSaveSearch(props: SaveSearchModalProps): boolean {
  return requireLogin(() => modalStore.open(MODAL_IDS.saveSearch, { ...props }), SAVE_SEARCH_LOGIN_REASON, {
    id: SAVE_SEARCH_AFTER_LOGIN,
    data: { ...props },
  });
}
