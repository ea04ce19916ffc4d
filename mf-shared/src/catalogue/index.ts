// shared/catalogue: the catalogue's modals and calls that other areas use too (decisions 016 and 017).
export {};
// The seller application and user enter modals (importing this registers them for the ModalHost), their openers
// (a visitor gets the login-required modal), and the select widget the sell forms share with them.
export { openSellerApplication, openUserEnter, ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-modals';
export { SelectField, CountrySelect, type SelectFieldProps, type SelectOption } from './entry-select-field';
// The one client of the yacht follow call.
export { followYacht } from './follow-yacht';
// The message (enquiry) modal for a new or used yacht (importing this registers it for the ModalHost) and its opener.
export { openEnquiry, MessageModal, MESSAGE_MODAL_TITLE, type MessageModalProps } from './message-modal';
