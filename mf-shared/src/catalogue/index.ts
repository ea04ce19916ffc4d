// shared/catalogue: the catalogue's modals and calls that other areas use too (decisions 016 and 017).
// The openers of the seller application, user enter and enquiry modals (a visitor gets the login-required modal for
// the first two); the modals themselves are loaded when first opened (decision 023).
export { openSellerApplication, openUserEnter, openEnquiry } from './openers';
export { ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-texts';
export type { MessageModalProps } from './message-modal';
// The one client of the yacht follow call.
export { followYacht } from './follow-yacht';
