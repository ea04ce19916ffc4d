import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';

/**
 * Decimal digits with an optional minus and fraction, without leading zero: what every client of the site writes. A
 * value that fits is left to the schema (which judges whole numbers and bounds); so is one that JavaScript does not
 * read as a number at all ("abc"), which the schema refuses in its route's words already.
 */
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
/** What a refused spelling becomes: text no coercion reads as a number, so the route's schema refuses it. */
export const NOT_DECIMAL = 'not written in decimal digits';

interface SchemaLike {
  type?: unknown;
  anyOf?: unknown;
  oneOf?: unknown;
  properties?: unknown;
}

function typesOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { type, anyOf, oneOf } = schema as SchemaLike;
  const own = Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : typeof type === 'string' ? [type] : [];
  const branches = [anyOf, oneOf].flatMap((list) => (Array.isArray(list) ? list.flatMap(typesOf) : []));
  return [...own, ...branches];
}

/** A property Ajv coerces text to a number for: integer or number, and no string (text would be welcome). */
function isNumeric(schema: unknown): boolean {
  const types = typesOf(schema);
  return !types.includes('string') && (types.includes('number') || types.includes('integer'));
}

/** The numeric properties of a route's querystring schema (JSON Schema or TypeBox, which is JSON Schema). */
export function numericQueryFields(querystring: unknown): string[] {
  const properties = (querystring as SchemaLike | undefined)?.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties)
    .filter(([, schema]) => isNumeric(schema))
    .map(([name]) => name);
}

/** Sets each of `fields` of `query` that spells a number otherwise than in decimal digits to NOT_DECIMAL. */
function markOtherSpellings(query: Record<string, unknown>, fields: string[]): void {
  for (const name of fields) {
    const value = query[name];
    if (typeof value !== 'string' || value === '' || DECIMAL.test(value)) continue;
    // Another spelling of a number ("0x10", "1e1", " 1", "+1", "01", "Infinity"): the schema's type check
    // refuses it as it refuses "abc", in the route's own words and envelope (a 400 sentence per parameter).
    if (!Number.isNaN(Number(value))) query[name] = NOT_DECIMAL;
  }
}

/**
 * A number in a query string has one spelling: decimal digits. Ajv's type coercion (`coerceTypes`, app.ts) turns
 * the text into a number with JavaScript's rules, so `page=0x10` was page 16, and `0b1`, `0o7`, `1e1`, `+1`, ` 1`
 * and `01` were numbers too: one answer at many addresses, and a way past checks that read the digits. Every route
 * whose querystring schema declares an integer or number gets this check before validation, so no route can forget
 * it; a value given twice (an array) and an empty value are left to the schema, which answers them as before. The
 * answer is the route's own 400 for a value that is no number (the /api/v1 envelope, its sentence where it has one).
 */
export default fp(
  (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema: { querystring?: unknown; query?: unknown } | undefined = route.schema;
      const fields = numericQueryFields(schema?.querystring ?? schema?.query);
      if (fields.length === 0) return;
      const check = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const query = request.query as Record<string, unknown> | undefined;
        if (query) markOtherSpellings(query, fields);
        done();
      };
      const existing =
        route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
      route.preValidation = [check, ...existing] as RouteOptions['preValidation'];
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'query-numbers' },
);
