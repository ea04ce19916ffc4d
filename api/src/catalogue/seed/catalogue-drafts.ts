// Listings drafted from the model catalogue (catalogue-data.ts), the same way for the seed (a few hundred) and the
// benchmark generator (100,000): years, hours, condition, port, an asking price depreciated from the price new,
// a price history with reductions, a description written from the specifications, and the seed pictures. Every
// draft comes from a seeded random sequence, so a given seed always drafts the same catalogue.
import { EUR_PER_UNIT, toEur, type Condition, type Currency, type YachtType } from '@yachts/contracts/catalogue';
import {
  BROKER_BY_COUNTRY,
  NEW_MODELS,
  OLDER_MODELS,
  PORTS,
  PRIVATE_SELLERS,
  SELLERS,
  currencyOf,
  type ModelSpec,
  type NewModel,
  type Port,
} from './catalogue-data';
import { createRandom, type Random } from '../../seed/prng';
import { slugify } from '../../seed/slug';
import { motorStyleFor, picturesForYacht } from './yacht-pictures';

const DAY_MS = 24 * 3600 * 1000;

interface ListingBase extends ModelSpec {
  slug: string;
  year: number;
  location: string;
  country: string;
  description: string;
  photos: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface NewYachtDraft extends ListingBase {
  basePrice: number;
  currency: Currency;
  priceEur: number;
  /** A key of SELLERS. */
  seller: string;
}

export interface PriceDraft {
  price: number;
  currency: Currency;
  changedAt: Date;
}

export interface UsedYachtDraft extends ListingBase {
  engineHours: number | null;
  price: number;
  currency: Currency;
  priceEur: number;
  condition: Condition;
  /** A broker's key of SELLERS, or a key of PRIVATE_SELLERS prefixed "private:". */
  seller: string;
  /** Oldest first; the last is the asking price. */
  priceHistory: PriceDraft[];
}

export function galleryFor(
  model: Pick<ModelSpec, 'type' | 'builder' | 'model' | 'modelLine' | 'lengthM' | 'fuel'>,
  slug: string,
): string[] {
  return picturesForYacht(model.type, slug, model.type === 'motor' ? { style: motorStyleFor(model) } : {});
}

// ---------------------------------------------------------------------------------------------------------------
// Words

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
];
const words = (n: number) => NUMBER_WORDS[n] ?? String(n);
const plural = (n: number, noun: string) => `${words(n)} ${noun}${n === 1 ? '' : 's'}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const thousands = (n: number) => n.toLocaleString('en-GB');

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const TYPE_NOUNS: Record<YachtType, readonly string[]> = {
  sail: ['sailing yacht', 'cruiser', 'yacht'],
  motor: ['motor yacht', 'motor cruiser', 'boat'],
  catamaran: ['catamaran', 'cat', 'cruising catamaran'],
  superyacht: ['superyacht', 'yacht', 'motor yacht'],
};

const KIT: Record<YachtType, readonly string[]> = {
  sail: [
    'in-mast furling',
    'electric primary winches',
    'a bow thruster',
    'solar panels on a stern arch',
    'a watermaker',
    'a lithium house bank',
    'a Code 0 on a furler',
    'an asymmetric spinnaker in a snuffer',
    'B&G instruments and autopilot',
    'a new sprayhood and bimini',
    'a teak-laid cockpit',
    'a generator',
    'air conditioning',
    'diesel heating',
    'an AIS transponder',
    'a liferaft in date',
    'a tender with an electric outboard',
    'a chartplotter at each wheel',
    'a windlass with a remote at the helm',
  ],
  motor: [
    'a Seakeeper gyro stabiliser',
    'a hydraulic bathing platform',
    'a generator',
    'air conditioning throughout',
    'joystick docking',
    'underwater lights',
    'a tender and davits',
    'a jet ski',
    'teak decks in the cockpit',
    'bow and stern thrusters',
    'a glass-bridge helm',
    'a thermal night camera',
    'a watermaker',
    'an ice maker and wine fridge',
    'a barbecue on the flybridge',
    'a passerelle',
    'Starlink internet',
    'new canopies',
    'an upgraded sound system',
  ],
  catamaran: [
    'a solar arch with 1,200 W of panels',
    'a watermaker',
    'a lithium battery bank',
    'a generator',
    'air conditioning in every cabin',
    'davits with a tender and outboard',
    'a flybridge sun pad',
    'electric winches',
    'a Code 0',
    'a washer-dryer',
    'a 3 kW inverter',
    'cushions for the forward cockpit',
    'electric heads',
    'a chest freezer',
  ],
  superyacht: [
    'zero-speed stabilisers',
    'a beach club with a sauna',
    'a gym on the lower deck',
    'a spa pool on the sun deck',
    'two tenders and four jet skis',
    'a cinema',
    'a touch-and-go helipad',
    'Starlink and VSAT connections',
    'a wine cellar',
    'a fold-out balcony in the owner’s suite',
    'a recent class renewal',
    'fresh paint from a refit',
  ],
};

const WORK_SAIL = [
  'standing rigging replaced in {y}',
  'a new mainsail and genoa in {y}',
  'the engine serviced in {y}',
  'saildrive seals renewed in {y}',
  'new batteries in {y}',
  'new cushions and canvas in {y}',
  'the teak deck re-caulked in {y}',
  'new antifouling this spring',
];
const WORK_MOTOR = [
  'engines serviced by the agent in {y}',
  'new propellers in {y}',
  'the generator overhauled in {y}',
  'canopies renewed in {y}',
  'upholstery renewed in {y}',
  'new batteries in {y}',
  'shaft seals and cutless bearings in {y}',
  'new antifouling this spring',
];
const WORK_SUPER = [
  'a shipyard period in {y}',
  'a full repaint in {y}',
  'engine top-end overhauls in {y}',
  'new interior soft furnishings in {y}',
];
const TIRED = [
  'new sails',
  'cosmetic work on the gelcoat',
  'new cushions',
  'an electronics upgrade',
  'fresh varnish below',
  'new canvas',
  'some deck hardware rebedded',
];
const PROJECT = [
  'the engine needs a rebuild',
  'the teak deck needs replacing',
  'the hull would benefit from osmosis treatment',
  'the standing rigging is due',
  'the wiring needs sorting out',
  'she has been laid up ashore for several years',
];
const OWNERSHIP = [
  'One owner from new',
  'Second owner',
  'Privately owned and never chartered',
  'In the same family for {n} years',
  'Kept by a careful owner',
];
const CHARTER_BUILDERS = new Set(['Beneteau', 'Jeanneau', 'Bavaria', 'Dufour', 'Hanse', 'Lagoon', 'Bali', 'Fountaine Pajot', 'Leopard']);
const US_BUILDERS = new Set(['Sea Ray', 'Boston Whaler', 'Grand Banks', 'Sirena']);
const NORTHERN = new Set(['DE', 'DK', 'SE', 'NO', 'NL', 'GB']);

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function specSentence(model: ModelSpec, random: Random): string {
  const speed =
    model.cruiseSpeedKn && model.topSpeedKn && model.type !== 'sail' && model.type !== 'catamaran'
      ? random.pick([
          ` for ${model.cruiseSpeedKn} knots at cruise and ${model.topSpeedKn} flat out`,
          `, cruising at ${model.cruiseSpeedKn} knots (top speed ${model.topSpeedKn})`,
          ` giving a ${model.cruiseSpeedKn}-knot cruise`,
        ])
      : '';
  return `${model.engines}${speed}.`;
}

function layoutSentence(model: ModelSpec, random: Random): string {
  if (model.cabins === 0) return `Open layout with ${plural(model.berths, 'berth')} on the sun pads and a dry locker under the console.`;
  return random.pick([
    `${capitalise(plural(model.cabins, 'cabin'))} and ${plural(model.berths, 'berth')}.`,
    `${capitalise(words(model.cabins))}-cabin, ${words(model.berths)}-berth layout${model.cabins >= 3 ? ' with the owner’s cabin forward' : ''}.`,
    `Sleeps ${words(model.berths)} in ${plural(model.cabins, 'cabin')}.`,
  ]);
}

/** The new-listing text: the model's own line, then the year, the engines and the layout. */
export function describeNewYacht(model: NewModel, year: number, random: Random): string {
  const lead = random.pick([`Model year ${year}:`, `${year} model with`, `For ${year}:`]);
  const engines = specSentence(model, random);
  return `${model.description} ${lead} ${engines} ${layoutSentence(model, random)}`;
}

function describeUsedYacht(
  model: ModelSpec & { note: string },
  listing: { year: number; port: Port; condition: Condition; engineHours: number | null; currentYear: number },
  random: Random,
): string {
  const { year, port, condition, engineHours, currentYear } = listing;
  const noun = random.pick(TYPE_NOUNS[model.type]);
  const name = `${model.builder} ${model.model}`;
  const conditionWords: Record<Condition, readonly string[]> = {
    excellent: ['in excellent condition', 'in superb order', 'presented as new'],
    good: ['in good condition', 'well maintained', 'in good order throughout'],
    fair: ['in fair condition', 'sound but showing her age', 'ready for some love'],
    project: ['offered as a project', 'in need of work', 'priced for a refit'],
  };
  const state = random.pick(conditionWords[condition]);
  const opening = random.pick([
    `${year} ${name} lying in ${port.name}, ${state}.`,
    `This ${name} was built in ${year} and lies in ${port.name}, ${state}.`,
    `${name}: a ${noun} from the ${model.modelLine || model.builder} range, built in ${year} and ${state}, now in ${port.name}.`,
    `${name} (${year}), kept in ${port.name} and ${state}.`,
  ]);
  const age = currentYear - year;
  const history =
    CHARTER_BUILDERS.has(model.builder) && age >= 5 && random.chance(0.3)
      ? 'Ex-charter, with a full service history'
      : random.pick(OWNERSHIP);
  const ownership = `${fill(history, { n: Math.max(2, Math.min(age, random.int(3, 15))) })}.`;
  const hours =
    engineHours === null
      ? `${specSentence(model, random)}`
      : `${model.engines} with ${thousands(engineHours)} hours${model.cruiseSpeedKn && model.type !== 'sail' && model.type !== 'catamaran' ? `; cruises at ${model.cruiseSpeedKn} knots` : ''}.`;
  const workYear = () => String(currentYear - random.int(0, Math.min(4, Math.max(0, age))));
  let care: string;
  if (condition === 'project') {
    care = `Sold as seen: ${random.pick(PROJECT)}, and the price reflects it.`;
  } else if (condition === 'fair') {
    care = `Sound, but she would benefit from ${listOf(random.sample(TIRED, 2))}.`;
  } else {
    const pool = model.type === 'superyacht' ? WORK_SUPER : model.type === 'sail' || model.type === 'catamaran' ? WORK_SAIL : WORK_MOTOR;
    care = `Recent work includes ${listOf(random.sample(pool, random.int(2, 3)).map((item) => fill(item, { y: workYear() })))}.`;
  }
  const kit = `Equipped with ${listOf(random.sample(KIT[model.type], random.int(3, 4)))}.`;
  const us = port.country === 'US' || port.country === 'AG';
  const closing = random.pick(
    us
      ? ['US duty paid.', `Showings in ${port.name} by appointment.`, 'Sea trial after an accepted offer.']
      : [
          'VAT paid in the EU.',
          'VAT paid.',
          'Viewing by appointment.',
          'Sea trial possible after an accepted offer.',
          'Survey welcome.',
          'Part-exchange considered.',
        ],
  );
  const berth = NORTHERN.has(port.country) && random.chance(0.4) ? `Ashore in ${port.name} for the winter; launch on request.` : '';
  return [opening, model.note, layoutSentence(model, random), ownership, hours, care, kit, berth, closing].filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Prices

/** Collectable boats hold value a plain depreciation curve would deny them. */
const VALUE_FLOOR: Record<string, number> = { 'Riva Aquarama': 0.6, 'Contessa 32': 0.25 };
const CONDITION_FACTOR: Record<Condition, number> = { excellent: 1.08, good: 1, fair: 0.85, project: 0.58 };

/** Prices as sellers write them: round steps, often just under a round number (299,000 rather than 300,000). */
export function askingRound(value: number, random: Random): number {
  const step =
    value < 50_000
      ? 500
      : value < 200_000
        ? 1_000
        : value < 1_000_000
          ? 5_000
          : value < 5_000_000
            ? 25_000
            : value < 20_000_000
              ? 100_000
              : 500_000;
  let price = Math.max(step, Math.round(value / step) * step);
  if (price % (step * 10) === 0 && price > step * 10 && random.chance(0.5)) price -= step;
  return price;
}

function usedPrice(refEur: number, model: ModelSpec, age: number, condition: Condition, currency: Currency, random: Random): number {
  let value = refEur * (age <= 1 ? 0.9 : 0.86 * Math.pow(0.935, age - 1));
  value = Math.max(value, refEur * (VALUE_FLOOR[`${model.builder} ${model.model}`] ?? 0.12));
  value *= CONDITION_FACTOR[condition] * random.range(0.9, 1.1);
  return askingRound(value / EUR_PER_UNIT[currency], random);
}

function conditionFor(age: number, random: Random): Condition {
  if (age <= 3)
    return random.weighted<Condition>([
      ['excellent', 7],
      ['good', 3],
    ]);
  if (age <= 10)
    return random.weighted<Condition>([
      ['excellent', 3],
      ['good', 5.5],
      ['fair', 1.5],
    ]);
  if (age <= 25)
    return random.weighted<Condition>([
      ['excellent', 1],
      ['good', 4.5],
      ['fair', 4],
      ['project', 0.5],
    ]);
  return random.weighted<Condition>([
    ['excellent', 0.5],
    ['good', 3],
    ['fair', 4.5],
    ['project', 2],
  ]);
}

function engineHoursFor(type: YachtType, age: number, random: Random): number {
  const perYear = type === 'superyacht' ? random.range(250, 550) : type === 'motor' ? random.range(50, 160) : random.range(40, 110);
  return Math.round((Math.max(0.5, age) * perYear) / 10) * 10;
}

/** 1 to 3 asking prices: the first when listed, then reductions, the last the current one. */
function priceHistory(current: number, currency: Currency, listed: Date, now: number, random: Random): PriceDraft[] {
  const ageDays = (now - listed.getTime()) / DAY_MS;
  let points = random.weighted([
    [1, 5],
    [2, 4],
    [3, 2],
  ] as const);
  while (points > 1 && ageDays < 25 * (points - 1)) points -= 1;
  const prices = [current];
  for (let i = 1; i < points; i += 1) prices.unshift(askingRound(prices[0]! * random.range(1.04, 1.12), random));
  return prices.map((price, i) => ({
    price,
    currency,
    changedAt: i === 0 ? listed : new Date(listed.getTime() + (ageDays * DAY_MS * (i - random.range(0.1, 0.4))) / points),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts

function pickPort(model: ModelSpec, random: Random): Port {
  if (model.type === 'superyacht')
    return random.weighted(PORTS.filter((port) => port.superyacht).map((port) => [port, port.weight] as const));
  if (US_BUILDERS.has(model.builder) && random.chance(0.75)) {
    return random.weighted(PORTS.filter((port) => port.country === 'US').map((port) => [port, port.weight] as const));
  }
  return random.weighted(PORTS.map((port) => [port, port.weight] as const));
}

function pickSeller(model: ModelSpec, port: Port, random: Random): string {
  if (model.type === 'superyacht' && random.chance(0.6)) return 'northsea';
  if (random.chance(0.33)) return `private:${random.pick(PRIVATE_SELLERS).key}`;
  return BROKER_BY_COUNTRY[port.country] ?? random.pick(SELLERS).key;
}

/**
 * One used yacht: a current model a few years old or an older model from its production years. `slugSuffix`
 * makes the slug unique in a large generated catalogue; the seed dedupes its few hundred instead.
 */
export function draftUsedYacht(random: Random, now: number, slugSuffix = ''): UsedYachtDraft {
  const currentYear = new Date(now).getUTCFullYear();
  const fromCatalogue = random.chance(0.45);
  const source = fromCatalogue ? random.pick(NEW_MODELS) : random.pick(OLDER_MODELS);
  let year: number;
  let refEur: number;
  let note: string;
  if ('basePrice' in source) {
    year =
      currentYear -
      random.weighted([
        [1, 4],
        [2, 4],
        [3, 3],
        [4, 2],
        [5, 1.5],
        [6, 1],
      ] as const);
    refEur = toEur(source.basePrice, source.currency);
    note = source.description;
  } else {
    year = random.int(source.builtFrom, Math.min(source.builtTo, currentYear - 1));
    refEur = source.newPriceEur;
    note = source.note;
  }
  const age = currentYear - year;
  const model: ModelSpec = {
    builder: source.builder,
    model: source.model,
    modelLine: source.modelLine,
    type: source.type,
    lengthM: source.lengthM,
    beamM: source.beamM,
    draftM: source.draftM,
    cabins: source.cabins,
    berths: source.berths,
    engines: source.engines,
    fuel: source.fuel,
    hullMaterial: source.hullMaterial,
    topSpeedKn: source.topSpeedKn,
    cruiseSpeedKn: source.cruiseSpeedKn,
  };
  const port = pickPort(model, random);
  const drawn = conditionFor(age, random);
  // Superyachts are crewed and kept up: a young one is never shabby.
  const condition = model.type === 'superyacht' && age <= 12 && (drawn === 'fair' || drawn === 'project') ? 'good' : drawn;
  const engineHours = engineHoursFor(model.type, age, random);
  const currency = currencyOf(port.country);
  const price = usedPrice(refEur, model, age, condition, currency, random);
  // Listed over the last nine months, more of them recently.
  const listed = new Date(now - Math.pow(random.next(), 1.3) * 270 * DAY_MS - random.range(0, 12) * 3600 * 1000);
  const history = priceHistory(price, currency, listed, now, random);
  const slug = slugify(`${model.builder} ${model.model} ${year} ${port.name}${slugSuffix ? ` ${slugSuffix}` : ''}`);
  return {
    ...model,
    slug,
    year,
    engineHours,
    price,
    currency,
    priceEur: toEur(price, currency),
    condition,
    location: port.name,
    country: port.country,
    description: describeUsedYacht({ ...model, note }, { year, port, condition, engineHours, currentYear }, random),
    photos: galleryFor(model, slug),
    seller: pickSeller(model, port, random),
    priceHistory: history,
    createdAt: listed,
    updatedAt: history[history.length - 1]!.changedAt,
  };
}

/** The seed's used yachts: `count` drafts from one sequence, slugs made unique. */
export function draftUsedYachts(count: number, now: number, seed = 'seed:used-yachts'): UsedYachtDraft[] {
  const random = createRandom(seed);
  const seen = new Map<string, number>();
  return Array.from({ length: count }, () => {
    const draft = draftUsedYacht(random, now);
    const n = (seen.get(draft.slug) ?? 0) + 1;
    seen.set(draft.slug, n);
    return n === 1 ? draft : { ...draft, slug: `${draft.slug}-${n}` };
  });
}

/** The seed's new yachts: every current model once, listed a day and a half apart, newest first. */
export function draftNewYachts(now: number): NewYachtDraft[] {
  const random = createRandom('seed:new-yachts');
  const currentYear = new Date(now).getUTCFullYear();
  return NEW_MODELS.map((model, i) => {
    const slug = slugify(`${model.builder} ${model.model}`);
    const year = random.chance(0.15) ? currentYear + 1 : currentYear;
    const createdAt = new Date(now - i * 36 * 3600 * 1000);
    return {
      ...model,
      slug,
      year,
      priceEur: toEur(model.basePrice, model.currency),
      description: describeNewYacht(model, year, random),
      photos: galleryFor(model, slug),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** A generated new-yacht listing: a current model at a dealer's port, with options that move its price. */
export function draftGeneratedNewYacht(random: Random, now: number, slugSuffix: string): NewYachtDraft {
  const model = random.pick(NEW_MODELS);
  const currentYear = new Date(now).getUTCFullYear();
  const year = random.chance(0.2) ? currentYear + 1 : currentYear;
  const port = model.type === 'superyacht' ? pickPort(model, random) : random.chance(0.5) ? null : pickPort(model, random);
  const basePrice = askingRound(model.basePrice * random.range(1, 1.18), random);
  const slug = slugify(`${model.builder} ${model.model} ${slugSuffix}`);
  const createdAt = new Date(now - random.next() * 365 * DAY_MS);
  return {
    ...model,
    slug,
    year,
    basePrice,
    priceEur: toEur(basePrice, model.currency),
    location: port?.name ?? model.location,
    country: port?.country ?? model.country,
    description: describeNewYacht(model, year, random),
    photos: galleryFor(model, slug),
    createdAt,
    updatedAt: createdAt,
  };
}
