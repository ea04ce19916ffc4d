// GET /api/v1/community/search (decision 033): topics, articles and comments found by their words, best first, in
// one section or all, of one kind or all; a misspelt word is searched with the closest word the community wrote. A
// public read like the lists: no login, no cookie consent.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  COMMUNITY_API,
  COMMUNITY_MESSAGES,
  COMMUNITY_SEARCH_LIMITS,
  COMMUNITY_SEARCH_MESSAGES,
  SEARCH_KINDS,
  type SearchKind,
} from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiEnvelope, ErrorEnvelopeSchema } from '@yachts/contracts/wire/common';
import { SearchPageSchema } from '@yachts/contracts/wire/community';
import { HttpError } from '../lib/http-error';
import { parseId } from '../lib/page-request';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { queryWords } from './community-search-repository';

export default function communitySearchRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { community, communitySearch } = app.repositories;

  app.get(
    COMMUNITY_API.search,
    {
      schema: {
        tags: ['community'],
        summary: 'Searches topics, articles and comments, best first (in a section, of a kind); a misspelt word finds the closest one',
        description: `At most ${COMMUNITY_SEARCH_LIMITS.candidates} matches of each kind are ranked; past them total is a floor and capped is true. searchedFor says what was searched.`,
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: COMMUNITY_SEARCH_LIMITS.queryMax * 4 })),
            module: Type.Optional(Type.String({ maxLength: 12 })),
            kind: Type.Optional(Type.String({ maxLength: 12 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
            pageSize: Type.Optional(
              Type.Integer({ minimum: 1, maximum: COMMUNITY_SEARCH_LIMITS.pageSizeMax, default: COMMUNITY_SEARCH_LIMITS.pageSize }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: ApiEnvelope(SearchPageSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query as { q?: string; module?: string; kind?: string; page?: number; pageSize?: number };
      const text = (query.q ?? '').trim();
      if (text.length > COMMUNITY_SEARCH_LIMITS.queryMax) throw new HttpError(400, COMMUNITY_SEARCH_MESSAGES.queryTooLong);
      if (queryWords(text).length === 0) throw new HttpError(400, COMMUNITY_SEARCH_MESSAGES.query);
      let moduleId: number | null = null;
      if (query.module !== undefined && query.module !== '') {
        moduleId = parseId(query.module);
        if (moduleId === null) throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.moduleId);
        if (!(await community.moduleExists(moduleId))) throw new HttpError(404, COMMUNITY_MESSAGES.moduleMissing);
      }
      let kind: SearchKind | null = null;
      if (query.kind !== undefined && query.kind !== '') {
        if (!(SEARCH_KINDS as readonly string[]).includes(query.kind)) throw new HttpError(400, COMMUNITY_SEARCH_MESSAGES.kind);
        kind = query.kind as SearchKind;
      }
      const data = await communitySearch.search({
        text,
        moduleId,
        kind,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? COMMUNITY_SEARCH_LIMITS.pageSize,
      });
      return { code: ErrorCode.OK, msg: 'ok', data };
    },
  );
  done();
}
