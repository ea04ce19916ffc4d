// Adding a job to the queue (decision 027) from any area, inside the transaction of the write it follows from, so the
// job exists exactly when the write does. The kinds are named here, one list for the areas that enqueue them and the
// ones that handle them (platform/job-worker.ts runs them).
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

export const JOB_KINDS = {
  /** { kind, id }: a yacht was listed (an approved application): find the saved searches it matches. */
  listed: 'catalogue.listed',
  /** { kind, id, from, to, currency, at }: a seller changed an asking price: tell the followers of a lower one. */
  priceChanged: 'catalogue.price-changed',
  /** { searchId, yachtIds? }: send one saved search's alert for its matches not yet named. */
  searchAlert: 'alerts.search',
  /** { hour }: enqueue the alerts of the saved searches whose turn it is. */
  digest: 'alerts.digest',
  /** { userId, kind, id, from, to, currency }: tell one follower of a lower price. */
  priceDrop: 'alerts.price-drop',
  /** { hour }: ask sellers to confirm listings, and take out those not confirmed in time (decision 029). */
  freshness: 'selling.freshness',
  /** { kind, id }: mail a seller the confirm-or-withdraw links of one listing. */
  confirmReminder: 'selling.confirm-reminder',
  /** { kind, id }: tell a seller their listing left the catalogue, with the link that brings it back. */
  unlistedNotice: 'selling.unlisted-notice',
  /** { messageId }: e-mail a reply, mention or praise the member has not read on the site (user-area/notice-mails.ts). */
  noticeMail: 'notices.mail',
  /** { conversationId }: send a dealer's new lead to their CRM's webhook, signed (selling/leads/lead-webhook.ts). */
  leadWebhook: 'leads.webhook',
  /** OutgoingMail: a notice the mail server refused, sent again (platform/mail-queue.ts). */
  mail: 'platform.mail',
} as const;

/** Something that runs SQL: the database or a transaction of it. */
export type Runner = Pick<Db, 'insert' | 'execute'>;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Makes the enqueue idempotent: a job with the same key (done or not) is not added again. */
  key?: string;
  runAt?: Date;
}

/** Adds a job; answers whether it was new (false when a job with its key exists). */
export async function enqueueJob(on: Runner, job: NewJob): Promise<boolean> {
  const rows = await on
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, key: job.key ?? null, runAt: job.runAt ?? new Date() })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}
