// The audit log of operator actions (decision 032): written by whichever area's transaction makes the change, so
// an action and its record are committed together or not at all.
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/** Who did what to which item: the state before and after are written as given (JSON). */
export interface AuditRecord {
  actorUserId: number | null;
  /** The operator's e-mail address, or "automation" for the bearer token. */
  actor: string;
  /** What was done, as "<item>.<verb>": "sell-application.review", "role.grant". */
  action: string;
  targetKind: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** An audit record without its before and after, which the repository making the change fills in. */
export type AuditDraft = Omit<AuditRecord, 'before' | 'after'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes one record, or several in one statement. */
export async function insertAudit(db: Db | Tx, record: AuditRecord | AuditRecord[]): Promise<void> {
  const records = Array.isArray(record) ? record : [record];
  if (records.length === 0) return;
  await db.insert(auditLog).values(records.map((one) => ({ ...one, before: one.before ?? null, after: one.after ?? null })));
}
