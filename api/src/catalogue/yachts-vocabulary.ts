// The words of the catalogue: the names of listed yachts the header search suggests (decision 024), and the
// respelling of a search that found nothing.
import { count, sql } from 'drizzle-orm';
import type { CatalogueKind, Suggestion } from '@yachts/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import { listedOf, type YachtsContext } from './yachts-columns';

/** Lower case without accents: "Bénéteau" is found by "bene". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface VocabularyEntry {
  text: string;
  words: string[];
  suggestion: Suggestion;
}

export function entry(name: string, suggestion: Suggestion): VocabularyEntry {
  const text = fold(name);
  return { text, words: text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''), suggestion };
}

/** What a zero-result list may suggest instead (decision 024). */
export interface ListAlternatives {
  correction?: string;
  relaxations: { drop: string[]; total: number; totalCapped: boolean }[];
}

/** Filters a zero-result list tries without, one at a time (a builder goes with its models, a country with its ports). */
export const RELAXABLE: readonly (readonly string[])[] = [
  ['type'],
  ['builder', 'model'],
  ['model'],
  ['fuel'],
  ['hull'],
  ['condition'],
  ['country', 'port'],
  ['port'],
  ['location'],
  ['lengthMin', 'lengthMax'],
  ['priceMin', 'priceMax'],
  ['yearMin', 'yearMax'],
  ['cabins'],
];

/** Edits (insert, delete, change a letter) from one word to another, or more than `limit` when it is further. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The words respelt as the catalogue's names write them ("benetau" -> "beneteau"): each word of four letters or more
 * that starts no word of a builder, model or place takes the closest such word within one edit (two from eight
 * letters), the most common on a tie. Null when nothing changes.
 */
export function respell(q: string, names: VocabularyEntry[]): string | null {
  const known = new Map<string, number>();
  for (const name of names) for (const word of name.words) known.set(word, (known.get(word) ?? 0) + name.suggestion.count);
  let changed = false;
  const words = fold(q)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      if (word.length < 4 || [...known.keys()].some((candidate) => candidate.startsWith(word))) return word;
      const limit = word.length >= 8 ? 2 : 1;
      let best: { word: string; edits: number; count: number } | null = null;
      for (const [candidate, count] of known) {
        const edits = distance(word, candidate, limit);
        if (edits > limit) continue;
        if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { word: candidate, edits, count };
      }
      if (!best) return word;
      changed = true;
      return best.word;
    });
  return changed ? words.join(' ') : null;
}

/** The header search's suggestions, from the names of listed yachts held per version of the catalogue. */
export function createYachtVocabulary({ db, versionOf }: YachtsContext) {
  /**
   * What the header search suggests for what a visitor has typed (decision 024): the builders, models (with their
   * builder) and places of listed yachts whose words start with every word typed, with how many yachts each has; a
   * name that starts with the whole text first, then the most yachts. The names and counts are one `GROUP BY` per
   * version of the catalogue, held in memory (a few thousand names), so a suggestion costs the version's read and a
   * scan of that list. After a write the previous list answers until the new one is counted (well under a second
   * at 100,000 listings), rather than every typist waiting for it.
   */
  async function suggest(kind: CatalogueKind, text: string): Promise<Suggestion[]> {
    const words = fold(text)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return [];
    const names = await vocabularyOf(kind);
    const whole = words.join(' ');
    const matches = names.filter((entry) => words.every((word) => entry.words.some((candidate) => candidate.startsWith(word))));
    matches.sort(
      (a, b) =>
        Number(!a.text.startsWith(whole)) - Number(!b.text.startsWith(whole)) ||
        b.suggestion.count - a.suggestion.count ||
        (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
    );
    return matches.slice(0, CATALOGUE_LIMITS.suggestions).map((entry) => entry.suggestion);
  }

  const vocabularies = new Map<CatalogueKind, { version: number; names: Promise<VocabularyEntry[]> }>();
  const counting = new Map<CatalogueKind, { version: number; names: Promise<VocabularyEntry[]> }>();

  async function vocabularyOf(kind: CatalogueKind): Promise<VocabularyEntry[]> {
    const version = await versionOf(kind);
    const held = vocabularies.get(kind);
    if (held?.version === version) return held.names;
    let next = counting.get(kind);
    if (next?.version !== version) {
      next = { version, names: countNames(kind) };
      counting.set(kind, next);
      const started = next;
      started.names.then(
        () => {
          if ((vocabularies.get(kind)?.version ?? -1) < started.version) vocabularies.set(kind, started);
          if (counting.get(kind) === started) counting.delete(kind);
        },
        () => {
          if (counting.get(kind) === started) counting.delete(kind);
        },
      );
    }
    // The last list answers while the new one is counted; the first one is waited for.
    return held ? held.names : next.names;
  }

  async function countNames(kind: CatalogueKind): Promise<VocabularyEntry[]> {
    const t = listedOf(kind);
    const rows = await db
      .select({
        builder: t.builder,
        model: t.model,
        country: t.country,
        location: t.location,
        byModel: sql<number>`grouping(${t.model})`.mapWith(Number),
        byPlace: sql<number>`grouping(${t.location})`.mapWith(Number),
        count: count(),
      })
      .from(t)
      .groupBy(sql`grouping sets ((${t.builder}), (${t.builder}, ${t.model}), (${t.country}, ${t.location}))`);
    const entries: VocabularyEntry[] = [];
    for (const row of rows) {
      // grouping() is 0 for a column the row is grouped by.
      if (row.byPlace === 0) {
        if (row.location) entries.push(entry(row.location, { type: 'place', place: row.location, country: row.country, count: row.count }));
      } else if (row.byModel === 0) {
        entries.push(entry(`${row.builder} ${row.model}`, { type: 'model', builder: row.builder, model: row.model, count: row.count }));
      } else {
        entries.push(entry(row.builder, { type: 'builder', builder: row.builder, count: row.count }));
      }
    }
    return entries;
  }

  return { suggest, vocabularyOf };
}
