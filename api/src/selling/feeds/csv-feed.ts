// A dealer's stock as a CSV file: the reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a BOM, commas
// and line breaks inside quotes; no dependency), the columns (CSV_FIELDS, from which the downloadable template and
// the field list are made) and the export (toCsv), which the reader reads back unchanged. One listing a line;
// descriptions one column a language (description_en, description_de, ...); photos in one column, separated by |.
import { CONDITIONS, CURRENCIES, FUELS, HULL_MATERIALS, YACHT_TYPES } from '@yachts/contracts/catalogue';
import { SELL_LIMITS } from '@yachts/contracts/selling';
import { checkFeedRecords, FEED_LIMITS, type FeedListing, type FeedRead, type RawFeedListing } from './feed-listing';

type ScalarKey = Exclude<keyof RawFeedListing, 'descriptions' | 'photoUrls'>;

export interface CsvField {
  /** The column's name in the header row. */
  name: string;
  /** A file without this column is refused whole (a value may still be empty where the yacht allows it). */
  required: boolean;
  /** What the column holds, for the field list. */
  holds: string;
  example: string;
}

/** Separates photo addresses in the photos column (a | in an address is written %7C). */
export const PHOTO_SEPARATOR = '|';
/** A description column: description_ and a two-letter language code. */
const DESCRIPTION_COLUMN = /^description_([a-z]{2})$/;

const FIELD_KEYS: Record<string, ScalarKey> = {
  ref: 'ref',
  kind: 'kind',
  builder: 'builder',
  model: 'model',
  year: 'year',
  length_m: 'lengthM',
  beam_m: 'beamM',
  draft_m: 'draftM',
  hull_material: 'hullMaterial',
  fuel: 'fuel',
  type: 'yachtType',
  cabins: 'cabins',
  berths: 'berths',
  engines: 'engines',
  engine_hours: 'engineHours',
  price: 'price',
  currency: 'currency',
  condition: 'condition',
  location: 'location',
  country: 'country',
  co_op: 'coOp',
};

const oneOf = (values: readonly string[]) => `One of: ${values.join(', ')}.`;

/** The columns, in the template's order. */
export const CSV_FIELDS: readonly CsvField[] = [
  {
    name: 'ref',
    required: true,
    holds: `Your own reference for the yacht, up to ${FEED_LIMITS.refMax} characters; each line its own. Imports match listings by it.`,
    example: 'AB-12',
  },
  { name: 'kind', required: true, holds: 'new or used.', example: 'used' },
  { name: 'builder', required: true, holds: 'The builder, up to 80 characters.', example: 'Beneteau' },
  { name: 'model', required: true, holds: 'The model, up to 120 characters.', example: 'Oceanis 46.1' },
  {
    name: 'year',
    required: true,
    holds: `Model year (new) or year built (used), ${SELL_LIMITS.yearMin}-${SELL_LIMITS.yearMax}.`,
    example: '2019',
  },
  {
    name: 'length_m',
    required: true,
    holds: `Length overall in metres, ${SELL_LIMITS.lengthMinM}-${SELL_LIMITS.lengthMaxM}, with a decimal point.`,
    example: '14.6',
  },
  { name: 'beam_m', required: false, holds: 'Beam in metres.', example: '4.5' },
  { name: 'draft_m', required: false, holds: 'Draft in metres.', example: '2.25' },
  { name: 'hull_material', required: false, holds: oneOf(HULL_MATERIALS), example: 'grp' },
  { name: 'fuel', required: false, holds: oneOf(FUELS), example: 'diesel' },
  { name: 'type', required: false, holds: oneOf(YACHT_TYPES), example: 'sail' },
  { name: 'cabins', required: false, holds: `Number of cabins, 0-${SELL_LIMITS.cabinsMax}.`, example: '3' },
  { name: 'berths', required: false, holds: `Number of berths, 0-${SELL_LIMITS.berthsMax}.`, example: '8' },
  { name: 'engines', required: false, holds: 'The engines as text, up to 160 characters.', example: 'Yanmar 4JH57 (57 hp)' },
  { name: 'engine_hours', required: false, holds: 'Used yachts: engine hours, a whole number.', example: '850' },
  {
    name: 'price',
    required: true,
    holds: `Asking price in whole units of the currency, ${SELL_LIMITS.priceMin}-${SELL_LIMITS.priceMax}, digits only.`,
    example: '329000',
  },
  { name: 'currency', required: true, holds: oneOf(CURRENCIES), example: 'EUR' },
  { name: 'condition', required: false, holds: `Used yachts, required for them: ${CONDITIONS.join(', ')}.`, example: 'good' },
  {
    name: 'location',
    required: true,
    holds: 'The port or yard where she can be seen, up to 120 characters.',
    example: 'Palma de Mallorca',
  },
  { name: 'country', required: true, holds: 'The country where she lies: a two-letter ISO code.', example: 'ES' },
  {
    name: 'description_en',
    required: true,
    holds: `The description in English, ${SELL_LIMITS.descriptionMin}-${SELL_LIMITS.descriptionMax} characters. Other languages go in columns of their own: description_de, description_fr, ... (two-letter codes). At least one description column is required; English is shown first.`,
    example: 'A well kept family cruiser with a new teak deck and a recent engine service.',
  },
  {
    name: 'photos',
    required: true,
    holds: `Web addresses (http or https) of the photos, in gallery order, separated by ${PHOTO_SEPARATOR}; at least ${SELL_LIMITS.photosMin}, at most ${SELL_LIMITS.photosMax} are kept. We fetch each address once, and again only when it changes.`,
    example: 'https://example.com/photos/ab-12-1.jpg|https://example.com/photos/ab-12-2.jpg',
  },
  { name: 'co_op', required: false, holds: 'yes when the listing is shared with other brokers, otherwise no.', example: 'no' },
];

export const CSV_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024)} KB.`,
  empty: 'The file is empty: the first line must name the columns.',
  unclosedQuote: (line: number) => `The quoted value that starts on line ${line} is never closed.`,
  missingColumns: (names: string[]) => `The file has no column ${names.join(', ')}: please start from the template.`,
  noDescription: 'The file has no description column: add description_en (or description_de, ...).',
  repeatedColumn: (name: string) => `The column ${name} appears more than once.`,
  unknownColumns: (names: string[]) => `These columns are not ours and were ignored: ${names.join(', ')}.`,
  tooManyValues: (given: number, columns: number) => `The line has ${given} values but the first line names ${columns} columns.`,
} as const;

/** One record of the file: its values and the line it starts on (a quoted value may span lines). */
export interface CsvRow {
  line: number;
  values: string[];
}

/** A CSV text that cannot be read on (a quoted value never closed). */
export class CsvError extends Error {}

/**
 * The rows of a CSV text (RFC 4180), lines without any value skipped (blank, or only delimiters as spreadsheets leave). `delimiter` is ',' unless given. Throws a CsvError when a
 * quoted value never closes: nothing after it can be read.
 */
export function readCsvRows(input: string, delimiter = ','): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  let values: string[] = [];
  let value = '';
  let line = 1;
  let rowLine = 1;
  let quotedFrom = 0;
  let inQuotes = false;
  const endRow = () => {
    values.push(value);
    if (values.some((given) => given !== '')) rows.push({ line: rowLine, values });
    values = [];
    value = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else {
        if (char === '\n') line += 1;
        value += char;
      }
    } else if (char === '"' && value === '') {
      inQuotes = true;
      quotedFrom = line;
    } else if (char === delimiter) {
      values.push(value);
      value = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else value += char;
  }
  if (inQuotes) throw new CsvError(CSV_MESSAGES.unclosedQuote(quotedFrom));
  if (value !== '' || values.length > 0) endRow();
  return rows;
}

/** Text from the bytes: UTF-8, or Windows-1252 (what spreadsheet programs often save) when it is not valid UTF-8. */
function decode(input: string | Buffer): string {
  if (typeof input === 'string') return input;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return new TextDecoder('windows-1252').decode(input);
  }
}

/** The header's delimiter: a comma, or a semicolon when the header has semicolons and no comma (European spreadsheets). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

interface Columns {
  fields: [number, ScalarKey][];
  descriptions: [number, string][];
  photos: number;
}

function readHeader(header: string[], warnings: string[]): Columns | { reason: string } {
  const names = header.map((name) => name.trim().toLowerCase());
  const repeated = names.find((name, index) => name !== '' && names.indexOf(name) !== index);
  if (repeated !== undefined) return { reason: CSV_MESSAGES.repeatedColumn(repeated) };
  const missing = CSV_FIELDS.filter((field) => field.required && !DESCRIPTION_COLUMN.test(field.name) && !names.includes(field.name));
  if (missing.length > 0) return { reason: CSV_MESSAGES.missingColumns(missing.map((field) => field.name)) };
  const columns: Columns = { fields: [], descriptions: [], photos: names.indexOf('photos') };
  const unknown: string[] = [];
  names.forEach((name, index) => {
    const key = FIELD_KEYS[name];
    const lang = DESCRIPTION_COLUMN.exec(name)?.[1];
    if (key) columns.fields.push([index, key]);
    else if (lang) columns.descriptions.push([index, lang]);
    else if (name !== 'photos' && name !== '') unknown.push(name);
  });
  if (columns.descriptions.length === 0) return { reason: CSV_MESSAGES.noDescription };
  if (unknown.length > 0) warnings.push(CSV_MESSAGES.unknownColumns(unknown));
  return columns;
}

function rawOf(values: string[], columns: Columns): RawFeedListing {
  const raw: RawFeedListing = {};
  for (const [index, key] of columns.fields) Object.assign(raw, { [key]: values[index] ?? '' });
  raw.descriptions = Object.fromEntries(columns.descriptions.map(([index, lang]) => [lang, values[index] ?? '']));
  raw.photoUrls = (values[columns.photos] ?? '').split(PHOTO_SEPARATOR);
  return raw;
}

/**
 * A CSV feed read and checked. Refused whole only when it cannot be read: larger than `maxBytes`, empty, a quote
 * never closed, a required column missing or repeated. Otherwise each line is a listing or a refusal ("line 14").
 */
export function parseCsvFeed(input: string | Buffer, options: { maxBytes: number }): FeedRead {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > options.maxBytes) return { ok: false, reason: CSV_MESSAGES.tooLarge(options.maxBytes) };
  const text = decode(input);
  let rows: CsvRow[];
  try {
    rows = readCsvRows(text, delimiterOf(text.replace(/^\ufeff/, '')));
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, reason: error.message };
    throw error;
  }
  const [header, ...records] = rows;
  if (!header) return { ok: false, reason: CSV_MESSAGES.empty };
  const warnings: string[] = [];
  const columns = readHeader(header.values, warnings);
  if ('reason' in columns) return { ok: false, reason: columns.reason };
  const tooLong = records.filter((row) => row.values.length > header.values.length);
  const read = checkFeedRecords(
    records
      .filter((row) => row.values.length <= header.values.length)
      .map((row) => ({ raw: rawOf(row.values, columns), where: `line ${row.line}` })),
    warnings,
  );
  for (const row of tooLong) {
    read.refused.push({ where: `line ${row.line}`, reason: CSV_MESSAGES.tooManyValues(row.values.length, header.values.length) });
  }
  read.refused.sort((a, b) => Number(a.where.slice(5)) - Number(b.where.slice(5)));
  return read;
}

/** A value as a CSV field: quoted when it holds the delimiter, a quote, a line break or edge spaces. */
function field(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const line = (values: string[]) => `${values.map(field).join(',')}\r\n`;

/** The description languages of a set of listings: English first, then alphabetical. */
function languagesOf(listings: readonly FeedListing[]): string[] {
  const all = new Set(listings.flatMap((listing) => Object.keys(listing.descriptions)));
  return [...all].sort((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));
}

/** The columns of an export: CSV_FIELDS with one description column per language the listings use. */
function exportColumns(languages: string[]): string[] {
  return CSV_FIELDS.flatMap((column) =>
    column.name === 'description_en' ? languages.map((lang) => `description_${lang}`) : [column.name],
  );
}

function valueOf(listing: FeedListing, column: string): string {
  const lang = DESCRIPTION_COLUMN.exec(column)?.[1];
  if (lang) return listing.descriptions[lang] ?? '';
  if (column === 'photos') return listing.photoUrls.map((url) => url.replaceAll(PHOTO_SEPARATOR, '%7C')).join(PHOTO_SEPARATOR);
  if (column === 'kind') return listing.kind === 'idle' ? 'used' : 'new';
  if (column === 'co_op') return listing.coOp === undefined ? '' : listing.coOp ? 'yes' : 'no';
  const key = FIELD_KEYS[column] as keyof FeedListing;
  const value: unknown = listing[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A dealer's listings as CSV (UTF-8 text, CRLF lines): what parseCsvFeed reads back as the same listings. */
export function toCsv(listings: readonly FeedListing[]): string {
  const languages = languagesOf(listings);
  const columns = exportColumns(languages.length > 0 ? languages : ['en']);
  return line(columns) + listings.map((listing) => line(columns.map((column) => valueOf(listing, column)))).join('');
}

/** The downloadable template: the header and one example line. */
export function csvTemplate(): string {
  return line(CSV_FIELDS.map((column) => column.name)) + line(CSV_FIELDS.map((column) => column.example));
}

/** The field list as a markdown table, for the page that explains the template. */
export function csvFieldsMarkdown(): string {
  const rows = CSV_FIELDS.map(
    (column) =>
      `| \`${column.name}\` | ${column.required ? 'yes' : 'no'} | ${column.holds.replaceAll('|', '\\|')} | ${column.example.replaceAll('|', '\\|')} |`,
  );
  return ['| Column | Required | What it holds | Example |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
