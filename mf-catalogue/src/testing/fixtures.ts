// Test support: yachts as the api answers them, with just enough variety for the pages.
import type {
  CatalogueFilters,
  Dealer,
  DealerSummary,
  NewYachtDetail,
  UsedYachtDetail,
  YachtListPage,
  YachtSummary,
} from '@yachts/contracts/catalogue';

export function summary(overrides: Partial<YachtSummary> = {}): YachtSummary {
  const id = overrides.id ?? 101;
  const kind = overrides.kind ?? 'new';
  const slug = overrides.slug ?? 'beneteau-oceanis-46-1';
  return {
    kind,
    id,
    slug,
    url: kind === 'idle' ? `/yachts/used/${id}-${slug}` : `/yachts/${id}-${slug}`,
    builder: 'Beneteau',
    model: 'Oceanis 46.1',
    modelLine: 'Oceanis',
    type: 'sail',
    year: 2025,
    lengthM: 14.6,
    cabins: 3,
    berths: 6,
    fuel: 'diesel',
    price: 389000,
    currency: 'EUR',
    location: 'La Rochelle',
    country: 'FR',
    imageUrl: `/uploads/seed/${slug}-1.jpg`,
    photoCount: 6,
    listedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function listPage(items: YachtSummary[], total = items.length, page = 1, pageSize = 24, totalCapped = false): YachtListPage {
  return { items, total, page, pageSize, sort: 'newest', totalCapped };
}

/** A filter group's values with how many yachts each has, in the order given, as the api lists them. */
export function countsOf(byName: Record<string, number>): CatalogueFilters['types'] {
  return Object.entries(byName).map(([name, count]) => ({ name, count }));
}

export const FILTERS: CatalogueFilters = {
  types: countsOf({ sail: 61, motor: 31, catamaran: 9, superyacht: 2 }),
  builders: countsOf({ Beneteau: 42, Jeanneau: 38, Princess: 12 }),
  models: [],
  fuels: countsOf({ diesel: 95, petrol: 6, electric: 1, hybrid: 1 }),
  hulls: countsOf({ grp: 90, aluminium: 5, steel: 4, wood: 3, carbon: 1 }),
  conditions: [],
  countries: countsOf({ ES: 30, FR: 18 }),
  locations: [
    { name: 'Palma de Mallorca', country: 'ES', count: 30 },
    { name: 'Antibes', country: 'FR', count: 18 },
  ],
  lengthM: { min: 8.5, max: 62 },
  price: { min: 95000, max: 48000000 },
  year: { min: 1998, max: 2026 },
};

export function newDetail(overrides: Partial<NewYachtDetail> = {}): NewYachtDetail {
  return {
    ...summary({ kind: 'new' }),
    beamM: 4.5,
    draftM: 2.3,
    engines: '1 × Yanmar 57 hp',
    hullMaterial: 'grp',
    topSpeedKn: 9,
    cruiseSpeedKn: 7.5,
    description: 'A fast, comfortable cruiser.\n\nThree cabins and two heads.',
    photos: ['/uploads/seed/a.jpg', '/uploads/seed/b.jpg', '/uploads/seed/c.jpg'],
    confirmedAt: '2026-11-20T09:00:00.000Z',
    seller: {
      name: 'Beneteau Yachts',
      kind: 'builder',
      uuid: 'seller-uuid-1',
      avatarUrl: null,
      memberSince: '2021-03-15T00:00:00.000Z',
      country: 'FR',
      dealerUrl: '/dealers/beneteau-yachts',
      verified: false,
      trader: null,
      responseTime: null,
    },
    followers: 12,
    updatedAt: '2026-10-02T09:00:00.000Z',
    ...overrides,
    kind: 'new',
  };
}

/** The used Hallberg-Rassy 40C (idle 7) in a list. */
export function usedSummary(overrides: Partial<YachtSummary> = {}): YachtSummary {
  return summary({
    kind: 'idle',
    id: 7,
    slug: 'hallberg-rassy-40c-2012',
    builder: 'Hallberg-Rassy',
    model: '40C',
    year: 2012,
    currency: 'GBP',
    price: 265000,
    ...overrides,
  });
}

export function usedDetail(overrides: Partial<UsedYachtDetail> = {}): UsedYachtDetail {
  return {
    ...usedSummary(),
    beamM: 3.9,
    draftM: 1.99,
    engines: '1 × Volvo Penta D2-55',
    hullMaterial: 'grp',
    topSpeedKn: null,
    cruiseSpeedKn: 7,
    description: 'Well kept by one owner.',
    photos: ['/uploads/seed/h1.jpg'],
    confirmedAt: '2026-11-18T09:00:00.000Z',
    seller: null,
    followers: 0,
    updatedAt: '2026-10-02T09:00:00.000Z',
    condition: 'good',
    engineHours: 2150,
    priceHistory: [
      { price: 289000, currency: 'GBP', changedAt: '2025-09-01T00:00:00.000Z' },
      { price: 265000, currency: 'GBP', changedAt: '2026-03-12T00:00:00.000Z' },
    ],
    ...overrides,
    kind: 'idle',
  };
}

/** A dealer in the directory (decision 028). */
export function dealerSummary(overrides: Partial<DealerSummary> = {}): DealerSummary {
  const slug = overrides.slug ?? 'azure-coast-yachting';
  return {
    slug,
    name: 'Azure Coast Yachting',
    category: 'dealer',
    url: `/dealers/${slug}`,
    city: 'Antibes',
    country: 'FR',
    logoUrl: null,
    listings: { new: 3, idle: 12 },
    ...overrides,
  };
}

/** A dealer's page as the api answers it. */
export function dealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    ...dealerSummary(overrides),
    address: 'Port Vauban, Quai des Pêcheurs, 06600 Antibes',
    email: 'sales@azure-coast.example',
    phone: '+33 4 93 00 10 20',
    website: 'https://www.azure-coast-yachting.example',
    languages: ['English', 'French', 'Italian'],
    about: 'Dealer for French production yards on the Côte d’Azur.\n\nA brokerage desk in Antibes takes used yachts too.',
    openingHours: 'Monday to Friday 9:00-18:00\nSaturday 10:00-13:00',
    memberSince: '2021-03-15T00:00:00.000Z',
    verified: true,
    trader: {
      name: 'Azure Coast Yachting',
      address: 'Port Vauban, Quai des Pêcheurs, 06600 Antibes',
      country: 'FR',
      email: 'sales@azure-coast.example',
      phone: '+33 4 93 00 10 20',
      tradeRegister: 'RCS Antibes 812 345 678',
      verifiedAt: '2026-10-01T09:00:00.000Z',
    },
    responseTime: 'usually replies within 3 hours',
    ...overrides,
  };
}
