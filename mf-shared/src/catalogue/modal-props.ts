// What the openers (openers.ts) pass to the enquiry and save-search modals, and the words both sides need, apart from
// the modals so that neither the openers load the forms (decision 023) nor the modals need their openers.
import type { CatalogueKind } from '@yachts/contracts/catalogue';

/** What an opener passes through modalStore.open(MODAL_IDS.message, props). */
export interface MessageModalProps {
  kind: CatalogueKind;
  yachtId: number;
  yachtName: string;
  /** The sender's address when the opener knows it; a member's own is looked up otherwise. */
  email?: string;
}

/** What an opener passes through modalStore.open(MODAL_IDS.saveSearch, props). */
export interface SaveSearchModalProps {
  kind: CatalogueKind;
  /** The list's address parameters (filters, keywords and sort; no page). */
  query: string;
  /** The name it starts with: the list's filters and keywords in words. */
  name: string;
}

/** Why saving a search needs an account: said in the login-required modal. */
export const SAVE_SEARCH_LOGIN_REASON = 'Log in to save this search and get an e-mail when new yachts match it.';
