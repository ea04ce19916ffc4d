// The operators' answers about reported listings (decision 033's console, DSA Art. 16-17): one listing of the queue
// with its open reports, the last decision and the seller's second look; their types for the browser and their
// schemas for the api, from one description.
import { Type, type Static } from 'typebox';
import { LISTING_DECISION_ACTIONS, LISTING_REPORT_REASONS } from '../listing-reports';
import { DateTime, Nullable, OneOf } from './common';

export const ReasonCountSchema = Type.Object({
  reason: OneOf(LISTING_REPORT_REASONS),
  count: Type.Integer(),
});
export type ReasonCount = Static<typeof ReasonCountSchema>;

/** Which listing: the queue and the seller's list of withdrawn listings name it alike. */
const listingFields = {
  kind: Type.Union([Type.Literal('new'), Type.Literal('idle')]),
  id: Type.Integer(),
  name: Type.String({ description: 'Builder and model' }),
};

/** One listing in the operators' queue. */
export const ReportedListingSchema = Type.Object({
  ...listingFields,
  link: Type.String({ description: 'Its page on the site' }),
  status: Type.String({ description: 'listed | unconfirmed | withdrawn' }),
  seller: Nullable(Type.Object({ uuid: Type.String(), name: Type.String() })),
  reports: Type.Integer({ description: 'Open reports, each from a different session' }),
  reasons: Type.Array(ReasonCountSchema, { description: 'Open reports by reason, in the contract order' }),
  details: Type.Array(Type.String(), { description: "The reporters' own words, where they gave any" }),
  contacts: Type.Integer({ description: 'Open reports that left an address for the answer' }),
  priority: Type.Boolean({ description: 'Reported by several sessions, or as a scam or illegal' }),
  first_reported_at: Nullable(DateTime()),
  decision: Nullable(
    Type.Object({
      action: OneOf(LISTING_DECISION_ACTIONS),
      reason: Type.String(),
      decided_at: DateTime(),
      second_look: Nullable(
        Type.Object({
          text: Type.String(),
          asked_at: DateTime(),
          outcome: Nullable(Type.String({ description: 'reversed | upheld, once decided' })),
        }),
      ),
    }),
    { description: 'The last decision on the listing, with the seller’s second look' },
  ),
});
export type ReportedListing = Static<typeof ReportedListingSchema>;

export const SecondLookAskedSchema = Type.Object({ asked_at: DateTime() });
export type SecondLookAsked = Static<typeof SecondLookAskedSchema>;

/** One of the seller's listings our team withdrew: why, and their second look if they asked for one. */
export const WithdrawnListingSchema = Type.Object({
  ...listingFields,
  reason: Type.String({ description: 'The reason the seller was given' }),
  withdrawn_at: DateTime(),
  second_look: Nullable(
    Type.Object({
      asked_at: DateTime(),
      outcome: Nullable(Type.String({ description: 'upheld once decided (a reversed one is listed again)' })),
    }),
  ),
});
export type WithdrawnListing = Static<typeof WithdrawnListingSchema>;
