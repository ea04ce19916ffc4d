// Records and listings the feed tests share: one good used yacht, changed field by field per test.
import type { FeedListing, RawFeedListing } from './feed-listing';

export const DESCRIPTION = 'A well kept family cruiser with a new teak deck and a recent engine service.';

/** A used yacht as a parser reads it (text), good as it is. */
export function rawListing(overrides: Partial<RawFeedListing> = {}): RawFeedListing {
  return {
    ref: 'AB-12',
    kind: 'used',
    builder: 'Beneteau',
    model: 'Oceanis 46.1',
    year: '2019',
    lengthM: '14.6',
    price: '329000',
    currency: 'EUR',
    condition: 'good',
    location: 'Palma de Mallorca',
    country: 'ES',
    descriptions: { en: DESCRIPTION },
    photoUrls: ['https://dealer.example/photos/1.jpg'],
    ...overrides,
  };
}

/** Checked listings with every field used, for the round trips of the exports. */
export const FULL_LISTINGS: FeedListing[] = [
  {
    ref: 'AB-12',
    kind: 'idle',
    builder: 'Beneteau',
    model: 'Oceanis 46.1 "Owner\'s version", 3 cabins',
    year: 2019,
    lengthM: 14.6,
    beamM: 4.5,
    draftM: 2.25,
    hullMaterial: 'grp',
    fuel: 'diesel',
    yachtType: 'sail',
    cabins: 3,
    berths: 8,
    engines: 'Yanmar 4JH57 | 57 hp',
    engineHours: 850,
    price: 329000,
    currency: 'EUR',
    condition: 'good',
    location: 'Palma de Mallorca',
    country: 'ES',
    descriptions: {
      en: `${DESCRIPTION}\nSecond paragraph with <angle> & "quotes", commas, and a line break.`,
      de: 'Ein gepflegter Familienkreuzer mit neuem Teakdeck und frisch gewartetem Motor.',
    },
    photoUrls: ['https://dealer.example/photos/1.jpg', 'https://dealer.example/photos/2.jpg?size=large&v=2'],
    coOp: true,
  },
  {
    ref: 'NEW-7',
    kind: 'new',
    builder: 'Princess',
    model: 'F50',
    year: 2026,
    lengthM: 15.7,
    price: 1450000,
    currency: 'GBP',
    location: 'Plymouth',
    country: 'GB',
    descriptions: { fr: 'Un yacht à moteur neuf, livrable au printemps, équipé de stabilisateurs.' },
    photoUrls: ['http://dealer.example/f50.png'],
    coOp: false,
  },
];
