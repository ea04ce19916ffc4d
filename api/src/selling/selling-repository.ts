// Sell applications, their progress, seller / business entries, and the listings approval makes
// (docs/decisions/017-selling.md). The routes reach all of it as one repository (app.repositories.selling); it is
// made of one repository per concern so that each stays small enough to read, and they share selling-rows.ts.
import type { Db } from '../db/database';
import { createSellApplicationsRepository } from './sell-applications-repository';
import { createSellReviewRepository } from './sell-review-repository';
import { createSellerEntriesRepository } from './seller-entries-repository';
import { createSellerListingsRepository } from './seller-listings-repository';

export { WITHDRAWN, titleOf, type InboxMessage, type PageQuery, type ReviewResult, type SellDetails } from './selling-rows';
export { REVIEW_FROM, listingSlug, type ReviewTarget, type SellReviewResult } from './sell-review-repository';
export type { EntryReviewTarget, NewEntry } from './seller-entries-repository';

export function createSellingRepository(db: Db) {
  return {
    ...createSellApplicationsRepository(db),
    ...createSellerListingsRepository(db),
    ...createSellerEntriesRepository(db),
    ...createSellReviewRepository(db),
  };
}

export type SellingRepository = ReturnType<typeof createSellingRepository>;
