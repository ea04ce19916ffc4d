// What the operators' decisions on reports have in common (decisions 032, 033, 045): reported listings, community
// items and conversations each take a decision with the reason the person at fault reads, written to the audit log
// in the repository's transaction. Each area keeps its words, its repository and its mails; the reading of the
// choice and the reason, the audit record and the refusals a repository's outcome maps to are the same everywhere.
import { ErrorCode } from '@yachts/contracts/envelope';
import type { AuditDraft } from './audit-log';
import { HttpError } from './http-error';

/** The decision the operator chose, one of `choices`, or 400 with the area's sentence. */
export function readDecisionChoice<T extends string>(value: string, choices: readonly T[], message: string): T {
  if (!(choices as readonly string[]).includes(value)) throw new HttpError(400, message);
  return value as T;
}

/** The operator's reason, trimmed: required unless `optional` (a decision in the person's favour), and limited. */
export function readDecisionReason(
  value: string | undefined,
  optional: boolean,
  max: number,
  messages: { reasonRequired: string; reasonTooLong: string },
): string {
  const reason = (value ?? '').trim();
  if (!optional && !reason) throw new HttpError(400, messages.reasonRequired);
  if (reason.length > max) throw new HttpError(400, messages.reasonTooLong);
  return reason;
}

/** The words of a request for a second look (a seller's or an author's): trimmed, between min and max characters. */
export function readSecondLookText(value: unknown, min: number, max: number, message: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < min || text.length > max) throw new HttpError(400, message);
  return text;
}

/** The audit record of a decision by the request's operator (an account, or the automation token). */
export function operatorAudit(
  operator: { userId: number | null; actor: string },
  action: string,
  targetKind: string,
  targetId: string,
): AuditDraft {
  return { actorUserId: operator.userId, actor: operator.actor, action, targetKind, targetId };
}

/** How the route refuses one outcome: the status, the sentence and, when not the status's own, the api code. */
export type Refusal = readonly [status: number, message: string, apiCode?: number];

/**
 * The decided item of a repository's outcome, or the refusal its failure maps to (every failure the repository
 * can answer must be named, so a new one cannot slip through as a success).
 */
export function decidedOr<R>(outcome: R, refusals: { [K in Extract<R, string>]: Refusal }): Exclude<R, string> {
  if (typeof outcome === 'string') {
    const [status, message, apiCode] = refusals[outcome as Extract<R, string>];
    throw new HttpError(status, message, apiCode);
  }
  return outcome as Exclude<R, string>;
}

/**
 * The body of a statement of reasons (DSA Art. 17) the person at fault reads: what was decided (one line or more),
 * why, and how to contest it where the decision can be contested.
 */
export function statementOf(what: string | string[], reason: string, contest?: string): string {
  return [...(Array.isArray(what) ? what : [what]), '', `Why: ${reason}`, ...(contest ? ['', contest] : [])].join('\n');
}

/** An /api/v1 answer with its data. */
export const answered = <T>(data: T) => ({ code: ErrorCode.OK, msg: '', data });
