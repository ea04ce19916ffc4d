// Text as PostgreSQL can store it. A `text` column refuses U+0000, and `jsonb` refuses a lone UTF-16 surrogate
// (half of an emoji, as a cut-off paste can leave): either would turn a request into a database error. No form
// types a NUL, and a lone surrogate has no character to show, so both are cleaned before any handler sees the
// body, the same way everywhere (plugins/text-input.ts).

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Deeper than any form of this site; a body nested further is left as it is for its route to refuse. */
const MAX_DEPTH = 32;

/** The string without NUL characters, with each lone surrogate replaced by U+FFFD (what a UTF-8 encoder writes). */
export function storableText(text: string): string {
  return text.replace(/\0/g, '').replace(LONE_SURROGATE, '\ufffd');
}

/** Cleans every string of a parsed JSON body in place (object keys too); other values are left alone. */
export function cleanParsedBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableText(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = cleanParsedBody(value[i], depth + 1);
    return value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = storableText(key);
    const cleaned = cleanParsedBody(record[key], depth + 1);
    if (cleanKey !== key) delete record[key];
    record[cleanKey] = cleaned;
  }
  return record;
}
