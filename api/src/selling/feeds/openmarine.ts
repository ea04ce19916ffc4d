// A dealer's stock as an OpenMarine XML feed (the brokers' exchange format, openmarine.org): parseOpenMarine reads
// open_marine/broker/adverts/advert into FeedListing records, lengths in feet converted to metres; toOpenMarine
// writes listings back in the same shape, which parseOpenMarine reads as the same listings (the dealer's export).
// Where the standard names nothing we need (condition, a shared listing, our engines text), we use an item of our
// own name in the section it belongs to; see README.md.
import { checkFeedRecords, yachtTypeOf, type FeedListing, type FeedRead, type RawFeedListing } from './feed-listing';
import { childOf, childrenOf, declaresDoctype, escapeXml, readXml, XML_MESSAGES, XmlError, type XmlElement } from './xml-reader';

export const OPENMARINE_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024)} KB.`,
  encoding: (name: string) => `The file is in the ${name} encoding; please send UTF-8.`,
  notOpenMarine: (root: string) => `The file is not an OpenMarine feed: it starts with <${root}>, not <open_marine>.`,
  sold: (where: string) => `${where} is marked sold and was left out.`,
  unit: (name: string, unit: string) => `The ${name} is given in "${unit}"; please give metres or feet.`,
} as const;

const FEET_TO_METRES = 0.3048;

/** Language names feeds write instead of codes. */
const LANGUAGE_CODES: Record<string, string> = {
  english: 'en',
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  dutch: 'nl',
  portuguese: 'pt',
  swedish: 'sv',
  danish: 'da',
  norwegian: 'no',
  finnish: 'fi',
  greek: 'el',
  russian: 'ru',
  polish: 'pl',
  croatian: 'hr',
  turkish: 'tr',
};

const languageCode = (value: string | undefined) => {
  const lower = (value ?? '').trim().toLowerCase();
  return LANGUAGE_CODES[lower] ?? lower;
};

/** The text of `<item name="...">` in a section (OpenMarine's way of naming boat features). */
function item(section: XmlElement | undefined, name: string): XmlElement | undefined {
  return childrenOf(section, 'item').find((entry) => entry.attributes.name === name);
}

const textOf = (element: XmlElement | undefined) => element?.text.trim() || undefined;

/** A dimension in metres: a number given in metres (the default) or feet, rounded to the centimetre. */
function metres(element: XmlElement | undefined, reasons: string[]): string | number | undefined {
  const value = textOf(element);
  if (value === undefined || element === undefined) return undefined;
  const unit = (element.attributes.unit ?? 'metres').trim().toLowerCase();
  if (['metres', 'meters', 'metre', 'meter', 'm', ''].includes(unit)) return value;
  if (!['feet', 'foot', 'ft'].includes(unit)) {
    reasons.push(OPENMARINE_MESSAGES.unit(element.attributes.name ?? element.name, unit));
    return undefined;
  }
  const feet = Number(value);
  return /^\d+(\.\d+)?$/.test(value) ? Math.round(feet * FEET_TO_METRES * 100) / 100 : value;
}

/** The photos: media of an image type (or of no stated type), the primary one first. */
function photosOf(advert: XmlElement): string[] {
  const media = childrenOf(childOf(advert, 'advert_media'), 'media').filter((entry) => {
    const type = entry.attributes.type?.trim().toLowerCase();
    return type === undefined || type === '' || type.startsWith('image/') || type === 'image';
  });
  const primary = (entry: XmlElement) => ['1', 'true', 'yes'].includes((entry.attributes.primary ?? '').toLowerCase());
  return [...media.filter(primary), ...media.filter((entry) => !primary(entry))].map((entry) => entry.text.trim());
}

function descriptionsOf(features: XmlElement | undefined, feedLanguage: string): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const desc of childrenOf(childOf(features, 'marketing_descs'), 'marketing_desc')) {
    const lang = languageCode(desc.attributes.language) || feedLanguage;
    descriptions[lang] = descriptions[lang] ? `${descriptions[lang]}\n\n${desc.text.trim()}` : desc.text.trim();
  }
  return descriptions;
}

/** The engines as one text: ours when the feed has it, else made of the standard's engine items. */
function enginesOf(engine: XmlElement | undefined): string | undefined {
  const own = textOf(item(engine, 'engines'));
  if (own !== undefined) return own;
  const quantity = textOf(item(engine, 'engine_quantity'));
  const make = [textOf(item(engine, 'engine_manufacturer')), textOf(item(engine, 'engine_model'))].filter(Boolean).join(' ');
  const power = textOf(item(engine, 'horse_power'));
  if (!make && !power) return undefined;
  return `${quantity && quantity !== '1' ? `${quantity} x ` : ''}${make || 'Engine'}${power ? ` (${power} hp)` : ''}`;
}

function rawOf(advert: XmlElement, feedLanguage: string, reasons: string[]): RawFeedListing {
  const features = childOf(advert, 'advert_features');
  const boat = childOf(advert, 'boat_features');
  const dimensions = childOf(boat, 'dimensions');
  const build = childOf(boat, 'build');
  const engine = childOf(boat, 'engine');
  const accommodation = childOf(boat, 'accommodation');
  const other = childOf(features, 'other');
  const lying = childOf(features, 'vessel_lying');
  const price = childOf(features, 'asking_price') ?? childOf(features, 'price');
  const poa = ['1', 'true', 'yes'].includes((price?.attributes.poa ?? '').toLowerCase());
  const boatType = textOf(childOf(features, 'boat_type'));
  return {
    ref: advert.attributes.ref ?? textOf(childOf(advert, 'ref')),
    kind: textOf(childOf(features, 'new_or_used')),
    builder: textOf(childOf(features, 'manufacturer')) ?? textOf(item(build, 'builder')),
    model: textOf(childOf(features, 'model')) ?? textOf(item(build, 'model')),
    year: textOf(item(build, 'year')),
    lengthM: metres(item(dimensions, 'loa'), reasons),
    beamM: metres(item(dimensions, 'beam'), reasons),
    draftM: metres(item(dimensions, 'draft'), reasons),
    hullMaterial: textOf(item(build, 'hull_material')) ?? textOf(item(build, 'hull_construction')),
    fuel: textOf(item(engine, 'fuel')),
    // The category ("Catamaran") says more than the type ("Sail") when it is one of ours.
    yachtType: yachtTypeOf(textOf(childOf(features, 'boat_category'))) ?? boatType,
    cabins: textOf(item(accommodation, 'cabins')),
    berths: textOf(item(accommodation, 'berths')),
    engines: enginesOf(engine),
    engineHours: textOf(item(engine, 'hours')),
    price: poa ? undefined : textOf(price),
    currency: price?.attributes.currency,
    condition: textOf(item(boat, 'condition')),
    location: textOf(lying),
    country: lying?.attributes.country,
    descriptions: descriptionsOf(features, feedLanguage),
    photoUrls: photosOf(advert),
    coOp: textOf(item(other, 'co_op')),
  };
}

/** Text from the bytes, in the encoding the declaration names (UTF-8 unless it names another). */
function decode(input: string | Buffer): string | { reason: string } {
  if (typeof input === 'string') return input;
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(input.subarray(0, 200).toString('latin1'))?.[1];
  const encoding = (declared ?? 'utf-8').toLowerCase();
  if (['utf-8', 'utf8'].includes(encoding)) return input.toString('utf8');
  if (['iso-8859-1', 'latin1', 'windows-1252', 'cp1252', 'iso-8859-15'].includes(encoding)) {
    return new TextDecoder(encoding === 'iso-8859-15' ? 'iso-8859-15' : 'windows-1252').decode(input);
  }
  return { reason: OPENMARINE_MESSAGES.encoding(declared ?? encoding) };
}

/**
 * An OpenMarine feed read and checked. Refused whole only when it cannot be read: larger than `maxBytes`, a DOCTYPE
 * or entity declaration, not well-formed, another format. Otherwise each advert is a listing or a refusal
 * ("advert 3 (ref AB-12)"); an advert marked sold is left out with a warning (a full feed's import withdraws it).
 */
export function parseOpenMarine(input: string | Buffer, options: { maxBytes: number }): FeedRead {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > options.maxBytes) return { ok: false, reason: OPENMARINE_MESSAGES.tooLarge(options.maxBytes) };
  const text = decode(input);
  if (typeof text !== 'string') return { ok: false, reason: text.reason };
  if (declaresDoctype(text)) return { ok: false, reason: XML_MESSAGES.doctype };
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, reason: error.message };
    throw error;
  }
  if (root.name !== 'open_marine') return { ok: false, reason: OPENMARINE_MESSAGES.notOpenMarine(root.name) };
  const feedLanguage = /^[a-z]{2}$/.test(languageCode(root.attributes.language)) ? languageCode(root.attributes.language) : 'en';
  const adverts = [...childrenOf(root, 'broker'), root].flatMap((parent) => childrenOf(childOf(parent, 'adverts'), 'advert'));
  const warnings: string[] = [];
  const records: { raw: RawFeedListing; where: string }[] = [];
  const unitRefusals: { where: string; reason: string }[] = [];
  adverts.forEach((advert, index) => {
    const ref = advert.attributes.ref ?? textOf(childOf(advert, 'ref'));
    const where = `advert ${index + 1}${ref ? ` (ref ${ref})` : ''}`;
    if ((advert.attributes.status ?? '').trim().toLowerCase() === 'sold') {
      warnings.push(OPENMARINE_MESSAGES.sold(where));
      return;
    }
    const reasons: string[] = [];
    const raw = rawOf(advert, feedLanguage, reasons);
    if (reasons.length > 0) unitRefusals.push({ where, reason: reasons.join(' ') });
    else records.push({ raw, where });
  });
  const read = checkFeedRecords(records, warnings);
  read.refused.push(...unitRefusals);
  read.refused.sort((a, b) => Number(/\d+/.exec(a.where)?.[0]) - Number(/\d+/.exec(b.where)?.[0]));
  return read;
}

/** A media type for a photo address, from its extension (JPEG unless it says otherwise). */
function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'webp') return 'image/webp';
  if (extension === 'gif') return 'image/gif';
  return 'image/jpeg';
}

const element = (name: string, value: string | number | undefined, attributes = '') =>
  value === undefined ? [] : [`<${name}${attributes}>${escapeXml(String(value))}</${name}>`];
const itemLine = (name: string, value: string | number | undefined, attributes = '') =>
  element('item', value, ` name="${name}"${attributes}`);
const section = (name: string, lines: string[]) =>
  lines.length === 0 ? [] : [`<${name}>`, ...lines.map((line) => `  ${line}`), `</${name}>`];

function advertXml(listing: FeedListing): string[] {
  const media = listing.photoUrls.map(
    (url, index) => `<media type="${imageType(url)}"${index === 0 ? ' primary="1"' : ''}>${escapeXml(url)}</media>`,
  );
  const features = [
    ...element('boat_type', listing.yachtType),
    ...element('new_or_used', listing.kind === 'idle' ? 'Used' : 'New'),
    ...element('vessel_lying', listing.location, ` country="${escapeXml(listing.country)}"`),
    ...element('asking_price', listing.price, ` currency="${listing.currency}" poa="0"`),
    ...section(
      'marketing_descs',
      Object.entries(listing.descriptions).flatMap(([lang, text]) => element('marketing_desc', text, ` language="${escapeXml(lang)}"`)),
    ),
    ...element('manufacturer', listing.builder),
    ...element('model', listing.model),
    ...section('other', itemLine('co_op', listing.coOp === undefined ? undefined : listing.coOp ? 'yes' : 'no')),
  ];
  const metre = ' unit="metres"';
  const boat = [
    ...itemLine('condition', listing.condition),
    ...section('accommodation', [...itemLine('cabins', listing.cabins), ...itemLine('berths', listing.berths)]),
    ...section('dimensions', [
      ...itemLine('loa', listing.lengthM, metre),
      ...itemLine('beam', listing.beamM, metre),
      ...itemLine('draft', listing.draftM, metre),
    ]),
    ...section('build', [
      ...itemLine('builder', listing.builder),
      ...itemLine('year', listing.year),
      ...itemLine('hull_material', listing.hullMaterial),
    ]),
    ...section('engine', [
      ...itemLine('engines', listing.engines),
      ...itemLine('fuel', listing.fuel),
      ...itemLine('hours', listing.engineHours),
    ]),
  ];
  return [
    `<advert ref="${escapeXml(listing.ref)}" status="Available">`,
    ...[...section('advert_media', media), ...section('advert_features', features), ...section('boat_features', boat)].map(
      (line) => `  ${line}`,
    ),
    '</advert>',
  ];
}

/** A dealer's listings as an OpenMarine feed (UTF-8 text), which parseOpenMarine reads back as the same listings. */
export function toOpenMarine(
  listings: readonly FeedListing[],
  options: { brokerName?: string; brokerCode?: string; date?: Date } = {},
): string {
  const adverts = listings.flatMap(advertXml).map((line) => `      ${line}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<open_marine version="1.7" language="en" origin="yacht-marketplace" date="${(options.date ?? new Date()).toISOString()}">`,
    `  <broker code="${escapeXml(options.brokerCode ?? '')}">`,
    `    <broker_details><company_name>${escapeXml(options.brokerName ?? '')}</company_name></broker_details>`,
    '    <adverts>',
    ...adverts,
    '    </adverts>',
    '  </broker>',
    '</open_marine>',
    '',
  ].join('\n');
}
