// The judged set (decision 016): what a buyer who types these words into the search of the demo catalogue expects at
// the top. Judged by what the words mean, not by what the search happened to answer: each entry says what every one
// of the first results must be (builder, model, place or type), and, where the words name one model, what the first
// must be. Run on both databases by relevance.test.ts; a change of ranking or search engine keeps these true.
import type { CatalogueKind, YachtSummary } from '@yachts/contracts/catalogue';

export interface Expectation {
  builder?: string;
  /** Matched against the model name. */
  model?: RegExp;
  /** Matched against the port or town. */
  location?: RegExp;
  type?: YachtSummary['type'];
}

export interface JudgedQuery {
  kind: CatalogueKind;
  q: string;
  /** Every one of the first `top` results (3 unless said) meets this. */
  all: Expectation;
  top?: number;
  /** The first result also meets this. */
  first?: Expectation;
  /** Why the expectation is what it is, where it is not obvious. */
  why?: string;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // A builder and a model line.
  { kind: 'new', q: 'beneteau oceanis', all: { builder: 'Beneteau', model: /^Oceanis/ } },
  { kind: 'idle', q: 'beneteau oceanis', all: { builder: 'Beneteau', model: /^Oceanis/ } },
  { kind: 'idle', q: 'jeanneau sun odyssey', all: { builder: 'Jeanneau', model: /^Sun Odyssey/ } },
  { kind: 'new', q: 'sun odyssey', all: { builder: 'Jeanneau', model: /^Sun Odyssey/ }, why: 'a model line without its builder' },
  { kind: 'idle', q: 'swift trawler', all: { builder: 'Beneteau', model: /^Swift Trawler/ } },
  { kind: 'idle', q: 'bavaria cruiser', all: { builder: 'Bavaria', model: /^Cruiser/ } },
  { kind: 'idle', q: 'dufour grand large', all: { builder: 'Dufour', model: /Grand Large/ }, why: 'the line is also in the model name' },
  { kind: 'idle', q: 'fairline squadron', all: { builder: 'Fairline', model: /^Squadron/ } },
  { kind: 'idle', q: 'sunseeker manhattan', all: { builder: 'Sunseeker', model: /^Manhattan/ } },
  // One model: it comes first.
  { kind: 'new', q: 'oceanis 46', all: { builder: 'Beneteau', model: /^Oceanis/ }, first: { model: /^Oceanis 46\.1$/ } },
  { kind: 'idle', q: 'oceanis 46', all: { builder: 'Beneteau', model: /^Oceanis 46\.1$/ } },
  { kind: 'idle', q: 'lagoon 380', all: { builder: 'Lagoon', model: /^380$/ } },
  { kind: 'idle', q: 'hallberg rassy 43', all: { builder: 'Hallberg-Rassy', model: /^43/ } },
  // A builder alone, written as it is or as people write it.
  { kind: 'new', q: 'lagoon', all: { builder: 'Lagoon' } },
  { kind: 'idle', q: 'lagoon', all: { builder: 'Lagoon' } },
  { kind: 'idle', q: 'sunseeker', all: { builder: 'Sunseeker' } },
  { kind: 'new', q: 'hallberg rassy', all: { builder: 'Hallberg-Rassy' }, why: 'the hyphen left out' },
  { kind: 'idle', q: 'hallberg-rassy', all: { builder: 'Hallberg-Rassy' } },
  { kind: 'idle', q: 'swan', all: { builder: 'Nautor Swan' }, why: 'known by the second word of the yard' },
  { kind: 'new', q: 'princess', all: { builder: 'Princess' } },
  { kind: 'idle', q: 'azimut', all: { builder: 'Azimut' } },
  { kind: 'new', q: 'fountaine pajot', all: { builder: 'Fountaine Pajot' } },
  { kind: 'idle', q: 'amel', all: { builder: 'Amel' }, why: 'Amels (a different yard) must not come before Amel' },
  { kind: 'idle', q: 'oyster', all: { builder: 'Oyster' } },
  { kind: 'idle', q: 'riva', all: { builder: 'Riva' } },
  { kind: 'idle', q: 'ferretti', all: { builder: 'Ferretti' } },
  { kind: 'idle', q: 'grand soleil', all: { builder: 'Grand Soleil' } },
  { kind: 'idle', q: 'pershing', all: { builder: 'Pershing' } },
  { kind: 'new', q: 'x-yachts', all: { builder: 'X-Yachts' }, top: 2, why: 'the yard has two new models' },
  // Misspelt.
  { kind: 'new', q: 'benetau oceanis', all: { builder: 'Beneteau', model: /^Oceanis/ } },
  { kind: 'idle', q: 'benetau oceanis', all: { builder: 'Beneteau', model: /^Oceanis/ } },
  { kind: 'idle', q: 'fountain pajot', all: { builder: 'Fountaine Pajot' } },
  { kind: 'new', q: 'princes', all: { builder: 'Princess' } },
  // A place.
  { kind: 'new', q: 'palma', all: { location: /Palma/ } },
  { kind: 'idle', q: 'palma', all: { location: /Palma/ } },
  { kind: 'idle', q: 'antibes', all: { location: /^Antibes$/ } },
  { kind: 'idle', q: 'lymington', all: { location: /^Lymington$/ } },
  { kind: 'idle', q: 'split', all: { location: /^Split$/ }, why: 'the port, before "split" in a description' },
  { kind: 'idle', q: 'monaco', all: { location: /^Monaco$/ } },
  // A kind of yacht.
  { kind: 'new', q: 'catamaran', all: { type: 'catamaran' } },
  { kind: 'idle', q: 'catamaran', all: { type: 'catamaran' } },
];
