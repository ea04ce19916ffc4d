// The header search without JavaScript (product rules §2): the form's GET lands here and is sent on to the page the
// script would open, {category url}/{encoded keywords}/. A category that is not one of the lists falls back to the
// new yachts; blank keywords send the visitor back to the page the form was on, where the box says 'Please enter
// keywords' (the script shows the same words as a toast).
import type { FastifyInstance } from 'fastify';
import { SEARCH_CATEGORIES, SEARCH_FORM, blankSearchReturn, paths } from '@yachts/contracts/paths';

const CATEGORIES: readonly string[] = SEARCH_CATEGORIES.map((category) => category.url);
/** More than any search box needs; the list pages read only their first words anyway. */
const KEYWORDS_MAX = 200;

/** A parameter sent twice (`?keywords=a&keywords=b`) is read by its first value, as a form sends it once. */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export function searchTarget(rawCategory: unknown, rawKeywords: unknown, rawFrom?: unknown): string {
  const [category, keywords] = [first(rawCategory), first(rawKeywords)];
  const list = typeof category === 'string' && CATEGORIES.includes(category) ? category : CATEGORIES[0]!;
  const words = typeof keywords === 'string' ? keywords.trim().slice(0, KEYWORDS_MAX).trim() : '';
  return words ? paths.search(list, words) : blankSearchReturn(first(rawFrom));
}

export default function searchFormRoute(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/search',
    {
      schema: {
        tags: ['gateway'],
        summary: 'The header search form without JavaScript: 303 to the list page of the chosen category and keywords',
        // Read by searchTarget, which takes whatever comes: a form field sent twice, or not at all, is no error here.
        querystring: { type: 'object', additionalProperties: true },
      },
    },
    async (request, reply) =>
      reply.redirect(searchTarget(request.query.category, request.query.keywords, request.query[SEARCH_FORM.from]), 303),
  );
  done();
}
