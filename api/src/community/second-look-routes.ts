// An author asks for a second look at their hidden topic, article or comment (decision 033: the way to contest a
// moderation decision that the EU's Digital Services Act asks hosting services for). Once per item; it waits in the
// moderators' queue, and the next decision on the item answers it. Signed, the item's author only.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MODERATION_MESSAGES, REPORT_KINDS, SECOND_LOOK_API, SECOND_LOOK_LIMITS, SECOND_LOOK_MESSAGES } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiEnvelope, DateTime, ErrorEnvelopeSchema, SignedBody } from '@yachts/contracts/wire/common';
import { HttpError } from '../lib/http-error';
import { readSecondLookText } from '../lib/operator-decision';
import { COMMUNITY_INPUT_MESSAGES, readId, readWord } from './community-input';

const untyped = (description: string) => Type.Optional(Type.Unsafe<unknown>({ description }));

export default function secondLookRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.post<{ Body: { kind?: unknown; id?: unknown; text?: unknown } }>(
    SECOND_LOOK_API.ask,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['community'],
        summary: "Asks the moderators for a second look at one's own hidden topic, article or comment, once (signed)",
        description:
          'Answers 404 for an item that is gone or not the caller’s, 409 for one that is not hidden or was already the subject of a request.',
        body: SignedBody({
          kind: untyped('topic | article | comment'),
          id: untyped('The item'),
          text: untyped(`Why it should be shown again, ${SECOND_LOOK_LIMITS.textMin}-${SECOND_LOOK_LIMITS.textMax} characters`),
        }),
        response: { 200: ApiEnvelope(Type.Object({ asked_at: DateTime() })), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const kind = readWord(request.body.kind, REPORT_KINDS, null, MODERATION_MESSAGES.kind);
      const id = readId(request.body.id, COMMUNITY_INPUT_MESSAGES.id);
      const text = readSecondLookText(request.body.text, SECOND_LOOK_LIMITS.textMin, SECOND_LOOK_LIMITS.textMax, SECOND_LOOK_MESSAGES.text);
      const now = new Date();
      const outcome = await app.repositories.communityReports.askSecondLook(kind, id, { id: user.id, email: user.email }, text, now);
      if (outcome === 'missing') throw new HttpError(404, SECOND_LOOK_MESSAGES.notFound);
      if (outcome === 'notHidden') throw new HttpError(409, SECOND_LOOK_MESSAGES.notHidden);
      if (outcome === 'already') throw new HttpError(409, SECOND_LOOK_MESSAGES.already);
      return { code: ErrorCode.OK, msg: SECOND_LOOK_MESSAGES.asked, data: { asked_at: now.toISOString() } };
    },
  );
  done();
}
