// The listing a dealer's stock feed yields (OpenMarine XML or CSV), and the one check every record passes before an
// import may use it: the sell form's own schema and limits (contracts/src/selling-schemas.ts), so a yacht refused on
// the form is refused in a feed too, with the same sentence. A bad record is refused alone; only a feed that cannot
// be read at all is refused whole (the parsers decide that).
import {
  FUELS,
  HULL_MATERIALS,
  YACHT_TYPES,
  type CatalogueKind,
  type Condition,
  type Currency,
  type Fuel,
  type HullMaterial,
  type YachtType,
} from '@yachts/contracts/catalogue';
import { COUNTRY_CODES } from '@yachts/contracts/country-codes';
import { SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { SellIdleSchema } from '@yachts/contracts/selling-schemas';
import { validate } from '@yachts/contracts/validation';
import { storableText } from '../../lib/text-input';

/** A yacht as a feed describes it, checked: what an import creates or updates a listing from. */
export interface FeedListing {
  /** The dealer's own reference: what an import diffs on. */
  ref: string;
  /** 'idle' is a used yacht (the catalogue's word). */
  kind: CatalogueKind;
  builder: string;
  model: string;
  /** Model year (new) or year built (used). */
  year: number;
  lengthM: number;
  beamM?: number;
  draftM?: number;
  hullMaterial?: HullMaterial;
  fuel?: Fuel;
  yachtType?: YachtType;
  cabins?: number;
  berths?: number;
  /** Free text, e.g. "2 x Volvo Penta D6 (2 x 440 hp)". */
  engines?: string;
  /** Used yachts only. */
  engineHours?: number;
  /** Whole units of `currency`. */
  price: number;
  currency: Currency;
  /** Used yachts only, and required for them. */
  condition?: Condition;
  /** The port or yard where she can be seen. */
  location: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Language code (ISO 639-1, lower case) -> text; at least one, 'en' first when present. */
  descriptions: Record<string, string>;
  /** http(s) addresses, gallery order, no repeats, at most SELL_LIMITS.photosMax. */
  photoUrls: string[];
  /** Shared with other brokers (a co-op listing). */
  coOp?: boolean;
}

/** A record as a parser read it: text (or numbers) not yet checked, units already converted to metres. */
export interface RawFeedListing {
  ref?: string;
  kind?: string;
  builder?: string;
  model?: string;
  year?: string | number;
  lengthM?: string | number;
  beamM?: string | number;
  draftM?: string | number;
  hullMaterial?: string;
  fuel?: string;
  yachtType?: string;
  cabins?: string | number;
  berths?: string | number;
  engines?: string;
  engineHours?: string | number;
  price?: string | number;
  currency?: string;
  condition?: string;
  location?: string;
  country?: string;
  descriptions?: Record<string, string>;
  photoUrls?: string[];
  coOp?: string | boolean;
}

/** Why one record (a CSV line, an XML advert) was not imported. */
export interface FeedRefusal {
  /** "line 14", "advert 3 (ref AB-12)". */
  where: string;
  reason: string;
}

export type FeedCheck = { listing: FeedListing; warnings: string[] } | { refused: FeedRefusal };

/** What reading a feed gives: refused whole only when it cannot be read at all. */
export type FeedRead = { ok: false; reason: string } | { ok: true; listings: FeedListing[]; refused: FeedRefusal[]; warnings: string[] };

export const FEED_LIMITS = {
  refMax: 64,
  photoUrlMax: 2000,
  photosMax: SELL_LIMITS.photosMax,
} as const;

export const FEED_MESSAGES = {
  ref: `Please give the listing your own reference (up to ${FEED_LIMITS.refMax} characters).`,
  kind: 'Please say whether the yacht is new or used.',
  duplicateRef: (ref: string) => `The reference ${ref} appears earlier in this feed; only the first is imported.`,
  descriptions: 'Please describe the yacht in at least one language.',
  language: (lang: string) => `"${lang}" is not a two-letter language code (such as en or de).`,
  photos: 'Please name at least one photo by its web address.',
  photoUrl: (n: number) => `Photo ${n} is not an http or https web address.`,
  photosCut: (given: number) => `The feed names ${given} photos; the first ${FEED_LIMITS.photosMax} are kept, the most a listing can show.`,
  coOp: 'Please give the shared-listing flag as yes or no.',
  country: 'Please give the country as a two-letter code, such as FR or GB.',
} as const;

/**
 * The words feeds use for our closed lists, lower case, mapped to the site's values (contracts/src/catalogue-terms.ts).
 * A value already in the site's list passes as it is.
 */
const SYNONYMS: {
  yachtType: Record<string, YachtType>;
  fuel: Record<string, Fuel>;
  hullMaterial: Record<string, HullMaterial>;
  kind: Record<string, CatalogueKind>;
} = {
  yachtType: {
    power: 'motor',
    'motor yacht': 'motor',
    motorboat: 'motor',
    'motor boat': 'motor',
    sailing: 'sail',
    'sailing yacht': 'sail',
    sailboat: 'sail',
    multihull: 'catamaran',
    'power catamaran': 'catamaran',
    'sailing catamaran': 'catamaran',
    'super yacht': 'superyacht',
  },
  fuel: { gasoline: 'petrol', gas: 'petrol', electricity: 'electric' },
  hullMaterial: {
    fibreglass: 'grp',
    fiberglass: 'grp',
    'glass fibre': 'grp',
    frp: 'grp',
    gfk: 'grp',
    aluminum: 'aluminium',
    alloy: 'aluminium',
    timber: 'wood',
    'carbon fibre': 'carbon',
    'carbon fiber': 'carbon',
    composite: 'carbon',
  },
  kind: { new: 'new', used: 'idle', idle: 'idle', 'pre-owned': 'idle', brokerage: 'idle' },
};

/** ISO 3166 alpha-2 codes the country pickers offer. */
const COUNTRY_SET = new Set(COUNTRY_CODES);

const text = (value: string | number | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const cleaned = storableText(String(value)).trim();
  return cleaned === '' ? undefined : cleaned;
};

/** A closed-list value: the site's own word, or a feed's synonym of it; what is neither stays for the schema to refuse. */
function choice<T extends string>(value: string | undefined, list: readonly T[], synonyms: Record<string, T>): string | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase().replace(/[\s_]+/g, ' ');
  if ((list as readonly string[]).includes(lower)) return lower;
  return synonyms[lower] ?? value;
}

/** A feed's word for a kind of yacht ("Sailing Yacht", "Multihull") as the site's type, or undefined. */
export function yachtTypeOf(value: string | undefined): YachtType | undefined {
  const mapped = choice(text(value), YACHT_TYPES, SYNONYMS.yachtType);
  return YACHT_TYPES.find((type) => type === mapped);
}

/** Digits with an optional decimal part as a number; anything else stays text, for the schema's message. */
function numeric(value: string | number | undefined): number | string | undefined {
  if (typeof value === 'number') return value;
  const given = text(value);
  if (given === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(given) ? Number(given) : given;
}

function yesNo(value: string | boolean | undefined): boolean | undefined | 'bad' {
  if (typeof value === 'boolean') return value;
  const given = text(value)?.toLowerCase();
  if (given === undefined) return undefined;
  if (['yes', 'true', '1', 'y'].includes(given)) return true;
  if (['no', 'false', '0', 'n'].includes(given)) return false;
  return 'bad';
}

/** The sell form's field names for ours: the schema, and its messages, are the sell form's. */
const SCHEMA_FIELDS = {
  builder: 'builder',
  model: 'model',
  year: 'year',
  lengthM: 'length_m',
  beamM: 'beam_m',
  draftM: 'draft_m',
  cabins: 'cabins',
  berths: 'berths',
  engines: 'engines',
  fuel: 'fuel',
  hullMaterial: 'hull_material',
  yachtType: 'type',
  engineHours: 'engine_hours',
  price: 'price',
  currency: 'currency',
  condition: 'condition',
  location: 'location',
  country: 'country',
} as const;
type SchemaKey = keyof typeof SCHEMA_FIELDS;
type SchemaField = (typeof SCHEMA_FIELDS)[SchemaKey];

/** Always checked (and so required); the others are checked when the feed gives them. */
const REQUIRED: readonly SchemaKey[] = ['builder', 'model', 'year', 'lengthM', 'price', 'currency', 'location', 'country'];

const DESCRIPTION_SCHEMA = SellIdleSchema.pick(['description']);

/** The given value, with what it was, for a refusal a dealer can find in their own file. */
const quoted = (value: string | number | boolean | undefined) =>
  value === undefined ? '' : ` (the feed gives "${String(value).slice(0, 80)}")`;

/** The fields the sell form's schema checks: the required ones, and the others the record gives. */
function checkFields(raw: RawFeedListing, kind: CatalogueKind | undefined, reasons: string[]) {
  const given: Record<SchemaKey, string | number | undefined> = {
    builder: text(raw.builder),
    model: text(raw.model),
    year: numeric(raw.year),
    lengthM: numeric(raw.lengthM),
    beamM: numeric(raw.beamM),
    draftM: numeric(raw.draftM),
    cabins: numeric(raw.cabins),
    berths: numeric(raw.berths),
    engines: text(raw.engines),
    fuel: choice(text(raw.fuel), FUELS, SYNONYMS.fuel),
    hullMaterial: choice(text(raw.hullMaterial), HULL_MATERIALS, SYNONYMS.hullMaterial),
    yachtType: choice(text(raw.yachtType), YACHT_TYPES, SYNONYMS.yachtType),
    // New yachts have no engine hours or condition (new_yachts has neither column): ignored for them.
    engineHours: kind === 'idle' ? numeric(raw.engineHours) : undefined,
    price: numeric(raw.price),
    currency: text(raw.currency)?.toUpperCase(),
    condition: kind === 'idle' ? text(raw.condition)?.toLowerCase() : undefined,
    location: text(raw.location),
    country: text(raw.country)?.toUpperCase(),
  };
  const checked = (Object.keys(SCHEMA_FIELDS) as SchemaKey[]).filter(
    (key) => REQUIRED.includes(key) || given[key] !== undefined || (key === 'condition' && kind === 'idle'),
  );
  const schema = SellIdleSchema.pick(checked.map((key) => SCHEMA_FIELDS[key]));
  const result = validate(schema, Object.fromEntries(checked.map((key) => [SCHEMA_FIELDS[key], given[key]])));
  if (!result.ok) {
    for (const key of checked) {
      const message = result.errors[SCHEMA_FIELDS[key]];
      if (message !== undefined) reasons.push(message + quoted(given[key]));
    }
    return null;
  }
  const values: Partial<Record<SchemaField, unknown>> = result.value;
  if (!COUNTRY_SET.has(String(values.country))) {
    reasons.push(FEED_MESSAGES.country + quoted(given.country));
    return null;
  }
  return values;
}

/** Each language's text checked like the sell form's description; 'en' first (the main one). */
function checkDescriptions(raw: RawFeedListing, reasons: string[]): Record<string, string> {
  const descriptions: Record<string, string> = {};
  const languages = Object.keys(raw.descriptions ?? {}).map((key) => [key, key.trim().toLowerCase()] as const);
  languages.sort(([, a], [, b]) => Number(b === 'en') - Number(a === 'en'));
  const before = reasons.length;
  for (const [key, lang] of languages) {
    const body = text(raw.descriptions?.[key]);
    if (body === undefined) continue;
    if (!/^[a-z]{2}$/.test(lang)) {
      reasons.push(FEED_MESSAGES.language(lang));
      continue;
    }
    const checked = validate(DESCRIPTION_SCHEMA, { description: body });
    if (checked.ok) descriptions[lang] = checked.value.description;
    else reasons.push(`Description (${lang}): ${checked.errors.description ?? SELL_MESSAGES.description}`);
  }
  if (Object.keys(descriptions).length === 0 && reasons.length === before) reasons.push(FEED_MESSAGES.descriptions);
  return descriptions;
}

/** The photos' addresses: http(s), no repeats, the first photosMax kept (with a warning). */
function checkPhotos(raw: RawFeedListing, where: string, reasons: string[], warnings: string[]): string[] {
  const photoUrls: string[] = [];
  const before = reasons.length;
  (raw.photoUrls ?? []).forEach((url, index) => {
    const address = text(url);
    if (address === undefined) return;
    if (!isWebAddress(address)) reasons.push(FEED_MESSAGES.photoUrl(index + 1) + quoted(address));
    else if (!photoUrls.includes(address)) photoUrls.push(address);
  });
  if (photoUrls.length < SELL_LIMITS.photosMin && reasons.length === before) reasons.push(FEED_MESSAGES.photos);
  if (photoUrls.length > FEED_LIMITS.photosMax) {
    warnings.push(`${where}: ${FEED_MESSAGES.photosCut(photoUrls.length)}`);
    photoUrls.length = FEED_LIMITS.photosMax;
  }
  return photoUrls;
}

/**
 * One record checked with the sell form's rules. `where` names it in the report ("line 14", "advert 3 (ref AB-12)").
 * Answers the listing (with warnings about what was adjusted) or the refusal with every reason found.
 */
export function checkFeedListing(raw: RawFeedListing, where: string): FeedCheck {
  const reasons: string[] = [];
  const warnings: string[] = [];
  const ref = text(raw.ref);
  if (ref === undefined || ref.length > FEED_LIMITS.refMax) reasons.push(FEED_MESSAGES.ref);
  const kindText = text(raw.kind);
  const kind = kindText === undefined ? undefined : SYNONYMS.kind[kindText.toLowerCase()];
  if (kind === undefined) reasons.push(FEED_MESSAGES.kind + quoted(kindText));
  const values = checkFields(raw, kind, reasons);
  const descriptions = checkDescriptions(raw, reasons);
  const photoUrls = checkPhotos(raw, where, reasons, warnings);
  const coOp = yesNo(raw.coOp);
  if (coOp === 'bad') reasons.push(FEED_MESSAGES.coOp + quoted(raw.coOp));

  if (reasons.length > 0 || ref === undefined || kind === undefined || coOp === 'bad' || values === null) {
    return { refused: { where, reason: reasons.join(' ') } };
  }
  const listing: FeedListing = {
    ref,
    kind,
    builder: values.builder as string,
    model: values.model as string,
    year: values.year as number,
    lengthM: values.length_m as number,
    price: values.price as number,
    currency: values.currency as Currency,
    location: values.location as string,
    country: values.country as string,
    descriptions,
    photoUrls,
  };
  const optional: [keyof FeedListing, unknown][] = [
    ['beamM', values.beam_m],
    ['draftM', values.draft_m],
    ['hullMaterial', values.hull_material],
    ['fuel', values.fuel],
    ['yachtType', values.type],
    ['cabins', values.cabins],
    ['berths', values.berths],
    // The schema defaults an absent engines text to '': absent stays absent here.
    ['engines', values.engines === '' ? undefined : values.engines],
    ['engineHours', values.engine_hours],
    ['condition', values.condition],
    ['coOp', coOp],
  ];
  for (const [key, value] of optional) if (value !== undefined) Object.assign(listing, { [key]: value });
  return { listing, warnings };
}

/** An absolute http or https address. */
export function isWebAddress(value: string): boolean {
  if (value.length > FEED_LIMITS.photoUrlMax) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The main description: English when the feed has it, otherwise the first language given. */
export function mainDescription(listing: Pick<FeedListing, 'descriptions'>): { lang: string; text: string } {
  const lang = 'en' in listing.descriptions ? 'en' : (Object.keys(listing.descriptions)[0] ?? 'en');
  return { lang, text: listing.descriptions[lang] ?? '' };
}

/**
 * Every record of a feed checked, in feed order: a reference seen earlier in the same feed is refused (the first
 * one wins), whatever the first one's fate.
 */
export function checkFeedRecords(
  records: Iterable<{ raw: RawFeedListing; where: string }>,
  warnings: string[] = [],
): Extract<FeedRead, { ok: true }> {
  const listings: FeedListing[] = [];
  const refused: FeedRefusal[] = [];
  const seen = new Set<string>();
  for (const { raw, where } of records) {
    const ref = text(raw.ref);
    if (ref !== undefined && seen.has(ref)) {
      refused.push({ where, reason: FEED_MESSAGES.duplicateRef(ref) });
      continue;
    }
    if (ref !== undefined) seen.add(ref);
    const check = checkFeedListing(raw, where);
    if ('refused' in check) refused.push(check.refused);
    else {
      listings.push(check.listing);
      warnings.push(...check.warnings);
    }
  }
  return { ok: true, listings, refused, warnings };
}
