// Saved searches and their alerts (contracts/src/alerts.ts, decision 027): the one client of their calls, for the
// catalogue's "Save search" modal and the member's saved searches page, and the one reading of their refusals. The
// member's calls are signed with the access-token header; the unsubscribe link's call needs no login (its token is
// the key), so it is a plain POST with an empty body.
import { ALERT_MESSAGES, ALERTS_API, SAVED_SEARCH_LIMITS, type AlertFrequency } from '@yachts/contracts/alerts';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { SavedSearch, UnsubscribeResult } from '@yachts/contracts/wire/alerts';
import { apiPost } from '../api/api-client';
import { errorMessage, fieldErrorsOf } from '../api/call-errors';
import { signedClient } from '../api/signed-client';

export interface NewSavedSearch {
  kind: CatalogueKind;
  name: string;
  /** The list's address parameters (filters, keywords and sort; no page). */
  query: string;
  frequency: AlertFrequency;
}

export interface SavedSearchChanges {
  name?: string;
  frequency?: AlertFrequency;
}

/** The member's saved searches, newest first. */
export function listSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return signedClient.get<SavedSearch[]>(ALERTS_API.savedSearches, undefined, signal);
}

export function saveSearch(fields: NewSavedSearch): Promise<SavedSearch> {
  return signedClient.post<SavedSearch>(ALERTS_API.savedSearches, { ...fields });
}

/** A new name or frequency (or both) for one saved search; answers it as it now is. */
export function updateSavedSearch(id: number, changes: SavedSearchChanges): Promise<SavedSearch> {
  return signedClient.post<SavedSearch>(ALERTS_API.savedSearch(id), { ...changes });
}

/** Whether the member gets a mail when a yacht they follow is offered for less. */
export function deleteSavedSearch(id: number): Promise<{ id: number }> {
  return signedClient.post<{ id: number }>(ALERTS_API.deleteSavedSearch(id), {});
}

/** What an alert mail's unsubscribe link stops; a bad or expired token rejects with the api's words. */
export function unsubscribeAlerts(token: string, signal?: AbortSignal): Promise<UnsubscribeResult> {
  return apiPost<UnsubscribeResult>(ALERTS_API.unsubscribe, {}, { token }, signal);
}

/** The fields a saved search's form shows. */
export type SavedSearchField = 'name' | 'frequency';

/** A refusal, split as a form shows it: under the name, under the frequency, or for the form as a whole. */
export interface SavedSearchErrors {
  name?: string;
  frequency?: string;
  form?: string;
}

/** The api answers with ALERT_MESSAGES as text: these ones are about one field. */
const FIELD_OF_MESSAGE: Record<string, SavedSearchField> = {
  [ALERT_MESSAGES.nameRequired]: 'name',
  [ALERT_MESSAGES.nameTooLong]: 'name',
  [ALERT_MESSAGES.frequency]: 'frequency',
};

export function savedSearchErrors(error: unknown): SavedSearchErrors {
  const fields = fieldErrorsOf(error);
  if (fields) {
    const errors: SavedSearchErrors = {};
    const rest: string[] = [];
    for (const [name, message] of Object.entries(fields)) {
      if (name === 'name' || name === 'frequency') errors[name] = message;
      else rest.push(message);
    }
    if (rest.length > 0) errors.form = rest.join('\n');
    return errors;
  }
  const message = errorMessage(error);
  const field = FIELD_OF_MESSAGE[message];
  return field ? { [field]: message } : { form: message };
}

/** The api's rule for a name, checked before sending: the message to show, or null when it is fine. */
export function savedSearchNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return ALERT_MESSAGES.nameRequired;
  if (trimmed.length > SAVED_SEARCH_LIMITS.nameMax) return ALERT_MESSAGES.nameTooLong;
  return null;
}
