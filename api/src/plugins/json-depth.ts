import fp from 'fastify-plugin';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';

/**
 * How deep a JSON body may nest arrays and objects. The deepest body a form of this site sends is three levels (an
 * object holding a list of objects); 32 leaves room for every form to come, and is far below what recursive code
 * over a body can take: the signature's canonical string (contracts/src/signing.ts), Ajv's validators and the text
 * cleaning all recurse once per level, and 100,000 levels in a 200 KB body overflowed the stack (a 500 after
 * 200-600 ms of CPU, before any login or signature was checked). lib/text-input.ts stops at the same depth.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of lists and objects).`;

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without recursion, stopping as soon
 * as it passes `limit` (so a hostile body costs one scan of its first few bytes). Brackets inside strings do not
 * count. The text is not validated here: JSON.parse does that next.
 */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Every JSON body of the app (form-style and signed calls alike) is measured before it is parsed: a body nested past
 * MAX_JSON_DEPTH is a 400 in the envelope of its route (plugins/errors.ts), before any hook or handler walks it.
 * Otherwise Fastify's own parser (with its checks against `__proto__` and `constructor` keys) reads it as before.
 */
export default fp(
  (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text)) {
        done(new HttpError(400, JSON_DEPTH_MESSAGE, ErrorCode.BAD_REQUEST), undefined);
        return;
      }
      // Fastify's parser answers through done (its type allows a promise too, which it does not return here).
      void parseJson(request, text, done);
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'json-depth' },
);
