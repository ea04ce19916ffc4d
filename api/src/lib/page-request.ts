// The paging and choice fields of the user area's calls (contracts/src/account.ts PageRequest): form-style bodies
// are read here by hand, because a form sends numbers as numbers or as digits and the answer must be one sentence
// the page can show, not a map of fields it has no inputs for. /api/v1 GETs use the same limits as a querystring
// schema (pageQuery), so Ajv coerces and refuses with the same bounds.
import { ACCOUNT_LIMITS } from '@yachts/contracts/account';
import type { Page } from '@yachts/contracts/envelope';
import { LIMITS } from '@yachts/contracts/rules';
import { HttpError } from './http-error';
import { isPlainObject } from './form-validation';

/** Far beyond any real list; it keeps offsets small and the page number a PostgreSQL integer. */
export const PAGE_MAX = 10_000;
/** Largest id a PostgreSQL `serial` column holds: bigger numbers cannot name a row (and would fail the cast). */
export const ID_MAX = LIMITS.intMax;

export const PAGE_MESSAGES = {
  page: `The page must be a whole number from 1 to ${PAGE_MAX}.`,
  pageSize: `The page size must be a whole number from 1 to ${ACCOUNT_LIMITS.pageSizeMax}.`,
  body: 'The request body must be a JSON object of form fields.',
} as const;

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** How many rows come before the page asked for. */
export const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

/** A page's answer: its items, the total of the whole list (0 when none was counted) and the page asked for. */
export function pageOf<T>(items: T[], total: number | undefined, query: PageQuery): Page<T> {
  return { items, total: total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The body of a form-style call as an object (the anti-forgery check already needed one). */
export function formFields(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw new HttpError(400, PAGE_MESSAGES.body);
  return body;
}

/**
 * A whole number sent as a number or as its decimal digits (without spaces or leading zero: the one spelling a
 * client writes, as plugins/query-numbers.ts requires of query numbers); undefined when absent; NaN otherwise.
 */
function wholeNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^(0|[1-9][0-9]{0,14})$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A whole number from 1 to `max`; `fallback` when absent; otherwise a 400 with `message`. */
export function bounded(value: unknown, fallback: number, max: number, message: string): number {
  const n = wholeNumber(value);
  if (n === undefined) return fallback;
  if (!(n >= 1 && n <= max)) throw new HttpError(400, message);
  return n;
}

/** {page, page_size} of a form-style body: 1-based, page_size 10 by default and at most 50. */
export function readPage(fields: Record<string, unknown>): PageQuery {
  return {
    page: bounded(fields.page, 1, PAGE_MAX, PAGE_MESSAGES.page),
    pageSize: bounded(fields.page_size, ACCOUNT_LIMITS.pageSizeDefault, ACCOUNT_LIMITS.pageSizeMax, PAGE_MESSAGES.pageSize),
  };
}

/** One of a fixed set of words; `fallback` when absent (null: the field is required). */
export function readChoice<T extends string>(value: unknown, choices: readonly T[], fallback: T | null, message: string): T {
  if ((value === undefined || value === null || value === '') && fallback !== null) return fallback;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, message);
}

/** A row id from a path or a list: a positive whole number, or null when it is not one (too big included). */
export function parseId(value: unknown): number | null {
  const n = wholeNumber(value);
  return n !== undefined && n >= 1 && n <= ID_MAX ? n : null;
}

/**
 * A row id as an address spells it: its decimal digits, without sign, leading zero, spaces or exponent, up to
 * ID_MAX; null for any other text. `parseId` is lenient with what a form sends; an address has one spelling.
 */
export function canonicalId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/** {page, page_size} of a paged /api/v1 GET's querystring and of a form-style body, with the bounds readPage applies. */
export const pageFields = {
  page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1, description: '1-based page number' },
  page_size: {
    type: 'integer',
    minimum: 1,
    maximum: ACCOUNT_LIMITS.pageSizeMax,
    default: ACCOUNT_LIMITS.pageSizeDefault,
    description: `Items per page (at most ${ACCOUNT_LIMITS.pageSizeMax})`,
  },
} as const;

/**
 * page_size of a validated querystring, renamed to the Page<T> field. Ajv's coercion turns "1e400" into Infinity and
 * lets it pass `maximum`, so the bounds are checked again here.
 */
export function pageFromQuery(query: { page: number; page_size: number }): PageQuery {
  if (!(Number.isSafeInteger(query.page) && query.page >= 1 && query.page <= PAGE_MAX)) throw new HttpError(400, PAGE_MESSAGES.page);
  if (!(Number.isSafeInteger(query.page_size) && query.page_size >= 1 && query.page_size <= ACCOUNT_LIMITS.pageSizeMax)) {
    throw new HttpError(400, PAGE_MESSAGES.pageSize);
  }
  return { page: query.page, pageSize: query.page_size };
}
