// Selling's closed lists (statuses, steps, entry kinds), limits and form fields: what the wire schemas spell out.
// The wire schemas import this module and selling.ts re-exports it, so the two never import each other.

export const SELL_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type SellStatus = (typeof SELL_STATUSES)[number];
export const SELL_STATUS_LABELS: Record<SellStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  approved: 'Approved and listed',
  rejected: 'Rejected',
};
/** Steps of the progress list: the statuses plus what the seller did. */
export const SELL_STEPS = [...SELL_STATUSES, 'edited', 'withdrawn'] as const;
export type SellStep = (typeof SELL_STEPS)[number];
export const SELL_STEP_LABELS: Record<SellStep, string> = {
  ...SELL_STATUS_LABELS,
  edited: 'Edited and resubmitted',
  withdrawn: 'Withdrawn by the seller',
};
/** The statuses the operators' queue sees: an application's statuses and one the seller withdrew. */
export const OPERATOR_SELL_STATUSES = [...SELL_STATUSES, 'withdrawn'] as const;
export type OperatorSellStatus = (typeof OPERATOR_SELL_STATUSES)[number];
/** The statuses in which the seller may still change an application. */
export const SELL_EDITABLE: readonly SellStatus[] = ['submitted', 'rejected'];

export const SELL_LIMITS = {
  photosMin: 1,
  photosMax: 12,
  yearMin: 1950,
  /** Model years run one ahead of the calendar. */
  yearMax: new Date().getFullYear() + 1,
  lengthMinM: 5,
  lengthMaxM: 150,
  priceMin: 1000,
  priceMax: 500_000_000,
  cabinsMax: 30,
  berthsMax: 60,
  engineHoursMax: 100_000,
  speedMaxKn: 80,
  descriptionMin: 30,
  descriptionMax: 5000,
} as const;

/** The field names of the sell forms, in form order. */
export const SELL_FIELDS = [
  'builder',
  'model',
  'model_line',
  'type',
  'year',
  'length_m',
  'beam_m',
  'draft_m',
  'cabins',
  'berths',
  'engines',
  'fuel',
  'hull_material',
  'top_speed_kn',
  'cruise_speed_kn',
  'price',
  'currency',
  'location',
  'country',
  'description',
  'photos',
] as const;
export const SELL_IDLE_FIELDS = [...SELL_FIELDS, 'engine_hours', 'condition'] as const;
export type SellField = (typeof SELL_IDLE_FIELDS)[number];

export const ENTRY_TYPES = ['seller', 'business'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_CATEGORIES: Record<EntryType, readonly string[]> = {
  seller: ['private', 'broker'],
  business: ['builder', 'dealer', 'broker'],
};
export const ENTRY_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
