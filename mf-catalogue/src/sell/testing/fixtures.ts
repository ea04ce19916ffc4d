// Test support: answers shaped as contracts/selling.ts says the api gives them.
import {
  CONDITION_LABELS,
  CURRENCIES,
  FUEL_LABELS,
  HULL_LABELS,
  LISTING_FRESHNESS,
  LISTING_LINK_MESSAGES,
  YACHT_TYPE_LABELS,
  type ListingLinkPreview,
  type ListingLinkResult,
} from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import type { WithdrawnListing } from '@yachts/contracts/wire/listing-reports';
import {
  SELL_LIMITS,
  type EntryApplication,
  type ListingEnquiry,
  type MyListing,
  type MyListingDetail,
  type SellApplicationDetail,
  type SellApplicationSummary,
  type SellApplicationValues,
  type SellParameters,
} from '@yachts/contracts/selling';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const PARAMETERS: SellParameters = {
  types: options(YACHT_TYPE_LABELS),
  fuels: options(FUEL_LABELS),
  hulls: options(HULL_LABELS),
  conditions: options(CONDITION_LABELS),
  currencies: [...CURRENCIES],
  builders: ['Beneteau', 'Princess', 'Sunseeker'],
  limits: SELL_LIMITS,
};

export const DESCRIPTION = 'A well kept flybridge yacht with a new teak deck, three cabins and a crew cabin aft.';

export const USED_VALUES: SellApplicationValues['values'] = {
  builder: 'Princess',
  model: 'F55',
  model_line: 'F Class',
  type: 'motor',
  year: 2019,
  length_m: 17.3,
  beam_m: 4.7,
  draft_m: 1.3,
  cabins: 3,
  berths: 6,
  engines: '2 × Volvo Penta D13 900',
  fuel: 'diesel',
  hull_material: 'grp',
  top_speed_kn: 32,
  cruise_speed_kn: null,
  price: 1150000,
  currency: 'GBP',
  location: 'Port Solent',
  country: 'GB',
  description: DESCRIPTION,
  photos: ['/uploads/2026/11/f55-a.jpg', '/uploads/2026/11/f55-b.jpg'],
  engine_hours: 640,
  condition: 'excellent',
};

export function summary(overrides: Partial<SellApplicationSummary> = {}): SellApplicationSummary {
  return {
    id: 12,
    kind: 'idle',
    status: 'submitted',
    title: 'Princess F55',
    year: 2019,
    price: 1150000,
    currency: 'GBP',
    coverUrl: '/uploads/2026/11/f55-a.jpg',
    listingUrl: null,
    reason: null,
    createdAt: '2026-11-02T09:30:00.000Z',
    updatedAt: '2026-11-02T09:30:00.000Z',
    editable: true,
    ...overrides,
  };
}

export function page<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 10, ...overrides };
}

export function detail(overrides: Partial<SellApplicationDetail> = {}): SellApplicationDetail {
  return {
    ...summary(),
    values: USED_VALUES,
    progress: [{ status: 'submitted', label: 'Submitted', note: null, at: '2026-11-02T09:30:00.000Z' }],
    ...overrides,
  };
}

export function listing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    kind: 'idle',
    id: 301,
    applicationId: 12,
    title: 'Princess F55',
    url: '/yachts/used/301-princess-f55',
    coverUrl: '/uploads/2026/11/f55-a.jpg',
    price: 1150000,
    currency: 'GBP',
    listedAt: '2026-11-05T10:00:00.000Z',
    followers: 14,
    enquiries: 3,
    status: 'listed',
    confirmedAt: '2026-11-05T10:00:00.000Z',
    unlistsAt: '2027-01-04T10:00:00.000Z',
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** The dates of a listing last confirmed `days` ago, as the api gives them (it leaves unlistDays after). */
export function confirmedDaysAgo(days: number, now = Date.now()): Pick<MyListing, 'confirmedAt' | 'unlistsAt'> {
  const confirmed = now - days * DAY_MS;
  return {
    confirmedAt: new Date(confirmed).toISOString(),
    unlistsAt: new Date(confirmed + LISTING_FRESHNESS.unlistDays * DAY_MS).toISOString(),
  };
}

export function linkPreview(overrides: Partial<ListingLinkPreview> = {}): ListingLinkPreview {
  return { action: 'withdraw', name: 'Princess F55', status: 'listed', ...overrides };
}

export function linkResult(overrides: Partial<ListingLinkResult> = {}): ListingLinkResult {
  return {
    name: 'Princess F55',
    url: '/yachts/used/301-princess-f55',
    status: 'listed',
    message: LISTING_LINK_MESSAGES.confirmed('Princess F55'),
    ...overrides,
  };
}

export function enquiry(overrides: Partial<ListingEnquiry> = {}): ListingEnquiry {
  return {
    id: 1,
    email: 'buyer@example.com',
    areaCode: '44',
    mobile: '7700900123',
    content: 'Is she still available for a viewing next week?',
    createdAt: '2026-11-06T14:05:00.000Z',
    ...overrides,
  };
}

export function listingDetail(items: ListingEnquiry[], overrides: Partial<Page<ListingEnquiry>> = {}): MyListingDetail {
  return { ...listing(), enquiriesList: page(items, overrides) };
}

export function entry(overrides: Partial<EntryApplication> = {}): EntryApplication {
  return {
    id: 4,
    type: 'business',
    category: 'dealer',
    status: 'submitted',
    companyName: 'Riviera Yachts Ltd',
    contactName: 'Tom Reed',
    email: 'tom@riviera.example',
    country: 'GB',
    website: null,
    reason: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** A listing our team withdrew, as the seller's withdrawals call gives it: no second look asked. */
export const withdrawn = (overrides: Partial<WithdrawnListing> = {}): WithdrawnListing => ({
  kind: 'idle',
  id: 57,
  name: 'Hallberg-Rassy 44',
  reason: 'We could not confirm you own the yacht.',
  withdrawn_at: '2026-11-21T10:00:00.000Z',
  second_look: null,
  ...overrides,
});
