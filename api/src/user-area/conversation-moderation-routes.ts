// The operators' queue of reported conversations (decisions 033 and 045): either side of a conversation between a
// buyer and a seller may report it; a moderator reads the reports and the conversation's last messages (an operator
// may read a reported conversation, and only through this queue), then closes it as spam (nobody can write in it any
// more), dismisses the reports, or warns the side that was reported. The side at fault reads the statement of
// reasons (DSA Art. 17) in the inbox and by e-mail, the reporter the outcome; every decision is in the audit log.
// Operator routes: a moderator's or an admin's login that passed the second factor, or the automation token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CONVERSATION_DECISION_OUTCOMES,
  CONVERSATION_MODERATION_API,
  CONVERSATION_MODERATION_LIMITS,
  CONVERSATION_MODERATION_MESSAGES,
  CONVERSATION_QUEUE_STATES,
  reporterOutcomeText,
  sideName,
  type ConversationDecisionOutcome,
  type ConversationQueueState,
} from '@yachts/contracts/conversation-moderation';
import { CONVERSATION_SIDES, type ConversationSide } from '@yachts/contracts/conversations';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { ReportedConversationSchema } from '@yachts/contracts/wire/conversation-moderation';
import { conversationKey } from '../lib/conversations';
import { HttpError } from '../lib/http-error';
import { answered, decidedOr, operatorAudit, readDecisionChoice, readDecisionReason, statementOf } from '../lib/operator-decision';
import { operatorDecisionOptions, operatorQueueOptions, type OperatorGuard, type OperatorQueueQuery } from '../lib/operator-routes';
import { parseId } from '../lib/page-request';
import { decisionMail } from '../platform/mail-text';
import type { ConversationRouteOptions } from './conversation-routes';
import type { DecisionContext, DecisionWords, Told } from './conversation-moderation-repository';

const CONTEST = 'If you think this is a mistake, write to us through the feedback button on the site and our team will look at it again.';

/** What the side at fault and the reporters read of a decision (the statement of reasons, and the outcome). */
export function decisionWords(outcome: ConversationDecisionOutcome, reason: string) {
  return ({ yachtTitle, against }: DecisionContext): DecisionWords => {
    const about = `your conversation about the ${yachtTitle}`;
    const reporter = { title: `Your report of a conversation about the ${yachtTitle}`, body: reporterOutcomeText(outcome, yachtTitle) };
    if (outcome === 'spam') {
      return {
        atFault: {
          title: `Your conversation about the ${yachtTitle} was closed as spam`,
          body: statementOf(
            `After the other side reported ${about}, our team closed it as spam: no more messages can be sent in it.`,
            reason,
            CONTEST,
          ),
        },
        reporter,
      };
    }
    if (outcome === 'warn' && against) {
      return {
        atFault: {
          title: `A warning about your conversation about the ${yachtTitle}`,
          body: statementOf(
            `The other side reported ${about}. Our team left it open, with a warning to you as ${sideName(against)}: please keep to the site's rules, or the conversation may be closed and your account suspended.`,
            reason,
            CONTEST,
          ),
        },
        reporter,
      };
    }
    return { atFault: null, reporter };
  };
}

/** The queue: conversations with reports waiting for a decision, or decided. */
function queueRoute(app: FastifyInstance, operatorOnly: OperatorGuard): void {
  const { conversationModeration } = app.repositories;
  app.get(
    CONVERSATION_MODERATION_API.queue,
    operatorQueueOptions(
      operatorOnly,
      {
        summary: 'Reported conversations waiting for a decision (a scam first, then the longest waiting), or decided (moderator)',
        description:
          'Each conversation with its reports (the side that reported, the reason, their words, when), the yacht, both ' +
          `sides' names and the conversation's last ${CONVERSATION_MODERATION_LIMITS.messagesShown} messages: an operator ` +
          'may read a reported conversation, so as to judge the reports, and each reading is in the audit log. Messages are ' +
          'plain text.',
        state: {
          enum: CONVERSATION_QUEUE_STATES,
          default: 'open',
          description: 'open: reports nobody has decided on; resolved: decided reports, the latest first',
        },
        entry: ReportedConversationSchema,
      },
      async (query: OperatorQueueQuery<ConversationQueueState>, page, request) => {
        const answer = await conversationModeration.queue(query.state, page);
        // Private messages read by an operator: each conversation shown is in the audit log, with who read it.
        await conversationModeration.recordReading(answer.items, operatorAudit(request.operator!, 'conversation.read', 'conversation', ''));
        return answer;
      },
    ),
  );
}

function readDecision(body: { outcome: string; reason?: string; side?: string }) {
  const outcome = readDecisionChoice(body.outcome, CONVERSATION_DECISION_OUTCOMES, CONVERSATION_MODERATION_MESSAGES.outcome);
  const { reasonMax } = CONVERSATION_MODERATION_LIMITS;
  const reason = readDecisionReason(body.reason, outcome === 'dismiss', reasonMax, CONVERSATION_MODERATION_MESSAGES);
  if (body.side !== undefined && !(CONVERSATION_SIDES as readonly string[]).includes(body.side)) {
    throw new HttpError(400, CONVERSATION_MODERATION_MESSAGES.side);
  }
  return { outcome, reason, side: (body.side ?? null) as ConversationSide | null };
}

/** An operator's decision on a reported conversation; the mails follow the commit. */
function decideRoute(app: FastifyInstance, options: ConversationRouteOptions, operatorOnly: OperatorGuard): void {
  const { conversationModeration } = app.repositories;
  app.post(
    CONVERSATION_MODERATION_API.decide.pattern,
    operatorDecisionOptions(operatorOnly, {
      summary: 'Closes a reported conversation as spam, dismisses its reports, or warns the side that was reported (moderator)',
      description:
        'Resolves every open report of the conversation. spam: its status becomes spam and neither side can write in it; ' +
        'warn: the side that was reported (the other side than the reporter) is warned. Both take the reason the side ' +
        "at fault reads in the inbox (a member) and by e-mail (a visitor buyer at the conversation's address); the " +
        'reporter is told the outcome. When both sides reported, `side` names the side at fault; it must be a side that was reported. ' +
        `No open report: 409 "${CONVERSATION_MODERATION_MESSAGES.alreadyDecided}".`,
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } },
      choice: { field: 'outcome', description: CONVERSATION_DECISION_OUTCOMES.join(' | ') },
      reasonMax: CONVERSATION_MODERATION_LIMITS.reasonMax,
      fields: {
        side: Type.Optional(Type.String({ maxLength: 10, description: 'buyer | seller: the side at fault, when both reported' })),
      },
      entry: ReportedConversationSchema,
    }),
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      if (id === null) throw new HttpError(404, CONVERSATION_MODERATION_MESSAGES.notFound, ErrorCode.NOT_FOUND);
      const { outcome, reason, side } = readDecision(request.body as { outcome: string; reason?: string; side?: string });
      const audit = operatorAudit(request.operator!, `conversation.${outcome}`, 'conversation', String(id));
      const decided = decidedOr(await conversationModeration.decide(id, outcome, reason, side, audit, decisionWords(outcome, reason)), {
        missing: [404, CONVERSATION_MODERATION_MESSAGES.notFound, ErrorCode.NOT_FOUND],
        decided: [409, CONVERSATION_MODERATION_MESSAGES.alreadyDecided],
        side: [400, CONVERSATION_MODERATION_MESSAGES.side],
        notReported: [400, CONVERSATION_MODERATION_MESSAGES.sideNotReported],
      });
      await mailTold(app, request, options, id, outcome, decided.told);
      return answered(decided.entry);
    },
  );
}

/** The decision is stored; the mails follow it (a refusing mail server gets them later from the queue). */
async function mailTold(
  app: FastifyInstance,
  request: FastifyRequest,
  options: ConversationRouteOptions,
  id: number,
  outcome: ConversationDecisionOutcome,
  told: Told[],
) {
  for (const person of told) {
    // A visitor buyer has no login: their link carries the conversation's key, as their other mails' do.
    const link = `${options.publicUrl}${paths.conversation(id, person.visitor ? conversationKey(options.conversationSecret, id, person.email) : undefined)}`;
    const kind = person.role === 'reporter' ? 'conversation-report-outcome' : `conversation-${outcome === 'spam' ? 'spam' : 'warning'}`;
    await app.sendNotice({ to: person.email, ...decisionMail(kind, person, link) }, request.log);
  }
}

export default function conversationModerationRoutes(app: FastifyInstance, options: ConversationRouteOptions, done: () => void): void {
  const operatorOnly = app.operatorOnly('moderator');
  queueRoute(app, operatorOnly);
  decideRoute(app, options, operatorOnly);
  done();
}
