// The community's signed calls (docs/product.md §7B) besides comment praise: follow or unfollow a topic
// (POST /api/v1/topic/{id}/operation) or a section (POST /api/v1/topic/module/{id}/operation), and collect or
// uncollect a topic or an article (POST /api/v1/article/operation). Login required; repeating an operation changes
// nothing. The user area lists the results (/user/myFollow, /user/myCollection).
import type { FastifyInstance } from 'fastify';
import { FOLLOW_OPERATIONS, type CommunityItemKind, type FollowTargetKind } from '@yachts/contracts/account';
import { COLLECT_OPERATIONS, COMMUNITY_API, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';
import { COMMUNITY_INPUT_MESSAGES, readId, readWord } from './community-input';
import { CollectStateSchema } from '@yachts/contracts/wire/community';
import { ApiEnvelope, ErrorEnvelopeSchema, FollowStateSchema, SignedBody } from '@yachts/contracts/wire/common';
import { Type } from 'typebox';

const ITEM_KINDS: readonly CommunityItemKind[] = ['article', 'topic'];
const errors = { '4xx': ErrorEnvelopeSchema };

/** A field the handler reads itself (neither required nor typed here), to answer a missing or wrong value in words the page can show. */
const untyped = (description: string) => Type.Optional(Type.Unsafe<unknown>({ description }));

export default function communityFollowRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { community } = app.repositories;

  const follows: { kind: FollowTargetKind; url: string; missing: string; idMessage: string }[] = [
    {
      kind: 'topic',
      url: COMMUNITY_API.followTopic(':id'),
      missing: COMMUNITY_MESSAGES.topicMissing,
      idMessage: COMMUNITY_INPUT_MESSAGES.topicId,
    },
    {
      kind: 'module',
      url: COMMUNITY_API.followModule(':id'),
      missing: COMMUNITY_MESSAGES.moduleMissing,
      idMessage: COMMUNITY_INPUT_MESSAGES.moduleId,
    },
  ];

  for (const { kind, url, missing, idMessage } of follows) {
    app.post<{ Params: { id: string }; Body: { operation?: unknown } }>(
      // The path of the contract with ':id' encoded; Fastify wants it plain.
      decodeURIComponent(url),
      {
        preValidation: app.verifySigned,
        schema: {
          tags: ['community'],
          summary: `Follows or unfollows a ${kind === 'topic' ? 'topic' : 'section'} (signed, login required); repeating an operation changes nothing`,
          description: `A visitor gets ${ErrorCode.UNAUTHORIZED}; an unknown id 404 "${missing}".`,
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
          body: SignedBody({ operation: untyped('follow | unfollow') }),
          response: { 200: ApiEnvelope(FollowStateSchema), ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const id = readId(request.params.id, idMessage);
        const operation = readWord(request.body.operation, FOLLOW_OPERATIONS, null, COMMUNITY_INPUT_MESSAGES.followOperation);
        const result = await community.setFollow(user.id, kind, id, operation === 'follow');
        if (result === 'missing') throw new HttpError(404, missing);
        if (result === 'hidden') throw new HttpError(403, COMMUNITY_MESSAGES.hiddenTopic);
        return { code: ErrorCode.OK, msg: 'ok', data: result };
      },
    );
  }

  app.post<{ Body: { type?: unknown; id?: unknown; operation?: unknown } }>(
    COMMUNITY_API.collect,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['community'],
        summary: 'Collects (bookmarks) a topic or an article, or takes it out of the collection (signed, login required)',
        description: `Repeating an operation changes nothing. A visitor gets ${ErrorCode.UNAUTHORIZED}; an unknown or deleted item 404.`,
        body: SignedBody({
          type: untyped('article | topic'),
          id: untyped('The topic or article'),
          operation: untyped('collect | uncollect'),
        }),
        response: { 200: ApiEnvelope(CollectStateSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const kind = readWord(request.body.type, ITEM_KINDS, null, COMMUNITY_INPUT_MESSAGES.type);
      const id = readId(request.body.id, COMMUNITY_INPUT_MESSAGES.id);
      const operation = readWord(request.body.operation, COLLECT_OPERATIONS, null, COMMUNITY_INPUT_MESSAGES.collectOperation);
      const result = await community.setCollect(user.id, kind, id, operation === 'collect');
      const topic = kind === 'topic';
      if (result === 'missing') throw new HttpError(404, topic ? COMMUNITY_MESSAGES.topicMissing : COMMUNITY_MESSAGES.articleMissing);
      if (result === 'hidden') throw new HttpError(403, topic ? COMMUNITY_MESSAGES.hiddenTopic : COMMUNITY_MESSAGES.hiddenArticle);
      return { code: ErrorCode.OK, msg: 'ok', data: result };
    },
  );
  done();
}
