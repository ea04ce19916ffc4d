// Searching the country list (docs/product.md §5 "Country search": case-insensitive, over the name together with the
// dialling code).
import type { Country } from '@yachts/contracts/countries';

/**
 * Lower case without accents, so "cote" finds "Côte d'Ivoire" and "curacao" finds "Curaçao". Each character folds to
 * exactly one character, so a match's position in the folded text is its position in the original.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) {
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (bare.length === char.length) folded += bare;
    else folded += char.toLowerCase().length === char.length ? char.toLowerCase() : char;
  }
  return folded;
}

/** The query as it is compared: folded and trimmed. An empty result means "show everything". */
export function normaliseQuery(query: string): string {
  return foldForSearch(query.trim());
}

/** The dialling code as it is shown and searched: "244" and "+244" both find Angola. */
export function dialText(country: Country): string {
  return `+${country.area_code}`;
}

export function matchesCountry(country: Country, query: string): boolean {
  const q = normaliseQuery(query);
  return !q || foldForSearch(country.name_en).includes(q) || dialText(country).includes(q);
}

export function matchCountries(countries: readonly Country[], query: string): readonly Country[] {
  const q = normaliseQuery(query);
  return q ? countries.filter((country) => matchesCountry(country, q)) : countries;
}

/** Where the query occurs in a text, as [start, end) pairs, for highlighting. */
export function findMatches(text: string, query: string): Array<[number, number]> {
  const q = normaliseQuery(query);
  if (!q) return [];
  const haystack = foldForSearch(text);
  const ranges: Array<[number, number]> = [];
  for (let at = haystack.indexOf(q); at !== -1; at = haystack.indexOf(q, at + q.length)) ranges.push([at, at + q.length]);
  return ranges;
}

export interface CountryGroup {
  letter: string;
  countries: Country[];
}

/** Consecutive entries under their first_alp letter, in list order (the list is alphabetical). */
export function groupByLetter(countries: readonly Country[]): CountryGroup[] {
  const groups: CountryGroup[] = [];
  for (const country of countries) {
    const last = groups[groups.length - 1];
    if (last && last.letter === country.first_alp) last.countries.push(country);
    else groups.push({ letter: country.first_alp, countries: [country] });
  }
  return groups;
}
