// The dealer workspace's answers (decision 045): the workspace itself, its staff, a page of its stock with each
// listing's figures, and what a bulk action changed.
import { Type, type Static } from 'typebox';
import { CATALOGUE_KINDS, CURRENCIES } from '../catalogue-terms';
import { DEALER_BULK_ACTIONS, DEALER_ROLES, DEALER_STOCK_STATUSES } from '../dealer-workspace';
import { DateTime, Nullable, OneOf, PageOf } from './common';

/** What the dealer page shows that the workspace edits, and what it only shows (name, slug, category, city). */
export const DealerPageFieldsSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  category: Type.String({ description: 'builder | dealer | broker' }),
  url: Type.String({ description: 'The public dealer page' }),
  city: Type.String(),
  country: Type.String(),
  email: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  website: Nullable(Type.String()),
  languages: Type.Array(Type.String()),
  about: Type.String(),
  openingHours: Type.String({ description: 'One line a day or period' }),
  logoUrl: Nullable(Type.String()),
});
export type DealerPageFields = Static<typeof DealerPageFieldsSchema>;

export const DealerStockCountsSchema = Type.Object({
  listed: Type.Integer(),
  unconfirmed: Type.Integer(),
  withdrawn: Type.Integer(),
});

/** How quickly the dealer answers buyers (decision 045), as the yacht and dealer pages tell buyers. */
export const DealerResponseTimeSchema = Type.Object({
  text: Type.String({ description: 'As buyers read it: "usually replies within 3 hours"' }),
  medianMinutes: Type.Integer({ description: "Median minutes from a conversation's opening to the first reply" }),
  within24h: Type.Number({ description: 'Share (0-1) of the conversations answered within 24 hours' }),
  threads: Type.Integer({ description: 'The conversations measured (last 90 days, spam left out)' }),
});
export type DealerResponseTime = Static<typeof DealerResponseTimeSchema>;

export const DealerWorkspaceSchema = Type.Object({
  dealer: DealerPageFieldsSchema,
  role: OneOf(DEALER_ROLES, { description: "The caller's role: owners also keep the page and the staff" }),
  verified: Type.Boolean({ description: 'An operator checked the trader details (DSA Art. 30)' }),
  counts: DealerStockCountsSchema,
  responseTime: Nullable(DealerResponseTimeSchema, {
    description: 'The dealer’s response time; null with too few conversations in the last 90 days to say',
  }),
});
export type DealerWorkspace = Static<typeof DealerWorkspaceSchema>;

export const DealerStaffMemberSchema = Type.Object({
  id: Nullable(Type.Integer(), { description: 'The staff row; null for the account the page belongs to' }),
  email: Type.String({ description: 'The address invited (the account’s own for the page’s account)' }),
  name: Nullable(Type.String(), { description: 'The display name of the member who accepted; null while invited' }),
  accountEmail: Nullable(Type.String(), { description: 'The address of the account that accepted, when it differs from the one invited' }),
  role: OneOf(DEALER_ROLES),
  status: OneOf(['active', 'invited'] as const),
  invitedAt: Nullable(DateTime()),
  acceptedAt: Nullable(DateTime()),
  removable: Type.Boolean(),
});
export type DealerStaffMember = Static<typeof DealerStaffMemberSchema>;
export const DealerStaffListSchema = Type.Array(DealerStaffMemberSchema);

export const DealerStockItemSchema = Type.Object({
  kind: OneOf(CATALOGUE_KINDS),
  id: Type.Integer(),
  title: Type.String({ description: 'Builder and model' }),
  url: Type.String({ description: 'The yacht page (answers 404 while not listed)' }),
  coverUrl: Nullable(Type.String()),
  status: OneOf(DEALER_STOCK_STATUSES),
  price: Type.Integer(),
  currency: OneOf(CURRENCIES),
  confirmedAt: DateTime({ description: 'When the dealer last said it is still for sale (decision 029)' }),
  createdAt: DateTime(),
  views30: Type.Integer({ description: 'Visitors of its page in the last 30 days (one a day each)' }),
  followers: Type.Integer(),
  conversations: Type.Integer(),
  conversations30: Type.Integer({ description: 'Conversations opened in the last 30 days' }),
});
export type DealerStockItem = Static<typeof DealerStockItemSchema>;
export const DealerStockPageSchema = Type.Object({
  ...PageOf(DealerStockItemSchema).properties,
  counts: DealerStockCountsSchema,
});
export type DealerStockPage = Static<typeof DealerStockPageSchema>;

export const DealerBulkResultSchema = Type.Object({
  action: OneOf(DEALER_BULK_ACTIONS),
  changed: Type.Integer({ description: 'Listings the action changed' }),
  refused: Type.Integer({ description: "Listings that are not the dealer's, withdrawn already, or named twice" }),
});
export type DealerBulkResult = Static<typeof DealerBulkResultSchema>;
