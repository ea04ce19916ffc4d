// Who hears of an operator's decision on a reported listing, inside the decision's transaction: the seller (their
// inbox; the route mails the address returned) and the reporters (DSA Art. 16(5): a member in the inbox, the addresses
// left with reports returned for the route to mail once each).
import { eq } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { listingReporterText, type ListingDecisionAction } from '@yachts/contracts/listing-reports';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { userMessages, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A reported listing as its seller's message names it. */
export interface ReportedListingItem {
  kind: CatalogueKind;
  id: number;
  name: string;
  link: string;
  status: string;
  sellerId: number | null;
}

export interface Told {
  email: string;
  title: string;
  body: string;
}

/** The seller's message in their inbox, and the address to mail it to. */
export async function tellSeller(
  tx: Tx,
  listing: ReportedListingItem,
  message: { title: string; body: string },
  now: Date,
): Promise<Told | null> {
  if (listing.sellerId === null) return null;
  await tx.insert(userMessages).values({ userId: listing.sellerId, type: 'system', ...message, link: paths.myListings(), createdAt: now });
  const [seller] = await tx.select({ email: users.email }).from(users).where(eq(users.id, listing.sellerId));
  return seller ? { email: seller.email, ...message } : null;
}

/** What a reporter is told of the decision: its title and words. */
export const reporterNoticeOf = (listing: { name: string }, action: ListingDecisionAction) => ({
  title: `Your report of the listing “${listing.name}”`,
  body: listingReporterText(action, listing.name),
});

/**
 * The reporters hear the outcome (DSA Art. 16(5)): a member in the inbox, each address left with a report by e-mail
 * (the addresses are returned, deduplicated, for the route to mail after the transaction).
 */
export async function tellReporters(
  tx: Tx,
  listing: ReportedListingItem,
  action: ListingDecisionAction,
  open: { email: string; reporterId: number | null }[],
  now: Date,
): Promise<string[]> {
  const notice = reporterNoticeOf(listing, action);
  const link = action === 'withdraw' ? (listing.kind === 'new' ? paths.newYachts() : paths.usedYachts()) : listing.link;
  const members = [...new Set(open.map((row) => row.reporterId).filter((id): id is number => id !== null && id !== listing.sellerId))];
  if (members.length > 0) {
    await tx.insert(userMessages).values(members.map((userId) => ({ userId, type: 'system', ...notice, link, createdAt: now })));
  }
  return [...new Map(open.filter((row) => row.email !== '').map((row) => [row.email.toLowerCase(), row.email])).values()];
}
