// GET /api/v1/yachts/{new|idle}/suggestions: builders, models and places for what a visitor has typed in the header
// search, with how many yachts each has.
import { CATALOGUE_API, type CatalogueKind, type Suggestion, type Suggestions } from '@yachts/contracts/catalogue';
import { apiGet } from '../../api/api-client';

export async function getSuggestions(kind: CatalogueKind, q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (await apiGet<Suggestions>(CATALOGUE_API.suggestions(kind), { q }, signal)).items;
}
