// Selling's answers (sell applications, their progress, the seller's listings, seller and business entries, and the
// operator's review lists): their types for the browser and their schemas for the api, from one description.
import { Type, type Static } from 'typebox';
import { CATALOGUE_KINDS, CURRENCIES, type Currency } from '../catalogue-terms';
import {
  ENTRY_STATUSES,
  ENTRY_TYPES,
  OPERATOR_SELL_STATUSES,
  SELL_IDLE_FIELDS,
  SELL_LIMITS,
  SELL_STATUSES,
  SELL_STEPS,
  type SellField,
} from '../selling-terms';
import { DateTime, Nullable, OneOf, PageOf } from './common';

const kind = OneOf(CATALOGUE_KINDS, { description: "'idle' is a used yacht" });

/** data of a create, edit or withdraw call and of an entry application: the application's id. */
export const ApplicationIdSchema = Type.Object({ id: Type.Integer() });
export type ApplicationId = Static<typeof ApplicationIdSchema>;

/** One value of the sell form: text, a number, or null where the seller left an optional field empty. */
const SellValueSchema = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
const PhotosSchema = Type.Array(Type.String());
/** New-yacht applications have no engine hours or condition: the two are left out of their values. */
const UsedOnlySchema = Type.Optional(SellValueSchema);
const USED_ONLY: readonly SellField[] = ['engine_hours', 'condition'];

type ValueProperties = { [K in Exclude<SellField, 'photos' | 'engine_hours' | 'condition'>]: typeof SellValueSchema } & {
  photos: typeof PhotosSchema;
  engine_hours: typeof UsedOnlySchema;
  condition: typeof UsedOnlySchema;
};

/** The form values, in form order: numbers as numbers, photos as a list. */
export const SellValuesSchema = Type.Object(
  Object.fromEntries(
    SELL_IDLE_FIELDS.map((field) => [
      field,
      field === 'photos' ? PhotosSchema : USED_ONLY.includes(field) ? UsedOnlySchema : SellValueSchema,
    ]),
  ) as ValueProperties,
  { description: 'The form values; engine_hours and condition for used yachts only' },
);
export type SellValues = Static<typeof SellValuesSchema>;

/** An application's values as the edit form shows them (numbers as numbers, photos as a list). */
export const SellApplicationValuesSchema = Type.Object({
  id: Type.Integer(),
  kind,
  status: OneOf(SELL_STATUSES),
  values: SellValuesSchema,
});
export type SellApplicationValues = Static<typeof SellApplicationValuesSchema>;

const ChoiceSchema = Type.Object({ value: Type.String(), label: Type.String() });
const LimitSchema = Type.Number();

/** GET-like answer of /index/apply/idleYachtSellParameter: the choices and limits the sell forms offer. */
export const SellParametersSchema = Type.Object({
  types: Type.Array(ChoiceSchema),
  fuels: Type.Array(ChoiceSchema),
  hulls: Type.Array(ChoiceSchema),
  conditions: Type.Array(ChoiceSchema),
  currencies: Type.Array(OneOf(CURRENCIES)),
  builders: Type.Array(Type.String(), {
    description: 'Builders already in the catalogue, for suggestions (any builder may be typed)',
  }),
  limits: Type.Object(
    Object.fromEntries(Object.keys(SELL_LIMITS).map((name) => [name, LimitSchema])) as {
      [K in keyof typeof SELL_LIMITS]: typeof LimitSchema;
    },
    { description: 'The limits the api checks the form against (SELL_LIMITS)' },
  ),
});
export type SellParameters = Static<typeof SellParametersSchema>;

const summaryFields = {
  id: Type.Integer(),
  kind,
  status: OneOf(SELL_STATUSES),
  title: Type.String({ description: '"Builder Model" as entered' }),
  year: Nullable(Type.Integer()),
  price: Nullable(Type.Integer()),
  // Nullable(OneOf(…)) would leave null out of the enum.
  currency: Type.Unsafe<Currency | null>({ type: ['string', 'null'], enum: [...CURRENCIES, null] }),
  coverUrl: Nullable(Type.String()),
  listingUrl: Nullable(Type.String(), { description: "The listing's page once approved" }),
  reason: Nullable(Type.String(), { description: 'Why it was rejected' }),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  editable: Type.Boolean({ description: 'Whether the seller may still change it (submitted or rejected)' }),
};

export const SellApplicationSummarySchema = Type.Object(summaryFields);
export type SellApplicationSummary = Static<typeof SellApplicationSummarySchema>;

export const SellProgressStepSchema = Type.Object({
  status: OneOf(SELL_STEPS),
  label: Type.String(),
  note: Nullable(Type.String(), { description: 'The reason of a rejection' }),
  at: DateTime(),
});
export type SellProgressStep = Static<typeof SellProgressStepSchema>;

export const SellApplicationDetailSchema = Type.Object({
  ...summaryFields,
  values: SellValuesSchema,
  progress: Type.Array(SellProgressStepSchema),
});
export type SellApplicationDetail = Static<typeof SellApplicationDetailSchema>;

const listingFields = {
  kind,
  id: Type.Integer(),
  applicationId: Nullable(Type.Integer()),
  title: Type.String(),
  url: Type.String(),
  coverUrl: Nullable(Type.String()),
  price: Type.Integer(),
  currency: OneOf(CURRENCIES),
  listedAt: DateTime(),
  followers: Type.Integer(),
  enquiries: Type.Integer(),
  status: OneOf(['listed', 'unconfirmed'] as const, {
    description: 'unconfirmed: off the market until the seller confirms it is still for sale (decision 029)',
  }),
  confirmedAt: DateTime({ description: 'When the seller last confirmed it' }),
  unlistsAt: DateTime({ description: 'When it leaves the catalogue unless confirmed again (past for an unconfirmed one)' }),
};

/** One of the user's listed yachts (from an approved application). */
export const MyListingSchema = Type.Object(listingFields);
export type MyListing = Static<typeof MyListingSchema>;

export const ListingEnquirySchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  areaCode: Type.String(),
  mobile: Type.String(),
  content: Type.String(),
  createdAt: DateTime(),
});
export type ListingEnquiry = Static<typeof ListingEnquirySchema>;

export const MyListingDetailSchema = Type.Object({ ...listingFields, enquiriesList: PageOf(ListingEnquirySchema) });
export type MyListingDetail = Static<typeof MyListingDetailSchema>;

const entryFields = {
  id: Type.Integer(),
  type: OneOf(ENTRY_TYPES),
  category: Type.String(),
  status: OneOf(ENTRY_STATUSES),
  companyName: Type.String(),
  contactName: Type.String(),
  email: Type.String(),
  country: Type.String(),
  website: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  createdAt: DateTime(),
  reviewedAt: Nullable(DateTime()),
};

export const EntryApplicationSchema = Type.Object(entryFields);
export type EntryApplication = Static<typeof EntryApplicationSchema>;

// The operator's review lists (OPERATOR_SELL_API; the api only).

/** The member who applied. */
export const ApplicantSchema = Type.Object({ uuid: Type.String(), email: Type.String(), name: Type.String() });
export type Applicant = Static<typeof ApplicantSchema>;

export const OperatorApplicationSchema = Type.Object({
  ...summaryFields,
  status: OneOf(OPERATOR_SELL_STATUSES, { description: 'withdrawn: the seller deleted it' }),
  values: SellValuesSchema,
  user: ApplicantSchema,
});
export type OperatorApplication = Static<typeof OperatorApplicationSchema>;

/** An entry as the operator checks it: a business's trader details (DSA Art. 30, decision 045) besides the rest. */
export const OperatorEntrySchema = Type.Object({
  ...entryFields,
  user: ApplicantSchema,
  phone: Type.String({ description: 'Dialling code and number, or empty' }),
  address: Type.String(),
  tradeRegister: Type.String(),
  selfCertifiedAt: Nullable(DateTime(), { description: 'When the business certified its offers comply with EU law' }),
});
export type OperatorEntry = Static<typeof OperatorEntrySchema>;

/** data of a price change (SELL_CALLS.changePrice): the asking price now, and the one before. */
export const ListingPriceSchema = Type.Object({
  price: Type.Integer(),
  previousPrice: Type.Integer(),
  currency: OneOf(CURRENCIES),
  changedAt: DateTime(),
});
export type ListingPrice = Static<typeof ListingPriceSchema>;
