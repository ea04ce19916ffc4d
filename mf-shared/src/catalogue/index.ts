// shared/catalogue: the catalogue's modals and calls that other areas use too (decisions 016 and 017).
// The seller application and user enter modals (importing this registers them for the ModalHost), their openers
// (a visitor gets the login-required modal).
export { openSellerApplication, openUserEnter, ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-modals';
// The one client of the yacht follow call.
export { followYacht } from './follow-yacht';
// The message (enquiry) modal for a new or used yacht (importing this registers it for the ModalHost) and its opener.
export { openEnquiry, MessageModal, MESSAGE_MODAL_TITLE, type MessageModalProps } from './message-modal';
