// shared/catalogue: the catalogue's modals and calls that other areas use too (decisions 016, 017 and 027).
// The openers of the seller application, user enter, enquiry and save-search modals (a visitor gets the
// login-required modal for all but the enquiry); the modals themselves are loaded when first opened (decision 023).
export {
  openSellerApplication,
  openUserEnter,
  openEnquiry,
  openSaveSearch,
  SAVE_SEARCH_AFTER_LOGIN,
  SAVE_SEARCH_LOGIN_REASON,
} from './openers';
export { ENTRY_MODAL_TEXT, type EntryModalProps } from './entry-texts';
export type { MessageModalProps, SaveSearchModalProps } from './modal-props';
// The one client of the yacht follow call.
export { followYacht } from './follow-yacht';
// The one client of the saved searches and alerts calls (decision 027), and how their refusals are shown.
export {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  savedSearchErrors,
  savedSearchNameProblem,
  unsubscribeAlerts,
  updateSavedSearch,
  type NewSavedSearch,
  type SavedSearchChanges,
  type SavedSearchErrors,
  type SavedSearchField,
} from './saved-searches';
